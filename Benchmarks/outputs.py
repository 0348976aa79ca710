#!/usr/bin/env python3
"""Every output of a layoutc binary over a set of inputs, written to a directory, so that two
builds can be compared byte for byte (a behaviour-preserving change must leave them equal):

    python3 Benchmarks/outputs.py LAYOUTC OUT_DIR [INPUT...]
    diff -r before/ after/

Inputs: the files and directories given (their .layout and .swift files), by default Samples/,
Fuzz/seeds/, Tests/Fixtures/ and Examples/SwiftUI/. A .swift file goes through the modes that read
SwiftUI (check in two formats, build as text and JSON, --emit layout, explain, lint in two formats
at every device) and a language-server session; a folder of .swift files is linted whole too. Each input is run through every mode (check in three formats, build as
text, JSON and SVG in both styles, explain, the three --emit stages, lint in all nine formats at
every device and two text scales, lint --diff, fmt --check, fmt of standard input) and a
language-server session (hover, completion, signature help, definition, references, document
symbols, semantic tokens, folding, selection ranges, inlay hints, formatting, code actions and
the published diagnostics). Each result is the exit status, standard output and standard error.
"""
import json
import os
import subprocess
import sys

MODES = [
    ("check", ["check", "{f}"]),
    ("check-concise", ["check", "{f}", "--format", "concise"]),
    ("check-json", ["check", "{f}", "--format", "json"]),
    ("build-text", ["build", "{f}"]),
    ("build-json", ["build", "{f}", "--format", "json"]),
    ("build-svg", ["build", "{f}", "--format", "svg"]),
    ("build-debug", ["build", "{f}", "--format", "svg", "--style", "debug", "--show-modifiers", "--proposal", "320xnil", "--proposal", "nilxnil"]),
    ("explain", ["explain", "{f}"]),
    ("tokens", ["build", "{f}", "--emit", "tokens"]),
    ("ast", ["build", "{f}", "--emit", "ast"]),
    ("ir", ["build", "{f}", "--emit", "ir"]),
    ("lint-diff", ["lint", "{f}", "--diff"]),
    ("fmt-check", ["fmt", "--check", "{f}"]),
]
SWIFT_MODES = [
    ("check", ["check", "{f}"]),
    ("check-json", ["check", "{f}", "--format", "json"]),
    ("build-text", ["build", "{f}"]),
    ("build-json", ["build", "{f}", "--format", "json"]),
    ("emit-layout", ["build", "{f}", "--emit", "layout"]),
    ("explain", ["explain", "{f}"]),
    ("lint", ["lint", "{f}", "--devices"]),
    ("lint-json", ["lint", "{f}", "--devices", "--format", "json"]),
]
LINT_FORMATS = ["human", "concise", "json", "json-lines", "sarif", "github", "gitlab", "junit", "checkstyle"]


def inputs(paths, suffix=".layout"):
    found = []
    for path in paths:
        if os.path.isdir(path):
            for root, _, files in os.walk(path):
                found += [os.path.join(root, name) for name in files if name.endswith(suffix)]
        elif path.endswith(suffix):
            found.append(path)
    return sorted(found)


def swift_folders(files):
    """The folders holding .swift files, each linted whole (as `layoutc lint Folder/`)."""
    return sorted({os.path.dirname(path) for path in files})


def run(binary, arguments, stdin=b""):
    try:
        done = subprocess.run([binary] + arguments, input=stdin, capture_output=True, timeout=60)
        return b"status %d\n--- stdout\n%s\n--- stderr\n%s" % (done.returncode, done.stdout, done.stderr)
    except subprocess.TimeoutExpired:
        return b"timeout\n"


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)


