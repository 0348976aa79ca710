#!/usr/bin/env python3
"""Builds the seed articles' own Layout conformances against layoutc's LayoutEngine library.

Reads the five articles in ../shared/seeds, takes the code of every Layout conformance they show,
changes only `import SwiftUI` into `import LayoutEngine`, and writes an outside Swift package that
depends on layoutc by path: one module per layout, and a small program that lays each out with the
engine and prints its frames, which this script compares with values worked out by hand.

The articles are web pages saved as text, and their code did not always survive: closing braces
and a few tokens are missing, some articles show a layout's methods without the type around them,
and one uses a library it does not show. What this script adds to an article's code is listed as
it goes ("supplied: …", "repaired: …"), so that nothing is passed off as the article's.

Usage: seed_layouts.py --layoutc DIR --seeds DIR --out DIR [--scratch-path DIR] [--generate-only]
"""
import argparse
import json
import os
import re
import subprocess
import sys

# ---------------------------------------------------------------------------------------------
# Reading code out of the articles


def numbered_blocks(text):
    """Code shown with a column of line numbers before it (`1`, `2`, … then the lines)."""
    lines = text.split("\n")
    blocks, i = [], 0
    while i < len(lines):
        if re.fullmatch(r"\s*1", lines[i]):
            j, n = i, 0
            while j < len(lines) and re.fullmatch(r"\s*\d+", lines[j]) and int(lines[j]) == n + 1:
                n, j = n + 1, j + 1
            blocks.append(lines[j:j + n])
            i = j + n
            continue
        i += 1
    return blocks


def code_part(line):
    """A line without its string literals and `//` comment, for counting brackets."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split("//")[0]


def balanced_from(lines, anchor):
    """The lines from the first one matching `anchor` to the bracket that closes what it opens."""
    start = next(i for i, l in enumerate(lines) if re.search(anchor, l))
    depth, out = 0, []
    for line in lines[start:]:
        out.append(line)
        for ch in code_part(line):
            depth += {"{": 1, "(": 1, "[": 1, "}": -1, ")": -1, "]": -1}.get(ch, 0)
        if depth == 0 and any(c in code_part("".join(out)) for c in "{("):
            return out
    raise SystemExit(f"no end found for {anchor!r}")


def indented_from(lines, anchor, until=None, paragraph=False):
    """The line matching `anchor` and the lines after it that are indented more (blank ones
    inside kept), up to the first line back at its indentation that is prose, or to `until`;
    `paragraph`: the lines up to the first blank one, whatever their indentation."""
    start = next(i for i, l in enumerate(lines) if re.search(anchor, l))
    base = indent(lines[start])
    out = [lines[start]]
    for line in lines[start + 1:]:
        if until and re.search(until, line):
            break
        if paragraph:
            if not line.strip():
                break
            out.append(line)
            continue
        if line.strip() and indent(line) <= base and not is_code_continuation(line):
            break
        out.append(line)
    while out and not out[-1].strip():
        out.pop()
    return out


def is_code_continuation(line):
    s = line.strip()
    return s.startswith(("}", ")", "case ", "default:", "catch", "else", "."))


def indent(line):
    return len(line) - len(line.lstrip(" "))


def restore_closers(lines):
    """Adds the closing brackets an article's text lost, from the indentation: a bracket left
    open at the end of a line is closed, at the indentation of the statement that opened it, just
    before the first later line that is not indented past that statement."""
    out, stack = [], []  # stack: (indent of the opening statement, closer)
    statement_indent, continues = 0, False
    closers = {"{": "}", "(": ")", "[": "]"}
    for line in lines:
        if not line.strip():
            out.append(line)
            continue
        i, s = indent(line), line.strip()
        while stack and i <= stack[-1][0]:
            top_indent, closer = stack[-1]
            if i == top_indent and s.startswith(closer):
                break
            if i == top_indent and closer == "}" and s.startswith(("case ", "default:")) and out_is_switch(out, top_indent):
                break
            blanks = 0
            while blanks < len(out) and not out[len(out) - 1 - blanks].strip():
                blanks += 1
            out.insert(len(out) - blanks, " " * top_indent + closer)
            stack.pop()
        if not continues and not (stack and stack[-1][1] in ")]"):
            statement_indent = i
        for ch in code_part(line):
            if ch in closers:
                stack.append((statement_indent, closers[ch]))
            elif ch in ")]}" and stack and stack[-1][1] == ch:
                stack.pop()
        out.append(line)
        continues = code_part(line).rstrip().endswith((",", "&&", "||", "=", "+", "-", "*")) and not s.startswith(("case ", "default"))
    while stack:
        top_indent, closer = stack.pop()
        out.append(" " * top_indent + closer)
    return out


def out_is_switch(out, at_indent):
    for line in reversed(out):
        if line.strip() and indent(line) == at_indent:
            return line.strip().startswith("switch ") or line.strip().startswith(("case ", "default:"))
    return False


def shifted(lines, by):
    """`lines` indented by `by` more spaces (for methods shown outside their type)."""
    return [(" " * by + l) if l.strip() else l for l in lines]


def dedented(lines):
    margin = min((indent(l) for l in lines if l.strip()), default=0)
    return [l[margin:] if l.strip() else l for l in lines]


class Unit:
    """One layout as an outside package builds it: a module of the article's code."""

    def __init__(self, article, module, type_name, notes=()):
        self.article, self.module, self.type_name = article, module, type_name
        self.parts, self.notes = [], list(notes)

    def code(self, lines):
        self.parts.append("\n".join(lines))

    def supply(self, why, lines):
        self.notes.append("supplied: " + why)
        self.parts.append("// Supplied by the check (not in the article): " + why + "\n" + "\n".join(lines))

    def source(self):
        return "import LayoutEngine\n\n" + "\n\n".join(self.parts) + "\n"


