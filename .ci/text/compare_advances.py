#!/usr/bin/env python3
"""layoutc's text widths against HarfBuzz, string by string.

Every string of Tests/Fixtures/Text/strings.txt is shaped with HarfBuzz (PyPI's uharfbuzz) in
Inter Regular, Medium, SemiBold and Bold at 11, 13, 17, 22 and 34 pt, with kerning on and every
glyph substitution off (layoutc maps characters to glyphs through the cmap and applies no GSUB;
see DISABLED_FEATURES). The advance of a string in points is the sum of its glyphs' x_advance
times size / unitsPerEm.

The same strings go into one generated .layout file, one `text("…", size: S).fixedSize()` per
line (with `.fontWeight(.medium)`, `.fontWeight(.semibold)` or `.bold()`), inside a vstack, and
`layoutc build FILE --format json` lays it out twice:

1. with `--font` naming the four Inter .otf files: no tracking, so every text node's frame width
   must be HarfBuzz's advance within 0.01 pt;
2. with the built-in default (no `--font`): layoutc applies Apple's size-specific tracking, so
   the width must be HarfBuzz's advance + t(size) × (number of grapheme clusters), t(size) in
   points from .ci/text/tracking.json (`{"17": -0.43, …}`). Without that file this check is
   skipped, with a note.

Text nodes are matched to strings by their source line (one text per line of the generated
file). Prints, per check, how many strings were compared, the largest and mean |difference| and
the worst 10; exits 1 on any disagreement (or when layoutc fails). `--dry-run` shapes, writes
the .layout file, runs `layoutc check` on it and prints the reference widths instead.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import unicodedata
from pathlib import Path

import uharfbuzz as hb
from uniseg.graphemecluster import grapheme_clusters

ROOT = Path(__file__).resolve().parents[2]
SIZES = (11, 13, 17, 22, 34)
# (name, font file, modifier in the .layout file)
WEIGHTS = (
    ("regular", "Inter-Regular.otf", ""),
    ("medium", "Inter-Medium.otf", ".fontWeight(.medium)"),
    ("semibold", "Inter-SemiBold.otf", ".fontWeight(.semibold)"),
    ("bold", "Inter-Bold.otf", ".bold()"),
)
TOLERANCE = 0.01

# Glyph substitutions off. The GSUB of Debian's Inter (fonts-inter 4.0~beta7+ds-1, whose .otf files
# are Inter 3.19: "Version 3.019" in their name tables) has aalt calt case ccmp cv01–cv11 dlig dnom
# frac locl (some languages) numr ordn pnum salt sinf ss01–ss04 subs sups tnum zero. Of those,
# HarfBuzz applies by default, and so they are turned off here:
#   calt  contextual alternates: "->" becomes one arrow glyph "→" (2 glyphs of 1296 + 1856 units
#         become one of 2688), "10x20" gets a multiplication sign "×.case" (1520 → 1856 units),
#         ":" after a capital in "C:\" the raised colon (600 → 776 units), "A-B" a raised hyphen;
#   frac, numr, dnom  around U+2044 FRACTION SLASH: "3⁄4" becomes numerator and denominator
#         glyphs (1056 + 572 + 1112 units instead of 1096 + 772 + 1112);
#   ccmp, locl  glyph composition and language forms: no advance changes on strings.txt, but
#         they are substitutions, which layoutc does not do.
# liga, clig, rlig, rclt, rvrn and rand are not in this Inter and dlig is off by default; they
# are turned off too, so that a later Inter cannot bring them in unnoticed (load_shapers also
# fails on a default-on GSUB feature missing from this list).
# GPOS: kern stays on (layoutc kerns); mark/mkmk only move marks (strings.txt is NFC, no
# combining marks); cpsp (capital spacing) is off by default in HarfBuzz and stays off.
DISABLED_FEATURES = ("calt", "ccmp", "clig", "dlig", "dnom", "frac", "liga", "locl", "numr",
                     "rand", "rclt", "rlig", "rvrn")
FEATURES = {**{tag: False for tag in DISABLED_FEATURES}, "kern": True}
# GSUB features HarfBuzz turns on by default for Latin, Greek and Cyrillic text (hb-ot-shape.cc).
HB_DEFAULT_GSUB = {"calt", "ccmp", "clig", "dnom", "frac", "liga", "locl", "ltra", "ltrm",
                   "numr", "rand", "rclt", "rlig", "rvrn"}


class Shaper:
    """One Inter .otf file, shaped with kerning and without substitutions."""

    def __init__(self, path):
        self.path = path
        self.face = hb.Face(hb.Blob.from_file_path(str(path)))
        self.font = hb.Font(self.face)
        self.upem = self.face.upem
        self.font.scale = (self.upem, self.upem)
        self.cmap = set(self.face.unicodes)
        self.cache = {}

    def gsub_features(self):
        tags = set()
        for index, _ in enumerate(self.face.get_table_script_tags("GSUB")):
            tags.update(self.face.get_language_feature_tags("GSUB", index))
            for language, _ in enumerate(self.face.get_script_language_tags("GSUB", index)):
                tags.update(self.face.get_language_feature_tags("GSUB", index, language))
        return tags

    def units(self, text):
        """The advance of `text` in font units."""
        if text not in self.cache:
            buffer = hb.Buffer()
            buffer.add_str(text)
            buffer.guess_segment_properties()
            buffer.language = "en"
            hb.shape(self.font, buffer, FEATURES)
            self.cache[text] = sum(position.x_advance for position in buffer.glyph_positions)
        return self.cache[text]

    def width(self, text, size):
        """The advance of `text` in points at `size`."""
        return self.units(text) * size / self.upem

    def missing(self, text):
        return sorted({c for c in text if ord(c) not in self.cmap and c not in "\n"})


def load_shapers(fonts_dir):
    shapers = {}
    for name, filename, _ in WEIGHTS:
        path = Path(fonts_dir) / filename
        if not path.is_file():
            sys.exit(f"error: {path} not found (Debian's fonts-inter; --fonts DIR)")
        shapers[name] = Shaper(path)
        unexpected = (shapers[name].gsub_features() & HB_DEFAULT_GSUB) - set(DISABLED_FEATURES)
        if unexpected:
            sys.exit(f"error: {filename} has default-on GSUB features {sorted(unexpected)} that "
                     "this script does not turn off: add them to DISABLED_FEATURES")
    return shapers


def read_fixture(path):
    """The lines of a fixture file that are neither empty nor `#` comments."""
    with open(path, encoding="utf-8") as f:
        lines = [line.rstrip("\n") for line in f]
    return [line for line in lines if line and not line.startswith("#")]


def check_fixture(strings, shaper, path):
    """Every string NFC and drawn by Inter: a fixture error otherwise, not a layoutc one."""
    problems = []
    for string in strings:
        if unicodedata.normalize("NFC", string) != string:
            problems.append(f"not NFC: {string!r}")
        missing = shaper.missing(string)
        if missing:
            problems.append(f"not in Inter's cmap {[f'U+{ord(c):04X}' for c in missing]}: {string!r}")
    if problems:
        print(f"error: {path}:", *problems, sep="\n  ", file=sys.stderr)
        sys.exit(1)


def layout_string(text):
    """`text` as a .layout string literal (Grammar/layout.ebnf: escape)."""
    out = ['"']
    for c in text:
        if c in '"\\':
            out.append("\\" + c)
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif c == "\r":
            out.append("\\r")
        elif ord(c) < 0x20 or ord(c) == 0x7F:
            out.append(f"\\u{{{ord(c):x}}}")
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


def write_layout(path, element_lines, header):
    """A vstack of one element per line; returns {source line: index into element_lines}."""
    lines = [f"// {header}", "vstack <"]
    by_line = {}
    for index, element in enumerate(element_lines):
        lines.append("  " + element)
        by_line[len(lines)] = index
    lines.append(">")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return by_line


def run_layoutc(layoutc, arguments):
    """layoutc's standard output, or None (with its errors printed) when it fails."""
    result = subprocess.run([layoutc, *arguments], capture_output=True, text=True)
    if result.returncode != 0:
        print(f"FAIL: layoutc {' '.join(arguments)} exited {result.returncode}:", file=sys.stderr)
        for line in result.stderr.splitlines()[:20]:
            print("  " + line, file=sys.stderr)
        return None
    return result.stdout


