"""Differential test: layoutc against Taffy (the Rust CSS flexbox/grid engine, through the
PyPI package `stretchable`).

Random trees of fixed-size boxes in hstack, vstack, zstack and wrap are written as .layout files,
laid out by `layoutc build --format json`, and rebuilt as Taffy node trees whose CSS means the same
thing; every frame must agree. The mapping (where SwiftUI's stacks and CSS flexbox coincide):

  box(WxH)                 a node of size W×H that never shrinks (flex-shrink 0)
  hstack(alignment, s)     flex-direction: row, align-items: start|center|end, gap s (nil: 8)
  vstack(alignment, s)     flex-direction: column, the same
  zstack(alignment)        display: grid, one implicit cell every child is placed in,
                           justify-items / align-items start|center|end
  wrap(fit: content)       flex-wrap: wrap (a max-content item: one line), align-items for the
  (nested)                 vertical alignment
  wrap(fit: proposal)      the same with width W at the root, justify-content for the horizontal
  (root, proposal Wxnil)   alignment of each line, row-gap lineSpacing, align-content: start
  spacer(minLength: m)     flex-grow 1 from a zero basis with a minimum size m, in a root stack
  (root stack, proposed    proposed a finite length along its axis: the spacers share what the
  a finite length)         others leave, each at least m — in both engines

Boxes state no spacing preference, so a nil spacing is 8 everywhere (SEMANTICS.md §1). Fixed-size
children never flex, so the stack distribution (§3) reduces to what flexbox does with shrink 0.

Not compared, by design: a flexible child (a wrap) in an hstack proposed a finite width (see
`element`), and SwiftUI's spacing next to a spacer (0), which a CSS gap cannot express.

Usage: taffy_diff.py LAYOUTC [TREES] [SEED]. Prints one line per disagreement (the tree, the
path of the node, both frames) and a summary; exits 1 on any disagreement.
"""

import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from stretchable import Node
from stretchable.style import AUTO, AlignContent, AlignItems, Display, FlexDirection, FlexWrap, JustifyContent, JustifyItems

TOLERANCE = 1e-3  # Taffy computes in f32; every input is a multiple of 0.5

VERTICAL = {"top": AlignItems.START, "center": AlignItems.CENTER, "bottom": AlignItems.END}
HORIZONTAL = {"leading": AlignItems.START, "center": AlignItems.CENTER, "trailing": AlignItems.END}
NINE = {
    "topLeading": ("leading", "top"), "top": ("center", "top"), "topTrailing": ("trailing", "top"),
    "leading": ("leading", "center"), "center": ("center", "center"), "trailing": ("trailing", "center"),
    "bottomLeading": ("leading", "bottom"), "bottom": ("center", "bottom"), "bottomTrailing": ("trailing", "bottom"),
}
JUSTIFY = {"leading": JustifyContent.START, "center": JustifyContent.CENTER, "trailing": JustifyContent.END}
JUSTIFY_ITEMS = {"leading": JustifyItems.START, "center": JustifyItems.CENTER, "trailing": JustifyItems.END}


class Tree:
    """A generated element: its .layout source, its Taffy node and its ideal width, built side by side."""

    def __init__(self, source, node, width, height, children=()):
        self.source = source
        self.node = node
        self.width = width
        self.height = height
        self.children = list(children)


def length(rng, low=0, high=60):
    return rng.randint(low * 2, high * 2) / 2


def number(value):
    return str(int(value)) if value == int(value) else str(value)


def spacing(rng):
    return None if rng.random() < 0.3 else length(rng, 0, 12)


def arguments(alignment, s=None, line=None, extra=""):
    text = f"alignment: {alignment}" + extra
    if s is not None:
        text += f", spacing: {number(s)}"
    if line is not None:
        text += f", lineSpacing: {number(line)}"
    return text