def repair(lines, old, new, why, unit, count=1):
    """Replaces the text `old` (in the first `count` lines holding it) by `new`."""
    done, out = 0, []
    for line in lines:
        if done < count and old in line:
            line = line.replace(old, new, 1)
            done += 1
        out.append(line)
    if done != count:
        raise SystemExit(f"{unit.article}: expected {count} × {old!r}, found {done}")
    unit.notes.append(f"repaired: {why}")
    return out


def insert_after(lines, anchor, new_lines, why, unit, occurrence=1):
    """Inserts `new_lines` after the `occurrence`th line matching `anchor` (at its indentation
    unless the new line says otherwise)."""
    seen, out = 0, []
    for line in lines:
        out.append(line)
        if re.search(anchor, line):
            seen += 1
            if seen == occurrence:
                out.extend(new_lines)
    if seen < occurrence:
        raise SystemExit(f"{unit.article}: no line {occurrence} matching {anchor!r}")
    unit.notes.append(f"repaired: {why}")
    return out


def swift_import(lines, unit):
    out = [l for l in lines if l.strip() != "import SwiftUI"]
    if len(out) != len(lines):
        unit.notes.append("changed: `import SwiftUI` → `import LayoutEngine` (the only change to the article's code)")
    return out


# ---------------------------------------------------------------------------------------------
# The articles, one function each: which code makes each layout


def article_000(text):
    """OverlappingHStack (seed 000): the article builds it in three steps, each a layout."""
    b = numbered_blocks(text)
    units = []
    for step, parts in (("Step1", [0, 1, 2]), ("Step2", [0, 2, 3]), ("Final", [0, 2, 4, 5, 6])):
        unit = Unit("000", "Seed000Overlapping" + step, "OverlappingHStack")
        for k in parts:
            unit.code(swift_import(b[k], unit))
        if step == "Final":
            unit.supply("the conformance itself: the article's final methods live in plain extensions and "
                        "keep the `extension OverlappingHStack: Layout` of the earlier step, whose methods they replace",
                        ["extension OverlappingHStack: Layout {}"])
        units.append(unit)
    return units