def text_nodes(document):
    """Every node of kind "text" of the first layout, in pre-order (the source order)."""
    stack = [document["layouts"][0]["root"]]
    nodes = []
    while stack:
        node = stack.pop()
        if node.get("kind") == "text":
            nodes.append(node)
        stack.extend(reversed(node.get("children", [])))
    return nodes


def nodes_by_case(layoutc, layout_file, by_line, options):
    """Build `layout_file` as JSON: {case index: text node}, or None if layoutc fails."""
    out = run_layoutc(layoutc, ["build", str(layout_file), "--format", "json", *options])
    if out is None:
        return None
    found = {}
    for node in text_nodes(json.loads(out)):
        line = node.get("source", {}).get("line")
        if line in by_line:
            found[by_line[line]] = node
    if len(found) != len(by_line):
        print(f"FAIL: {len(by_line)} texts written, {len(found)} text nodes found in the JSON", file=sys.stderr)
        return None
    return found


def summarize(label, rows):
    """rows: (diff, description). Prints the summary; returns (agreements, disagreements)."""
    diffs = [abs(diff) for diff, _ in rows]
    bad = sum(1 for d in diffs if d > TOLERANCE)
    print(f"{label}: {len(rows)} strings compared, max |diff| {max(diffs):.4f} pt, "
          f"mean |diff| {statistics.fmean(diffs):.4f} pt, {bad} over {TOLERANCE} pt")
    for diff, description in sorted(rows, key=lambda row: -abs(row[0]))[:10]:
        print(f"  {diff:+.4f} pt  {description}")
    return len(rows) - bad, bad


