#!/usr/bin/env python3
"""Asks a layoutc of your own (Examples/CustomLayouts' my-layoutc) for a hover, a completion and
a signature help on the layouts it registers, over the Language Server Protocol on stdio.

Usage: custom_layouts_lsp.py BINARY FILE.layout
"""
import json
import os
import subprocess
import sys


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)


def read_message(stream):
    length = None
    while True:
        line = stream.readline()
        if not line:
            raise SystemExit("the server closed its output")
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.strip().lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length))


def main():
    binary, path = sys.argv[1], os.path.abspath(sys.argv[2])
    text = open(path, encoding="utf-8").read()
    uri = "file://" + path
    server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    next_id = [0]

    def request(method, params):
        next_id[0] += 1
        server.stdin.write(frame({"jsonrpc": "2.0", "id": next_id[0], "method": method, "params": params}))
        server.stdin.flush()
        while True:
            message = read_message(server.stdout)
            if message.get("id") == next_id[0] and "method" not in message:
                if "error" in message:
                    raise SystemExit(f"{method}: {message['error']}")
                return message["result"]

    def notify(method, params):
        server.stdin.write(frame({"jsonrpc": "2.0", "method": method, "params": params}))
        server.stdin.flush()

    def position(needle, after=0):
        offset = text.index(needle) + after
        line = text.count("\n", 0, offset)
        return {"line": line, "character": offset - (text.rfind("\n", 0, offset) + 1)}

    request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
    notify("initialized", {})
    notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "layout", "version": 1, "text": text}})
    document = {"textDocument": {"uri": uri}}
    failures = []

    hover = request("textDocument/hover", {**document, "position": position("overlapping(", 3)})
    value = hover["contents"]["value"] if hover else ""
    # The client says nothing of markdown: plain text. The frame is the hand-worked one of
    # Layouts/team.expected.txt: three 40-point circles overlapping by 10 are 100 wide.
    for expected in ["overlapping — Children side by side", "a layout registered in Swift", "`overlap:`",
                     "default `6`", "frame     (0, 0) 100×40", "at (30, 0)"]:
        if expected not in value:
            failures.append(f"hover on 'overlapping' lacks {expected!r}: {value!r}")

    # After `flow(`: the registered parameters.
    signature = request("textDocument/signatureHelp", {**document, "position": position("flow(", 5)})
    label = signature["signatures"][0]["label"] if signature else ""
    if label != "flow(alignment: one of leading, center, trailing, spacing: a non-negative number)":
        failures.append(f"signature help on 'flow(' is {label!r}")

    # Among the children: every element, the registered ones with them.
    completion = request("textDocument/completion", {**document, "position": position("  table(", 2)})
    items = completion if isinstance(completion, list) else completion.get("items", [])
    labels = {item["label"] for item in items}
    for expected in ["overlapping", "flow", "clock", "table", "hstack"]:
        if expected not in labels:
            failures.append(f"completion lacks {expected!r}")
    docs = [item for item in items if item["label"] == "clock"]
    if not docs or "Children on a circle" not in json.dumps(docs[0]):
        failures.append(f"completion of 'clock' lacks its doc: {docs}")

    request("shutdown", None)
    notify("exit", None)
    server.wait(timeout=10)
    for failure in failures:
        print("FAIL: " + failure)
    if not failures:
        print("ok: hover, signature help and completion know the layouts registered in Swift")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