def article_001(text):
    """WrappingHStack (seed 001): the article shows the layout in fragments, never whole."""
    lines = text.split("\n")
    unit = Unit("001", "Seed001Wrapping", "WrappingHStack")

    def fragment(anchor, until=None):
        return indented_from(lines, anchor, until)

    min_size = fragment(r"^func minSize\(subviews: Subviews\)")
    min_size = insert_after(min_size, r"^func minSize", ["    subviews"], "the line `subviews` that starts minSize's chain", unit)
    min_size = repair(min_size, ".reduce( {", ".reduce(.zero) {", "`.reduce(.zero)` in minSize (`.zero)` lost)", unit)
    width = [l for l in lines if l.startswith("let width = proposal.width ??")]
    width = repair(width, "?? {", "?? rows.map {", "`rows.map` in the width (lost)", unit)
    height = indented_from(lines, r"^var height: CGFloat = \.zero", paragraph=True)
    place = fragment(r"^for row in rows \{")
    row = fragment(r"^struct Row \{")
    arrange = fragment(r"^func arrangeRows\(proposal:")
    arrange = repair(arrange, "let sizes = {", "let sizes = subviews.map {", "`subviews.map` in arrangeRows (lost)", unit)
    arrange = repair(arrange, "var currentX =", "var currentX: CGFloat = .zero", "the initial values `.zero` (lost)", unit)
    arrange = repair(arrange, "var spacing =", "var spacing: CGFloat = .zero", "the spacing's initial `.zero` (lost)", unit, count=2)
    arrange = repair(arrange, "var currentY =", "var currentY: CGFloat = .zero", "the initial `currentY` (lost)", unit)
    arrange = insert_after(arrange, r"^\s{12}currentRow\.width = currentX", ["            rows.append(currentRow)"],
                           "`rows.append(currentRow)` when a row is full (lost)", unit)
    arrange = insert_after(arrange, r"^\s{4}currentRow\.width = currentX", ["    rows.append(currentRow)"],
                           "`rows.append(currentRow)` after the last subview (lost)", unit)
    arrange = insert_after(arrange, r"\.max \{ \$0\.size\.height < \$1\.size\.height \}!", ["            .index"],
                           "`.index` after the tallest element (lost)", unit)
    # The caching section: its lines, placed where the article says.
    arrange = repair(arrange, "cache: inout ()) -> [Row] {", "cache: inout Cache) -> [Row] {",
                     "arrangeRows takes the cache the caching section introduces", unit)
    arrange = insert_after(arrange, r"let sizes = subviews\.map", [
        "",
        "    let hash = computeHash(proposal: proposal, sizes: sizes)",
        "    if let (oldHash, oldRows) = cache.rows,",
        "       oldHash == hash {",
        "        return oldRows",
    ], "the caching section's lines for 'arrangeRows beginning', after the sizes they hash", unit)
    arrange = insert_after(arrange, r"^\s{4}var currentY", [], "—", unit)  # (anchor check only)
    unit.notes.pop()
    arrange = [l for l in arrange]
    end = max(i for i, l in enumerate(arrange) if l.strip() == "return rows")
    arrange = arrange[:end] + ["", "    cache.rows = (hash, rows)"] + arrange[end:]
    unit.notes.append("placed: the caching section's `cache.rows = (hash, rows)` at 'arrangeRows end'")
    spacing = fragment(r"^func horizontalSpacing") + [""] + fragment(r"^func verticalSpacing")
    properties = fragment(r"^static var layoutProperties")
    unit_point = fragment(r"^extension UnitPoint \{")
    unit_point = insert_after(unit_point, r"self = \.bottomLeading", ["        default:"], "`default:` before `.center` (lost)", unit)
    cache = fragment(r"^struct Cache \{") + [""] + fragment(r"^func makeCache") + [""] + fragment(r"^func updateCache")
    hash_fn = fragment(r"^func computeHash")
    hash_fn = insert_after(hash_fn, r"for size in \[proposal\] \+ sizes", ["        hasher.combine(size.width)", "        hasher.combine(size.height)"],
                           "the two `hasher.combine` lines of computeHash (lost)", unit)
    corrections = [l for l in lines if l.startswith(("let xCorrection", "let yCorrection"))]
    place = insert_after(place, r"let y: CGFloat = row\.yOffset", ["        " + l for l in corrections],
                         "the anchor corrections placed in placeSubviews as the article says", unit)
    place = repair(place, "CGPoint(x: x + bounds.minX, y: y + bounds.minY)",
                   "CGPoint(x: x + xCorrection + bounds.minX, y: y + yCorrection + bounds.minY)",
                   "the corrections added to the point, as the article says", unit)

    body = []
    for part in (properties, row, cache, spacing, min_size, hash_fn, arrange):
        body += shifted(restore_closers(part), 4) + [""]
    unit.notes.append("repaired: closing braces restored from the indentation (the article's text lost them all)")
    unit.supply("the type around the fragments, with the properties the fragments read "
                "(`alignment`, `horizontalSpacing`, `verticalSpacing`) and the two requirements' signatures",
                ["struct WrappingHStack: Layout {",
                 "    var alignment: Alignment = .center",
                 "    var horizontalSpacing: CGFloat?",
                 "    var verticalSpacing: CGFloat?",
                 "",
                 "    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {",
                 "        let rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)",
                 *shifted(width, 8),
                 *shifted(restore_closers(height), 8),
                 "        return CGSize(width: width, height: height)",
                 "    }",
                 "",
                 "    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {",
                 "        let rows = arrangeRows(proposal: proposal, subviews: subviews, cache: &cache)",
                 "        " + next(l for l in lines if l.startswith("let anchor = UnitPoint(alignment)")),
                 *shifted(restore_closers(place), 8),
                 "    }",
                 "",
                 *body,
                 "}"])
    unit.code(restore_closers(unit_point))
    unit.supply("`CGSize.infinity`, which computeHash uses (`replacingUnspecifiedDimensions(by: .infinity)`) "
                "and the article's package defines but does not show",
                ["extension CGSize {", "    static var infinity: CGSize { CGSize(width: CGFloat.infinity, height: CGFloat.infinity) }", "}"])
    return [unit]


