#!/usr/bin/env python3
"""Drives `layoutc lsp` the way an editor does and times what a user waits for (issue 28 §4).

Usage: editor_bench.py LAYOUTC [--lines N] [--edits N] [--megabytes M] [--seed S] [--json FILE]

1. Typing: a generated N-line screen (5,000 by default) is opened; then N edits (100 by default),
   one character each, are sent as incremental `didChange`s, each waiting for the diagnostics of
   its version. Most edits keep the file valid (a digit of a width changes, so the layout and its
   lint findings change); every fifth breaks it (a `>` is deleted, then put back by the next
   edit). The time is from writing the `didChange` to reading the `publishDiagnostics` of that
   version, with the server's debounce set to 0 (`diagnosticsDelay`), so it is the server's work.
2. Size: documents of about M/8, M/4, M/2 and M megabytes (1 by default) are opened one at a
   time; the time to their first diagnostics, then a hover, a completion and the document
   symbols right after one edit (each request waits for the analysis of the edited text).
   `layoutc lint` on the same file, as a process, is the reference the issue sets.

Only the Python standard library: it runs wherever `layoutc` does. Numbers are printed (medians
and worst cases); the script fails only when the server misbehaves (no answer, a crash).
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time


def screen(lines):
    """A screen of `lines` lines: rows of a tag, a text and a spacer, and every 25th row too
    wide for the phone (so lint has findings to report)."""
    out = [
        "// a generated screen for the editor benchmark",
        "proposal(375, nil)",
        "let gap = 8",
        "let tag(w: 40) = box(width: w, height: 20).padding(4)",
        "",
        "vstack(alignment: leading, spacing: 4) <",
    ]
    row = 0
    while len(out) < lines - 1:
        wide = 400 if row % 25 == 0 else row % 50 + 10
        out += [
            "  hstack(spacing: gap) <",
            f"    tag(w: {wide}) #t{row}",
            f"    text(\"item {row}\", size: 14).padding(horizontal: 8)",
            "    spacer",
            "  >",
        ]
        row += 1
    out.append(">")
    return "\n".join(out) + "\n"


class Server:
    """`layoutc lsp` over pipes; a reader thread timestamps every message it reads."""

    def __init__(self, layoutc):
        self.process = subprocess.Popen([layoutc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.lock = threading.Condition()
        self.messages = []
        self.next_id = 1
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    with self.lock:
                        self.messages.append((time.perf_counter(), None))
                        self.lock.notify_all()
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.lower() == b"content-length":
                    length = int(value)
            body = stream.read(length)
            stamp = time.perf_counter()
            with self.lock:
                self.messages.append((stamp, json.loads(body)))
                self.lock.notify_all()

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        return time.perf_counter()

    def wait(self, predicate, timeout=600):
        """The first message from now on that satisfies `predicate`, with its time."""
        deadline = time.monotonic() + timeout
        with self.lock:
            while True:
                for index, (stamp, message) in enumerate(self.messages):
                    if message is None:
                        raise RuntimeError("the server closed its output")
                    if predicate(message):
                        del self.messages[index]
                        return stamp, message
                left = deadline - time.monotonic()
                if left <= 0:
                    raise RuntimeError("no answer within %d s" % timeout)
                self.lock.wait(left)

    def request(self, method, params):
        ident = self.next_id
        self.next_id += 1
        sent = self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        stamp, message = self.wait(lambda m: m.get("id") == ident and "method" not in m)
        if "error" in message:
            raise RuntimeError(f"{method}: {message['error']}")
        return stamp - sent, message.get("result")

    def notify(self, method, params):
        return self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri, version):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri and m["params"].get("version") == version)

    def close(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()


def start(layoutc, root):
    server = Server(layoutc)
    server.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + root, "capabilities": {},
                                  "initializationOptions": {"diagnosticsDelay": 0}})
    server.notify("initialized", {})
    return server


def position_of(text, offset):
    line = text.count("\n", 0, offset)
    return {"line": line, "character": offset - (text.rfind("\n", 0, offset) + 1)}


def typing(layoutc, lines, edits, seed, root):
    text = screen(lines)
    uri = "file://" + os.path.join(root, "typing.layout")
    server = start(layoutc, root)
    opened = server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "layout",
                                                                      "version": 1, "text": text}})
    stamp, first = server.diagnostics(uri, 1)
    first_ms = (stamp - opened) * 1000
    findings = len(first["params"]["diagnostics"])
    rng = random.Random(seed)
    times, broken_times = [], []
    version = 1
    pending_close = None  # where a deleted '>' goes back
    for number in range(edits):
        if pending_close is not None:
            offset, pending_close = pending_close, None
            change = {"range": {"start": position_of(text, offset), "end": position_of(text, offset)}, "text": ">"}
            text = text[:offset] + ">" + text[offset:]
            breaks = False
        elif number % 5 == 4:
            # Break the file: delete a row's closing '>'.
            candidates = [i for i in range(len(text)) if text.startswith("  >\n", i)]
            offset = rng.choice(candidates) + 2
            change = {"range": {"start": position_of(text, offset), "end": position_of(text, offset + 1)}, "text": ""}
            text = text[:offset] + text[offset + 1:]
            pending_close = offset
            breaks = True
        else:
            # A width's last digit.
            candidates = [i for i in range(len(text)) if text.startswith("tag(w: ", i)]
            start_offset = rng.choice(candidates) + len("tag(w: ")
            end = start_offset
            while text[end].isdigit():
                end += 1
            digit = str(rng.randrange(10))
            change = {"range": {"start": position_of(text, end - 1), "end": position_of(text, end)}, "text": digit}
            text = text[:end - 1] + digit + text[end:]
            breaks = False
        version += 1
        sent = server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                        "contentChanges": [change]})
        stamp, _ = server.diagnostics(uri, version)
        (broken_times if breaks else times).append((stamp - sent) * 1000)
    server.close()
    every = times + broken_times
    return {
        "lines": text.count("\n"), "bytes": len(text.encode()), "findings at open": findings,
        "first diagnostics ms": round(first_ms, 1),
        "edits": len(every), "median ms": round(statistics.median(every), 2), "worst ms": round(max(every), 2),
        "valid edits median ms": round(statistics.median(times), 2),
        "breaking edits median ms": round(statistics.median(broken_times), 2) if broken_times else None,
    }


def size_run(layoutc, megabytes, root):
    sample = screen(5000)
    per_line = len(sample.encode()) / sample.count("\n")
    text = screen(max(10, int(megabytes * 1_000_000 / per_line)))
    path = os.path.join(root, "size-%g.layout" % megabytes)
    with open(path, "w") as handle:
        handle.write(text)
    uri = "file://" + path
    server = start(layoutc, root)
    sent = server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "layout",
                                                                      "version": 1, "text": text}})
    stamp, first = server.diagnostics(uri, 1)
    opened = (stamp - sent) * 1000
    # One edit, then each request answers for the edited text.
    offset = text.index("tag(w: ") + len("tag(w: ")
    edit = {"range": {"start": position_of(text, offset), "end": position_of(text, offset + 1)}, "text": "3"}
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [edit]})
    middle = position_of(text, text.index("tag(w:", len(text) // 2))
    hover, _ = server.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": middle})
    completion, _ = server.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": middle})
    symbols, _ = server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
    server.diagnostics(uri, 2)
    server.close()
    lint = subprocess.run([layoutc, "lint", path], capture_output=True)
    started = time.perf_counter()
    subprocess.run([layoutc, "lint", path], capture_output=True)
    lint_ms = (time.perf_counter() - started) * 1000
    return {"megabytes": round(len(text.encode()) / 1e6, 3), "lines": text.count("\n"),
            "first diagnostics ms": round(opened, 1), "hover after an edit ms": round(hover * 1000, 1),
            "completion ms": round(completion * 1000, 1), "symbols ms": round(symbols * 1000, 1),
            "layoutc lint ms": round(lint_ms, 1), "lint exit": lint.returncode}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("layoutc")
    parser.add_argument("--lines", type=int, default=5000)
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--megabytes", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--json")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as root:
        result = {"typing": typing(args.layoutc, args.lines, args.edits, args.seed, root)}
        print("typing:", json.dumps(result["typing"]), flush=True)
        result["sizes"] = []
        for fraction in (0.125, 0.25, 0.5, 1.0):
            row = size_run(args.layoutc, args.megabytes * fraction, root)
            result["sizes"].append(row)
            print("size:", json.dumps(row), flush=True)
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(result, handle, indent=2)


if __name__ == "__main__":
    sys.exit(main())