def lsp_session(binary, path, language="layout"):
    """One document opened, and every request at a few positions; the replies in order."""
    text = open(path, "rb").read().decode("utf-8", "replace")
    uri = "file://" + os.path.abspath(path)
    lines = text.split("\n")
    positions = []
    for line_number, line in enumerate(lines[:40]):
        for character in range(0, min(len(line), 80), 7):
            positions.append({"line": line_number, "character": character})
    messages = [
        {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": None, "capabilities": {
            "textDocument": {"hover": {"contentFormat": ["markdown"]}, "documentSymbol": {"hierarchicalDocumentSymbolSupport": True}}},
            "initializationOptions": {"diagnosticsDelay": 0, "proposal": "375xnil", "inlayHints": True}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": language, "version": 1, "text": text}}},
    ]
    next_id = 1
    document = {"uri": uri}
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": len(lines), "character": 0}}
    for method, params in [
        ("textDocument/documentSymbol", {}), ("textDocument/semanticTokens/full", {}), ("textDocument/foldingRange", {}),
        ("textDocument/inlayHint", {"range": whole}), ("textDocument/formatting", {"options": {"tabSize": 2, "insertSpaces": True}}),
        ("textDocument/codeAction", {"range": whole, "context": {"diagnostics": []}}),
    ]:
        messages.append({"jsonrpc": "2.0", "id": next_id, "method": method, "params": dict(params, textDocument=document)})
        next_id += 1
    for position in positions[:60]:
        for method in ["textDocument/hover", "textDocument/completion", "textDocument/signatureHelp", "textDocument/definition"]:
            messages.append({"jsonrpc": "2.0", "id": next_id, "method": method, "params": {"textDocument": document, "position": position}})
            next_id += 1
        messages.append({"jsonrpc": "2.0", "id": next_id, "method": "textDocument/references",
                         "params": {"textDocument": document, "position": position, "context": {"includeDeclaration": True}}})
        next_id += 1
        messages.append({"jsonrpc": "2.0", "id": next_id, "method": "textDocument/selectionRange",
                         "params": {"textDocument": document, "positions": [position]}})
        next_id += 1
    messages += [{"jsonrpc": "2.0", "id": next_id, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}]
    stdin = b"".join(frame(m) for m in messages)
    try:
        done = subprocess.run([binary, "lsp"], input=stdin, capture_output=True, timeout=120)
    except subprocess.TimeoutExpired:
        return b"timeout\n"
    # The replies, one per line (the framing's lengths are kept out: they say nothing new).
    out, data = [], done.stdout
    while data:
        header_end = data.find(b"\r\n\r\n")
        if header_end < 0:
            break
        length = int(data[:header_end].split(b":")[1])
        out.append(data[header_end + 4:header_end + 4 + length])
        data = data[header_end + 4 + length:]
    return b"status %d\n" % done.returncode + b"\n".join(out) + b"\n"


def main():
    binary, destination = sys.argv[1], sys.argv[2]
    paths = sys.argv[3:] or ["Samples", "Fuzz/seeds", "Tests/Fixtures", "Examples/SwiftUI"]
    os.makedirs(destination, exist_ok=True)
    files = inputs(paths)
    for index, path in enumerate(files):
        name = path.replace("/", "_")
        results = []
        for mode, arguments in MODES:
            results.append(b"=== " + mode.encode() + b"\n" + run(binary, [a.replace("{f}", path) for a in arguments]))
        for lint_format in LINT_FORMATS:
            arguments = ["lint", path, "--devices", "--text-scale", "1,2", "--format", lint_format]
            results.append(b"=== lint-" + lint_format.encode() + b"\n" + run(binary, arguments))
        results.append(b"=== fmt-stdin\n" + run(binary, ["fmt", "-"], open(path, "rb").read()))
        with open(os.path.join(destination, name + ".out"), "wb") as out:
            out.write(b"\n".join(results))
        with open(os.path.join(destination, name + ".lsp"), "wb") as out:
            out.write(lsp_session(binary, path))
    swift = inputs(paths, ".swift")
    for path in swift:
        name = path.replace("/", "_")
        results = []
        for mode, arguments in SWIFT_MODES:
            results.append(b"=== " + mode.encode() + b"\n" + run(binary, [a.replace("{f}", path) for a in arguments]))
        with open(os.path.join(destination, name + ".out"), "wb") as out:
            out.write(b"\n".join(results))
        with open(os.path.join(destination, name + ".lsp"), "wb") as out:
            out.write(lsp_session(binary, path, "swift"))
    folders = swift_folders(swift)
    for folder in folders:
        results = []
        for lint_format in ["human", "json"]:
            results.append(run(binary, ["lint", folder, "--devices", "--format", lint_format]))
        with open(os.path.join(destination, folder.replace("/", "_") + ".folder.out"), "wb") as out:
            out.write(b"\n".join(results))
    print(f"{len(files)} inputs × {len(MODES) + len(LINT_FORMATS) + 1} modes and a language-server session each, "
          f"{len(swift)} .swift files × {len(SWIFT_MODES)} modes and a session each, {len(folders)} folders linted, "
          f"in {destination}")


if __name__ == "__main__":
    main()