def article_002(text):
    """ColumnsLayout (seed 002): the methods, without the type they belong to."""
    lines = text.split("\n")
    unit = Unit("002", "Seed002Columns", "ColumnsLayout")
    size = balanced_from(lines, r"^public func sizeThatFits\(")
    size = repair(size, "globalProposal: proposal", "subviewProposal: proposal",
                  "the call `getRowHeights(subviews:globalProposal:)` relabelled `subviewProposal:`, "
                  "the label the function is declared with (the article's code does not compile under SwiftUI either)", unit)
    rows = balanced_from(lines, r"^private func getRowHeights\(")
    proposal = balanced_from(lines, r"^func getSubviewProposal\(")
    place = balanced_from(lines, r"^public func placeSubviews\(")
    members = []
    for part in (size, rows, proposal, place):
        members += shifted(dedented([l.replace("\t", "    ") for l in part]) if part is size else part, 4) + [""]
    unit.supply("the type around the methods, named and with the property `columnsNumber` as the article's example uses it "
                "(`ColumnsLayout(columnsNumber: 2)`)",
                ["struct ColumnsLayout: Layout {", "    var columnsNumber: Int", "", *members, "}"])
    return [unit]


def fenced_swift(text):
    return re.findall(r"```swift\n(.*?)```", text, re.S)


def article_003(text):
    """AlternateStackLayout and RadialLayout (seed 003), in fenced code."""
    blocks = [b.split("\n") for b in fenced_swift(text)]
    alternate = next(b for b in blocks if any(l.startswith("struct AlternateStackLayout: Layout") for l in b))
    radial = next(b for b in blocks if any(l.startswith("struct RadialLayout: Layout") for l in b))
    a = Unit("003", "Seed003AlternateStack", "AlternateStackLayout")
    a.code(swift_import(alternate, a))
    r = Unit("003", "Seed003Radial", "RadialLayout")
    r.code(balanced_from(radial, r"^struct RadialLayout: Layout"))
    r.notes.append("left out: the block's `Color.random()` extension, a SwiftUI colour helper that is not part of the layout")
    return [a, r]