def make_cases(strings, shapers):
    """(weight, size, string, HarfBuzz width in points) for every combination."""
    return [(weight, size, string, shapers[weight].width(string, size))
            for weight, _, _ in WEIGHTS for size in SIZES for string in strings]


def element(case):
    weight, size, string, _ = case
    modifier = next(m for name, _, m in WEIGHTS if name == weight)
    return f"text({layout_string(string)}, size: {size}){modifier}.fixedSize()"


def compare(label, cases, nodes, extra):
    """Frame widths against the reference (+ extra(case) points): (agreements, disagreements)."""
    rows = []
    for index, case in enumerate(cases):
        weight, size, string, width = case
        expected = width + extra(case)
        actual = nodes[index]["frame"]["width"]
        rows.append((actual - expected, f"{weight} {size} pt {string!r}: HarfBuzz "
                                        f"{expected:.4f}, layoutc {actual:.4f}"))
    return summarize(label, rows)


def load_tracking(path):
    """{size: tracking in points} from tracking.json, or None if there is no such file."""
    if not Path(path).is_file():
        return None
    with open(path, encoding="utf-8") as f:
        table = {float(size): float(value) for size, value in json.load(f).items()}
    missing = [size for size in SIZES if size not in table]
    if missing:
        sys.exit(f"error: {path} has no tracking for sizes {missing}")
    return table


def dry_run(args, cases, layout_file):
    print("weight\tsize\twidth (pt)\tstring")
    for weight, size, string, width in cases:
        print(f"{weight}\t{size}\t{width:.4f}\t{string}")
    if not args.layoutc:
        return 0
    ok = run_layoutc(args.layoutc, ["check", str(layout_file)]) is not None
    print(f"layoutc check {layout_file}: {'ok' if ok else 'FAILED'}", file=sys.stderr)
    return 0 if ok else 1


def main():
    sys.stdout.reconfigure(line_buffering=True)
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--layoutc", help="the layoutc binary (needed unless --dry-run)")
    parser.add_argument("--fonts", default="/usr/share/fonts/opentype/inter")
    parser.add_argument("--strings", default=ROOT / "Tests/Fixtures/Text/strings.txt")
    parser.add_argument("--tracking", default=ROOT / ".ci/text/tracking.json")
    parser.add_argument("--keep", help="write the generated .layout file into this directory")
    parser.add_argument("--dry-run", action="store_true",
                        help="print HarfBuzz's widths and check the generated file; build nothing")
    args = parser.parse_args()
    if not args.layoutc and not args.dry_run:
        parser.error("--layoutc is required (unless --dry-run)")

    shapers = load_shapers(args.fonts)
    strings = read_fixture(args.strings)
    check_fixture(strings, shapers["regular"], args.strings)
    cases = make_cases(strings, shapers)
    with tempfile.TemporaryDirectory(prefix="layoutc-advances-") as temporary:
        work = Path(args.keep or temporary)
        work.mkdir(parents=True, exist_ok=True)
        layout_file = work / "advances.layout"
        by_line = write_layout(layout_file, [element(case) for case in cases],
                               "generated by .ci/text/compare_advances.py from strings.txt")
        if args.dry_run:
            return dry_run(args, cases, layout_file)
        return check_builds(args, cases, layout_file, by_line)


def check_builds(args, cases, layout_file, by_line):
    """Both builds of the generated file against the references; the exit status."""
    results = []
    fonts = [option for _, filename, _ in WEIGHTS
             for option in ("--font", os.path.join(args.fonts, filename))]
    nodes = nodes_by_case(args.layoutc, layout_file, by_line, fonts)
    results.append((0, len(cases)) if nodes is None else
                   compare("--font Inter-*.otf (no tracking)", cases, nodes, lambda case: 0.0))
    tracking = load_tracking(args.tracking)
    if tracking is None:
        print(f"note: {args.tracking} not found: the built-in default (with tracking) is not checked")
    else:
        nodes = nodes_by_case(args.layoutc, layout_file, by_line, [])
        results.append((0, len(cases)) if nodes is None else compare(
            "built-in default (HarfBuzz + tracking × grapheme clusters)", cases, nodes,
            lambda case: tracking[case[1]] * len(list(grapheme_clusters(case[2])))))
    passed, failed = sum(r[0] for r in results), sum(r[1] for r in results)
    print(f"advances: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