def element(rng, depth, cell, in_wrap=False, under_hstack=False):
    """A random element; `cell`: the Taffy style a zstack's child needs (its one grid cell).

    No wrap below an hstack: a wrap is flexible along x (narrower, it takes more lines), and there
    the two models part ways by design — SwiftUI offers flexible children equal shares in order of
    flexibility (SEMANTICS.md §3), flexbox starts them at their max-content width and shrinks them
    in proportion — so an hstack re-proposed its own ideal width may wrap a child that flexbox
    keeps on one line. Every other child here is fixed along its stack's axis."""
    if depth == 0 or rng.random() < 0.3:
        w, h = length(rng), length(rng)
        return Tree(f"box({number(w)}x{number(h)})", Node(size=(w, h), flex_shrink=0, **cell), w, h)
    kind = rng.choice(["hstack", "vstack", "zstack"] + ([] if in_wrap or under_hstack else ["wrap"]))
    child_cell = {"grid_row": "1", "grid_column": "1"} if kind == "zstack" else {}
    below = under_hstack or kind == "hstack"
    children = [element(rng, depth - 1, child_cell, in_wrap, below) for _ in range(rng.randint(0, 4))]
    nodes = [child.node for child in children]
    widths = [child.width for child in children]
    heights = [child.height for child in children]
    body = " ".join(child.source for child in children)
    if kind in ("hstack", "vstack"):
        table = VERTICAL if kind == "hstack" else HORIZONTAL
        alignment = rng.choice(list(table))
        s = spacing(rng)
        gap = 8 if s is None else s
        node = Node(*nodes, flex_direction=FlexDirection.ROW if kind == "hstack" else FlexDirection.COLUMN,
                    align_items=table[alignment], gap=gap, flex_shrink=0, **cell)
        along = lambda lengths: sum(lengths) + gap * max(len(lengths) - 1, 0)
        width = along(widths) if kind == "hstack" else max(widths, default=0)
        height = max(heights, default=0) if kind == "hstack" else along(heights)
        return Tree(f"{kind}({arguments(alignment, s)}) < {body} >", node, width, height, children)
    alignment = rng.choice(list(NINE))
    horizontal, vertical = NINE[alignment]
    if kind == "zstack":
        node = Node(*nodes, display=Display.GRID, justify_items=JUSTIFY_ITEMS[horizontal],
                    align_items=VERTICAL[vertical], flex_shrink=0, **cell)
        return Tree(f"zstack({arguments(alignment)}) < {body} >", node, max(widths, default=0), max(heights, default=0), children)
    # A wrap that is not the root gets no width (a stack proposes it its ideal): one line.
    s, line = spacing(rng), spacing(rng)
    gap = 8 if s is None else s
    node = Node(*nodes, flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP,
                gap=(gap, 8 if line is None else line), align_items=VERTICAL[vertical],
                align_content=AlignContent.START, flex_shrink=0, **cell)
    width = sum(widths) + gap * max(len(widths) - 1, 0)
    return Tree(f"wrap({arguments(alignment, s, line, ', fit: content')}) < {body} >", node, width, max(heights, default=0), children)


def root_wrap(rng, depth):
    """A wrap at the root, proposed a finite width no item exceeds: it wraps onto several lines and
    is exactly that wide (fit: proposal) in both engines."""
    children = [element(rng, depth - 1, {}, in_wrap=True) for _ in range(rng.randint(1, 8))]
    alignment = rng.choice(list(NINE))
    horizontal, vertical = NINE[alignment]
    s, line = spacing(rng), spacing(rng)
    width = max(child.width for child in children) + length(rng, 0, 150)
    node = Node(*[child.node for child in children], flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP,
                size=(width, AUTO), gap=(8 if s is None else s, 8 if line is None else line),
                justify_content=JUSTIFY[horizontal], align_items=VERTICAL[vertical], align_content=AlignContent.START)
    source = f"wrap({arguments(alignment, s, line)}) < {' '.join(child.source for child in children)} >"
    return Tree(source, node, width, None, children), f"{number(width)}xnil"