SLE_STAND_IN = """\
enum SLEDirection { case row, column }

enum SLEAlignment { case center }

enum SLEItemKind {
    case size(CGSize)
    case width(CGFloat)
}

/// The parts of Simple Layout Engine the article uses, written from the article's description:
/// items one after another along the direction from the parent frame's origin, centred across it.
final class SLELayout {
    let parentFrame: CGRect
    let direction: SLEDirection
    let alignment: SLEAlignment
    private var position: CGFloat = 0

    init(parentFrame: CGRect, direction: SLEDirection, alignment: SLEAlignment) {
        self.parentFrame = parentFrame
        self.direction = direction
        self.alignment = alignment
    }

    @discardableResult
    func add(item: SLEItemKind) throws -> SLEItem {
        let size: CGSize
        switch item {
        case let .size(itemSize): size = itemSize
        case let .width(length): size = direction == .row ? CGSize(width: length, height: 0) : CGSize(width: 0, height: length)
        }
        let origin: CGPoint
        switch direction {
        case .row:
            origin = CGPoint(x: parentFrame.minX + position, y: parentFrame.midY - size.height / 2)
            position += size.width
        case .column:
            origin = CGPoint(x: parentFrame.midX - size.width / 2, y: parentFrame.minY + position)
            position += size.height
        }
        return SLEItem(rect: CGRect(origin: origin, size: size))
    }
}

struct SLEItem {
    let rect: CGRect
    func frame() throws -> CGRect { rect }
}
"""


def article_004(text):
    """BalancedHStack and BalancedStack (seed 004), written with Simple Layout Engine."""
    lines = text.split("\n")
    units = []
    starts = [i for i, l in enumerate(lines) if l.startswith("struct BalancedHStack: Layout")]
    hstack = Unit("004", "Seed004BalancedHStack", "BalancedHStack",
                  ["left out: the article's first `struct BalancedHStack`, a skeleton whose methods are `// TODO`"])
    second = lines[starts[1]:]
    head = indented_from(second, r"^struct BalancedHStack: Layout", until=r"^Calculating the total size")
    size = indented_from(second, r"^  func sizeThatFits\(proposal: ProposedViewSize,", until=r"^Next for layout")
    place = indented_from(second, r"^  func placeSubviews", until=r"^And we can even")
    place = insert_after(place, r"for \(idx, subview\) in subviews\.enumerated\(\)", ["        subview.place("],
                         "the line `subview.place(` before its arguments (lost)", hstack)
    body = head + [""] + size + [""] + place
    body = [l for l in body if l.strip() != "// ..."]
    hstack.code(restore_closers(body))
    hstack.notes.append("repaired: closing braces restored from the indentation (the article's text lost them all)")
    hstack.supply("a stand-in for Simple Layout Engine, the library the article lays out with and does not show",
                  SLE_STAND_IN.split("\n"))
    units.append(hstack)

    stack = Unit("004", "Seed004BalancedStack", "BalancedStack")
    direction = indented_from(lines, r"^extension SLEDirection \{")
    body = indented_from(lines, r"^struct BalancedStack: Layout", until=r"^This can then also be used")
    body = insert_after(body, r"for \(idx, subview\) in subviews\.enumerated\(\)", ["        subview.place("],
                        "the line `subview.place(` before its arguments (lost)", stack)
    stack.code(restore_closers(direction))
    stack.code(restore_closers(body))
    stack.notes.append("repaired: closing braces restored from the indentation (the article's text lost them all)")
    stack.supply("a stand-in for Simple Layout Engine, the library the article lays out with and does not show",
                 SLE_STAND_IN.split("\n"))
    units.append(stack)
    return units


ARTICLES = {"000": article_000, "001": article_001, "002": article_002, "003": article_003, "004": article_004}


# ---------------------------------------------------------------------------------------------
# What each layout must lay out: worked out by hand from the article's code (see the comments)

