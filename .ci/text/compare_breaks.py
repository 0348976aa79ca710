#!/usr/bin/env python3
"""layoutc's line breaks against a reference built from UAX #14 and HarfBuzz.

Each of the 100 paragraphs of Tests/Fixtures/Text/paragraphs.txt is wrapped at 120, 200 and
320 pt in Inter Regular 17 pt, twice:

- the reference: the break opportunities of UAX #14 (PyPI's uniseg, `line_break_units`: the text
  cut after every opportunity, each piece keeping its trailing spaces), filled greedily: a line
  takes as many pieces as fit, a line's width being the HarfBuzz advance (kerning on,
  substitutions off, as in compare_advances.py) of its text without trailing spaces. A piece
  wider than a whole line on its own is broken between grapheme clusters (uniseg), as many
  clusters a line as fit and at least one; what is left of it starts the next line, which can
  take more pieces. A piece that ends in a mandatory break (a newline: `\\n` in the fixture) ends
  its line;
- layoutc: `text("…", size: 17).frame(width: W, alignment: .leading)` built with
  `--font Inter-Regular.otf --format json`; each text node's "lines" are the lines it draws,
  trailing spaces removed.

They are compared line by line. A case where some width the reference compared with W is within
0.02 pt of W is a float tie that either side may break either way: it is skipped and counted.
Exits 1 on any disagreement, printing the paragraph, the width and both sets of lines.
`--dry-run` prints the reference lines (and checks the generated file with `layoutc check`).
"""
import argparse
import json
import sys
import tempfile
from pathlib import Path

from uniseg.graphemecluster import grapheme_clusters
from uniseg.linebreak import LineBreak, line_break, line_break_units

from compare_advances import (ROOT, Shaper, check_fixture, layout_string, read_fixture,
                              run_layoutc, text_nodes, write_layout)

WIDTHS = (120, 200, 320)
SIZE = 17
FONT = "Inter-Regular.otf"
TIE = 0.02
# What a line's trailing whitespace is: spaces, and the mandatory breaks themselves.
TRAILING = {LineBreak.SP, LineBreak.BK, LineBreak.CR, LineBreak.LF, LineBreak.NL}


def visible(text):
    """`text` without its trailing spaces and line breaks."""
    end = len(text)
    while end > 0 and line_break(text[end - 1]) in TRAILING:
        end -= 1
    return text[:end]


def is_mandatory(piece):
    return line_break(piece[-1]) in {LineBreak.BK, LineBreak.CR, LineBreak.LF, LineBreak.NL}


class Wrapper:
    """Greedy line filling at one width; remembers every width it compared with the line's."""

    def __init__(self, shaper, width):
        self.shaper = shaper
        self.width = width
        self.compared = []

    def fits(self, text):
        advance = self.shaper.width(visible(text), SIZE)
        self.compared.append(advance)
        return advance <= self.width

    def clusters(self, piece):
        """A piece too wide for a line, broken between grapheme clusters: the full lines, and
        the rest (which starts the next line)."""
        lines, current = [], ""
        for cluster in grapheme_clusters(piece):
            if current and not self.fits(current + cluster):
                lines.append(visible(current))
                current = ""
            current += cluster
        return lines, current

    def wrap(self, paragraph):
        lines, current = [], ""
        for piece in line_break_units(paragraph):
            if current and self.fits(current + piece):
                current += piece
            else:
                if current:
                    lines.append(visible(current))
                if self.fits(piece):
                    current = piece
                else:
                    full, current = self.clusters(piece)
                    lines.extend(full)
            if is_mandatory(piece):
                lines.append(visible(current))
                current = ""
        if current:
            lines.append(visible(current))
        return lines

    def is_tie(self):
        return any(abs(advance - self.width) <= TIE for advance in self.compared)


def read_paragraphs(path):
    """The paragraphs, with the fixture's two-character `\\n` read as a newline."""
    return [line.replace("\\n", "\n") for line in read_fixture(path)]