def root_stack(rng, depth):
    """An hstack or vstack at the root with spacers among its children, proposed a finite length
    along its axis (at least its ideal one): the spacers share what is left, each at least its
    minLength — flexbox's flex-grow with a zero basis and a minimum size does the same. The
    spacing is explicit: next to a spacer SwiftUI's default is 0, which a CSS gap cannot say."""
    horizontal = rng.random() < 0.5
    table = VERTICAL if horizontal else HORIZONTAL
    alignment = rng.choice(list(table))
    s = length(rng, 0, 12)
    children = []
    count = rng.randint(1, 6)
    # At least one spacer, so the stack takes the proposed length (without one it hugs its content).
    forced = rng.randrange(count)
    for position in range(count):
        if position == forced or rng.random() < 0.35:
            m = length(rng, 0, 30)
            node = Node(flex_grow=1, flex_shrink=0, flex_basis=0,
                        min_size=(m, AUTO) if horizontal else (AUTO, m), size=(AUTO, 0) if horizontal else (0, AUTO))
            children.append(Tree(f"spacer(minLength: {number(m)})", node, m if horizontal else 0, 0 if horizontal else m))
        else:
            children.append(element(rng, depth - 1, {}, under_hstack=horizontal))
    lengths = [child.width if horizontal else child.height for child in children]
    ideal = sum(lengths) + s * (len(lengths) - 1)
    major = ideal + length(rng, 0, 120)
    node = Node(*[child.node for child in children], flex_direction=FlexDirection.ROW if horizontal else FlexDirection.COLUMN,
                align_items=table[alignment], gap=s, size=(major, AUTO) if horizontal else (AUTO, major))
    kind = "hstack" if horizontal else "vstack"
    source = f"{kind}({arguments(alignment, s)}) < {' '.join(child.source for child in children)} >"
    proposal = f"{number(major)}xnil" if horizontal else f"nilx{number(major)}"
    return Tree(source, node, None, None, children), proposal


def layout_json(layoutc, path, proposal):
    out = subprocess.run([layoutc, "build", str(path), "--format", "json", "--proposal", proposal],
                         capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise RuntimeError(f"layoutc failed on {path}: {out.stderr}")
    return json.loads(out.stdout)["layouts"][0]["root"]


def taffy_frame(node):
    box = node.get_box(relative=False)
    return (box.x, box.y, box.width, box.height)


def compare(ours, tree, path, problems, name):
    """Walks layoutc's JSON tree and the Taffy tree together; returns the nodes compared."""
    frame = ours["frame"]
    mine = (frame["x"], frame["y"], frame["width"], frame["height"])
    theirs = taffy_frame(tree.node)
    if any(abs(a - b) > TOLERANCE for a, b in zip(mine, theirs)):
        problems.append(f"{name}: {path} ({ours['kind']}): layoutc {mine}, taffy {theirs}")
    if len(ours["children"]) != len(tree.children):
        problems.append(f"{name}: {path}: {len(ours['children'])} children in layoutc, {len(tree.children)} in taffy")
    return 1 + sum(compare(child, sub, f"{path}/{index}", problems, name)
                   for index, (child, sub) in enumerate(zip(ours["children"], tree.children)))


def main():
    layoutc = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 2026
    rng = random.Random(seed)
    problems = []
    nodes = 0
    trees = 0
    with tempfile.TemporaryDirectory() as directory:
        for index in range(count):
            if index % 4 == 2:
                tree, proposal = root_wrap(rng, 3)
            elif index % 4 == 3:
                tree, proposal = root_stack(rng, 3)
            else:
                tree, proposal = element(rng, 4, {}), "nilxnil"
            path = Path(directory) / f"tree{index}.layout"
            path.write_text(tree.source + "\n")
            ours = layout_json(layoutc, path, proposal)
            tree.node.compute_layout(use_rounding=False)
            nodes += compare(ours, tree, "root", problems, f"tree {index} at {proposal}: {tree.source}")
            trees += 1
            if len(problems) > 40:
                break
    for problem in problems[:40]:
        print(problem)
    print(f"taffy differential: {trees} trees, {nodes} nodes compared (seed {seed}): "
          + ("all frames agree" if not problems else f"{len(problems)} disagreements"))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