BOX3 = [(40, 40), (40, 40), (40, 40)]
CASES = [
    # Step 1 puts the boxes side by side: 0, 40, 80; the stack is 120 × 40.
    ("Seed000OverlappingStep1", "OverlappingHStack()", BOX3, (None, None),
     [(0, 0, 40, 40), (40, 0, 40, 40), (80, 0, 40, 40), (0, 0, 120, 40)]),
    # Step 2 overlaps them by 6: steps of 34, width 120 − 2 × 6 = 108.
    ("Seed000OverlappingStep2", "OverlappingHStack()", BOX3, (None, None),
     [(0, 0, 40, 40), (34, 0, 40, 40), (68, 0, 40, 40), (0, 0, 108, 40)]),
    # The final step at 100 wide: overlap(…) = 6 + (120 − (120 − 2·6·2)) / 3 = 14 (it does not
    # read the width it is given), so the width is 120 − 2 × 14 = 92 ≤ 100 and the steps 40 − 14 = 26.
    ("Seed000OverlappingFinal", "OverlappingHStack()", BOX3, (100, None),
     [(0, 0, 40, 40), (26, 0, 40, 40), (52, 0, 40, 40), (0, 0, 92, 40)]),
    # 110 wide, spacing 10 × 5, centred: row 1 holds 40 + 10 + 60 = 110, the 50 × 30 box wraps;
    # row 2 starts at 20 + 5 = 25 and is centred: x = 0.5 × (110 − 50) = 30; height 25 + 30 = 55.
    ("Seed001Wrapping", "WrappingHStack(alignment: .center, horizontalSpacing: 10, verticalSpacing: 5)",
     [(40, 20), (60, 20), (50, 30)], (110, None),
     [(0, 0, 40, 20), (50, 0, 60, 20), (30, 25, 50, 30), (0, 0, 110, 55)]),
    # Two columns of 100 / 2 = 50 at 100 wide; rows as tall as their tallest: 30 and 10.
    ("Seed002Columns", "ColumnsLayout(columnsNumber: 2)", [(40, 20), (30, 30), (50, 10)], (100, None),
     [(0, 0, 40, 20), (50, 0, 30, 30), (0, 30, 50, 10), (0, 0, 100, 40)]),
    # Even subviews at x 0, odd ones at the widest even width (100); y adds the heights.
    ("Seed003AlternateStack", "AlternateStackLayout()", [(100, 10), (80, 20), (60, 30), (40, 40)], (None, None),
     [(0, 0, 100, 10), (100, 10, 80, 20), (0, 30, 60, 30), (100, 60, 40, 40), (0, 0, 180, 100)]),
    # Four 20 × 20 on a circle of radius 100 − 10 around (100, 100), from the top, clockwise.
    ("Seed003Radial", "RadialLayout()", [(20, 20)] * 4, (200, 200),
     [(90, 0, 20, 20), (180, 90, 20, 20), (90, 180, 20, 20), (0, 90, 20, 20), (0, 0, 200, 200)]),
    # Cells as wide and tall as the biggest child (60 × 30), 8 apart (boxes' default spacing):
    # 3 × 60 + 2 × 8 = 196; each child at its cell's origin.
    ("Seed004BalancedHStack", "BalancedHStack()", [(40, 20), (60, 10), (30, 30)], (None, None),
     [(0, 0, 40, 20), (68, 0, 60, 10), (136, 0, 30, 30), (0, 0, 196, 30)]),
    ("Seed004BalancedStack", "BalancedStack(.row)", [(40, 20), (60, 10), (30, 30)], (None, None),
     [(0, 0, 40, 20), (68, 0, 60, 10), (136, 0, 30, 30), (0, 0, 196, 30)]),
    # The same along the vertical: 3 × 30 + 2 × 8 = 106 tall.
    ("Seed004BalancedStack", "BalancedStack(.column)", [(40, 20), (60, 10), (30, 30)], (None, None),
     [(0, 0, 40, 20), (0, 38, 60, 10), (0, 76, 30, 30), (0, 0, 60, 106)]),
]