def make_cases(paragraphs, shaper):
    """(paragraph index, width, reference lines, is a tie) for every paragraph and width."""
    cases = []
    for index, paragraph in enumerate(paragraphs):
        for width in WIDTHS:
            wrapper = Wrapper(shaper, width)
            lines = wrapper.wrap(paragraph)
            cases.append((index, width, lines, wrapper.is_tie()))
    return cases


def element(paragraphs, case):
    index, width, _, _ = case
    return (f"text({layout_string(paragraphs[index])}, size: {SIZE})"
            f".frame(width: {width}, alignment: .leading)")


def report(paragraphs, case, actual, shaper):
    index, width, expected, _ = case
    print(f"FAIL: paragraph {index + 1} at width {width}: {paragraphs[index]!r}")
    print(f"  expected ({len(expected)} lines):")
    for line in expected:
        print(f"    {shaper.width(line, SIZE):8.3f}  {line!r}")
    print(f"  layoutc ({len(actual)} lines):")
    for line in actual:
        print(f"    {shaper.width(line, SIZE):8.3f}  {line!r}")


def nodes_by_line(layoutc, layout_file, fonts_dir):
    """{source line: text node} from layoutc's JSON, or None if layoutc fails."""
    out = run_layoutc(layoutc, ["build", str(layout_file), "--format", "json",
                                "--font", str(Path(fonts_dir) / FONT)])
    if out is None:
        return None
    return {node.get("source", {}).get("line"): node for node in text_nodes(json.loads(out))}


def compare(args, paragraphs, cases, by_line, shaper, layout_file):
    """layoutc's lines against the reference; the exit status."""
    nodes = nodes_by_line(args.layoutc, layout_file, args.fonts)
    if nodes is None:
        print(f"breaks: 0 passed, {len(cases)} failed")
        return 1
    agreed = failed = ties = 0
    for line, index in by_line.items():
        case = cases[index]
        node = nodes.get(line)
        if node is None or "lines" not in node:
            print(f"FAIL: no text node with \"lines\" at line {line} of {layout_file}: "
                  "layoutc's JSON must give each text node its drawn lines")
            print(f"breaks: 0 passed, {len(cases)} failed")
            return 1
        if case[3]:
            ties += 1
        elif node["lines"] == case[2]:
            agreed += 1
        else:
            failed += 1
            report(paragraphs, case, node["lines"], shaper)
    print(f"{ties} cases skipped: a line within {TIE} pt of the width (a float tie)")
    print(f"breaks: {agreed} passed, {failed} failed, {ties} skipped")
    return 0 if failed == 0 else 1


def dry_run(args, paragraphs, cases, shaper, layout_file):
    for index, width, lines, tie in cases:
        print(f"paragraph {index + 1} at {width} pt{' (tie: skipped)' if tie else ''}:")
        for line in lines:
            print(f"  {shaper.width(line, SIZE):8.3f}  {line}")
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
    parser.add_argument("--paragraphs", default=ROOT / "Tests/Fixtures/Text/paragraphs.txt")
    parser.add_argument("--keep", help="write the generated .layout file into this directory")
    parser.add_argument("--dry-run", action="store_true",
                        help="print the reference lines and check the generated file; build nothing")
    args = parser.parse_args()
    if not args.layoutc and not args.dry_run:
        parser.error("--layoutc is required (unless --dry-run)")

    font = Path(args.fonts) / FONT
    if not font.is_file():
        sys.exit(f"error: {font} not found (Debian's fonts-inter; --fonts DIR)")
    shaper = Shaper(font)
    paragraphs = read_paragraphs(args.paragraphs)
    check_fixture(paragraphs, shaper, args.paragraphs)
    cases = make_cases(paragraphs, shaper)
    with tempfile.TemporaryDirectory(prefix="layoutc-breaks-") as temporary:
        work = Path(args.keep or temporary)
        work.mkdir(parents=True, exist_ok=True)
        layout_file = work / "breaks.layout"
        by_line = write_layout(layout_file, [element(paragraphs, case) for case in cases],
                               "generated by .ci/text/compare_breaks.py from paragraphs.txt")
        if args.dry_run:
            return dry_run(args, paragraphs, cases, shaper, layout_file)
        return compare(args, paragraphs, cases, by_line, shaper, layout_file)


if __name__ == "__main__":
    sys.exit(main())
