#!/usr/bin/env python3
"""The exported seed layouts lay layouts out as layoutc's built-ins do, frame by frame.

For every .layout file given that uses a seed layout (wrap, overlap, columns, alternate, radial,
balanced), the file is built as JSON twice at its `// test-proposals:` (else its own proposal):
with layoutc, and with a layoutc whose copies of those layouts are the exported SwiftUI `Layout`
conformances compiled against LayoutEngine and registered as swiftuiWrap, swiftuiOverlap, …
(.ci/swiftui-export.sh makes it); the file is rewritten to use those names. Every node's frame
must be the same (to 1e-6 pt). Exits 1 on any difference, printing where.
"""
import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

NAMES = {"wrap": "swiftuiWrap", "overlap": "swiftuiOverlap", "columns": "swiftuiColumns",
         "alternate": "swiftuiAlternate", "radial": "swiftuiRadial", "balanced": "swiftuiBalanced"}
# A seed layout's name where an element starts: followed by arguments or children.
PATTERN = re.compile(r"\b(" + "|".join(NAMES) + r")\b(?=\s*[(<])")


def frames(node, path="root"):
    yield path, node.get("frame")
    for i, child in enumerate(node.get("children", [])):
        yield from frames(child, f"{path}/{i}:{child.get('kind')}")


def build(tool, path, proposals):
    arguments = [tool, "build", str(path), "--format", "json"]
    for proposal in proposals:
        arguments += ["--proposal", proposal]
    result = subprocess.run(arguments, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"FAIL: {' '.join(arguments)}: {result.stderr.strip()[:800]}")
    return json.loads(result.stdout)


def same(a, b):
    if a is None or b is None:
        return a is b
    return all(abs(a[k] - b[k]) < 1e-6 for k in ("x", "y", "width", "height"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--layoutc", required=True)
    parser.add_argument("--exported", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    checked = failed = 0
    for name in args.files:
        path = Path(name)
        text = path.read_text(encoding="utf-8")
        if not PATTERN.search(text):
            continue
        match = re.search(r"^// test-proposals: (.*)$", text, re.MULTILINE)
        proposals = match.group(1).split() if match else []
        renamed = work / path.name
        renamed.write_text(PATTERN.sub(lambda m: NAMES[m.group(1)], text), encoding="utf-8")
        expected = build(args.layoutc, path, proposals)
        actual = build(args.exported, renamed, proposals)
        differences = []
        for layout_e, layout_a in zip(expected["layouts"], actual["layouts"]):
            for (where, e), (_, a) in zip(frames(layout_e["root"]), frames(layout_a["root"])):
                if not same(e, a):
                    differences.append(f"{where} at {layout_e['proposal']}: layoutc {e}, exported {a}")
        nodes = sum(1 for layout in expected["layouts"] for _ in frames(layout["root"]))
        checked += 1
        if differences:
            failed += 1
            print(f"FAIL: {path}: {len(differences)} of {nodes} frames differ:", *differences[:8], sep="\n  ")
        else:
            print(f"ok: {path}: {nodes} frames, as layoutc lays them out")
    print(f"engine check: {checked} files, {failed} with differences")
    return 1 if failed or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