def harness(units):
    """The program that lays out every case and prints its frames, one JSON line per case. The
    articles' types are internal, as the articles write them: the program reads them through
    `@testable import` (a debug build compiles every module for testing)."""
    imports = sorted({u.module for u in units})
    out = ["import LayoutEngine"] + [f"@testable import {m}" for m in imports] + ["", """func frames(_ layout: any Layout, children: [CGSize], proposal: ProposedViewSize) -> [[Double]] {
    var tree = LayoutTree()
    let ids = children.map { tree.add(.box(width: $0.width, height: $0.height), metadata: NodeMetadata(name: "box")) }
    tree.add(.custom(name: "article", layout: layout), children: ids, metadata: NodeMetadata(name: "article"))
    do {
        let result = try LayoutEvaluator(tree: tree).layout(proposal: proposal)
        return result.frames.map { frame in
            guard let frame else { return [] }
            return [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
        }
    } catch {
        return [[-1]]
    }
}
"""]
    by_module = {u.module: u for u in units}
    for index, (module, expr, children, proposal, _) in enumerate(CASES):
        qualified = module + "." + expr
        sizes = ", ".join(f"CGSize(width: {w}, height: {h})" for w, h in children)
        side = lambda v: "nil" if v is None else str(v)
        out.append(f'print("{index} " + "\\(frames({qualified}, children: [{sizes}], '
                   f'proposal: ProposedViewSize(width: {side(proposal[0])}, height: {side(proposal[1])})))")')
        assert module in by_module, module
    return "\n".join(out) + "\n"


def package(units, layoutc):
    targets = ",\n".join(
        f'        .target(name: "{u.module}", dependencies: [.product(name: "LayoutEngine", package: "layoutc")])'
        for u in units)
    modules = ", ".join(f'"{u.module}"' for u in units)
    return f"""// swift-tools-version:5.9
// Generated by .ci/seed_layouts.py from the seed articles: an outside package using layoutc.
import PackageDescription

let package = Package(
    name: "SeedLayouts",
    dependencies: [.package(name: "layoutc", path: {json.dumps(layoutc)})],
    targets: [
{targets},
        .executableTarget(name: "seed-check", dependencies: [{modules}, .product(name: "LayoutEngine", package: "layoutc")]),
    ]
)
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--layoutc", required=True)
    parser.add_argument("--seeds", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--scratch-path")
    parser.add_argument("--generate-only", action="store_true")
    args = parser.parse_args()
    units = []
    for name in sorted(os.listdir(args.seeds)):
        number = name[:3]
        if number in ARTICLES:
            with open(os.path.join(args.seeds, name), encoding="utf-8") as f:
                units += ARTICLES[number](f.read())
    missing = sorted(set(ARTICLES) - {u.article for u in units})
    if missing:
        raise SystemExit(f"seed articles not found: {missing}")
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "Package.swift"), "w") as f:
        f.write(package(units, os.path.abspath(args.layoutc)))
    for unit in units:
        directory = os.path.join(args.out, "Sources", unit.module)
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, unit.type_name + ".swift"), "w") as f:
            f.write(unit.source())
        print(f"seed {unit.article} {unit.type_name} ({unit.module}):")
        for note in unit.notes:
            print("    " + note)
    os.makedirs(os.path.join(args.out, "Sources", "seed-check"), exist_ok=True)
    with open(os.path.join(args.out, "Sources", "seed-check", "main.swift"), "w") as f:
        f.write(harness(units))
    if args.generate_only:
        return 0
    build = ["swift", "build", "--package-path", args.out]
    if args.scratch_path:
        build += ["--scratch-path", args.scratch_path]
    print("$ " + " ".join(build), flush=True)
    if subprocess.run(build).returncode != 0:
        print("FAIL: the seed articles' layouts do not compile against LayoutEngine")
        return 1
    binary = subprocess.run(build + ["--show-bin-path"], capture_output=True, text=True).stdout.strip()
    output = subprocess.run([os.path.join(binary, "seed-check")], capture_output=True, text=True)
    if output.returncode != 0:
        print(output.stdout + output.stderr)
        print("FAIL: seed-check crashed")
        return 1
    results = {}
    for line in output.stdout.splitlines():
        index, frames = line.split(" ", 1)
        results[int(index)] = json.loads(frames)
    failures = 0
    for index, (module, expr, children, proposal, expected) in enumerate(CASES):
        got = results.get(index)
        ok = got is not None and len(got) == len(expected) and all(
            len(g) == 4 and all(abs(a - b) < 1e-6 for a, b in zip(g, e)) for g, e in zip(got, expected))
        print(f"{'ok  ' if ok else 'FAIL'} {module}: {expr} at {proposal}")
        if not ok:
            failures += 1
            print(f"     expected {expected}\n     got      {got}")
    print(f"{len(CASES) - failures} of {len(CASES)} layouts lay out as their articles describe")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
