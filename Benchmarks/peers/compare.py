"""layoutc's engine against Taffy (Rust CSS flexbox, through PyPI's `stretchable`) on the trees of
issues 12 and 28. Run by compare.sh, which makes the venv and builds `layoutc-bench`.

Each shape is built twice, untimed: as a Taffy node tree here (through stretchable's low-level
`taffylib`, one node per element), and as a layoutc tree inside `layoutc-bench peer`. The trees:

  leaf i      width [40,60,80,30,50][i%5], height [20,20,30,20,25][i%5], flex-shrink 0
  wrap        flex row, flex-wrap: wrap, width 1000, gap 8 8, align-items/-content: start
              = wrap(alignment: topLeading, spacing: 8, lineSpacing: 8) proposed 1000×nil
  hstack      flex row, gap 8, align-items: start = hstack(alignment: top, spacing: 8) at nil×nil
  nested      a complete 4-ary tree, rows and columns alternating from a row at the root, gap 8,
              align-items: start = hstack(alignment: top)/vstack(alignment: leading) at nil×nil

Issue 28's flexible trees (Benchmarks/Shapes.swift), where no leaf has one answer:

  flexrow     a row of n leaves `flex: 1 1 0`, gap 8, 18n-8 × 50 = hstack(spacing: 8) < rect … >
  flexnested  the 4-ary tree with every node `flex: 1 1 0`, stretched, gap 8, at the size that
              makes every leaf 10×10 = hstack/vstack(spacing: 8) with rect leaves
  flexframes  the same tree at W×auto, leaves 20 high with a minimum width of 40, growing along
              rows (not columns, whose height is their content's) = box(40x20).frame(maxWidth: inf)
  settings    a column 375 wide of rows (gap 12, align-items: center): 28×28, a `flex: 1 1 0` item
              holding a 40×20 at its start, 20×20 = vstack(spacing: 0) < hstack(spacing: 12) <
              box(28x28) box(40x20).frame(maxWidth: inf, alignment: leading) box(20x20) > … >

Taffy's timed work is one `compute_layout` of the root (max-content available space, rounding
off) after every node was marked dirty (which clears its cache); layoutc's is one
`LayoutEvaluator.layout` (the pass's set-up included). Both run ROUNDS rounds of RUNS runs,
alternating, and the medians are compared. Every leaf's frame (in root coordinates) must agree:
Taffy computes in f32, so the tolerance grows with the coordinate (half an f32 ulp per addition
along the longest chain of additions, see `tolerance`).

Usage: compare.py LAYOUTC_BENCH [SIZE...] (sizes in leaves, default 100000 1000000); SHAPES in the
environment (comma-separated) picks the shapes, all seven by default.
With BASELINE=path/to/another/layoutc-bench in the environment (an older build, e.g. the engine
before a change), that binary is timed too, in the same alternating rounds, for a before/after
column; its frames are checked as well.
Prints a table and exits 1 if any leaf frame disagrees.
"""

import array
import math
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from stretchable import taffylib
from stretchable.style import AUTO, AlignContent, AlignItems, FlexDirection, FlexWrap, JustifyContent, Style
from stretchable.style.geometry.size import SizeAvailableSpace

WIDTHS = [40, 60, 80, 30, 50]
HEIGHTS = [20, 20, 30, 20, 25]
ROUNDS = int(os.environ.get("ROUNDS", "3"))
RUNS = int(os.environ.get("RUNS", "3"))
BASELINE = os.environ.get("BASELINE") or None


NESTED = ("nested", "flexnested", "flexframes")
SHAPES = [shape for shape in os.environ.get("SHAPES", "wrap,hstack,nested,flexrow,flexnested,flexframes,settings").split(",")
          if shape]


def nested_depth(leaves):
    """The depth of the complete 4-ary tree nearest `leaves` on a log scale (as layoutc-bench)."""
    return round(math.log(max(leaves, 4)) / math.log(4))


def horizontal(depth, level):
    """Whether the stack at `level` (the root is at `depth`) is a row."""
    return (depth - level) % 2 == 0


def flex_nested_size(depth, leaf=10.0):
    """The size at which every leaf of the nested tree is `leaf` wide and high (as layoutc-bench)."""
    width = height = leaf
    for level in range(1, max(depth, 1) + 1):
        if horizontal(depth, level):
            width = 4 * width + 24
        else:
            height = 4 * height + 24
    return width, height


def leaf_count(shape, leaves):
    if shape in NESTED:
        return 4 ** nested_depth(leaves)
    if shape == "settings":
        return 3 * max(leaves // 3, 1)
    return leaves


class TaffyTree:
    """One shape as Taffy nodes: every node id, the leaves in order, each node's parent."""

    def __init__(self, shape, leaves):
        self.ptr = taffylib.init()
        taffylib.disable_rounding(self.ptr)
        self.nodes = []
        self.leaves = []
        self.parent = {}
        self.styles = {}
        leaf_styles = [self.style(size=(w, h), flex_shrink=0) for w, h in zip(WIDTHS, HEIGHTS)]
        row = self.style(flex_direction=FlexDirection.ROW, gap=8, align_items=AlignItems.START, flex_shrink=0)
        column = self.style(flex_direction=FlexDirection.COLUMN, gap=8, align_items=AlignItems.START, flex_shrink=0)

        def leaf():
            node = self.node(leaf_styles[len(self.leaves) % 5])
            self.leaves.append(node)
            return node

        flex = dict(flex_grow=1, flex_shrink=1, flex_basis=0)
        if shape == "flexrow":
            style = self.style(flex_direction=FlexDirection.ROW, gap=8, size=(18 * leaves - 8, 50))
            children = [self.node(self.style(**flex), leaf=True) for _ in range(leaves)]
            self.root = self.node(style)
            self.adopt(self.root, children)
            return
        if shape == "settings":
            rows = []
            for _ in range(max(leaves // 3, 1)):
                icon = self.node(self.style(size=(28, 28), flex_shrink=0), leaf=True)
                title = self.node(self.style(size=(40, 20), flex_shrink=0), leaf=True)
                frame = self.node(self.style(flex_direction=FlexDirection.ROW, align_items=AlignItems.CENTER, **flex))
                self.adopt(frame, [title])
                chevron = self.node(self.style(size=(20, 20), flex_shrink=0), leaf=True)
                row = self.node(self.style(flex_direction=FlexDirection.ROW, gap=12, align_items=AlignItems.CENTER,
                                      flex_shrink=0))
                self.adopt(row, [icon, frame, chevron])
                rows.append(row)
            self.root = self.node(self.style(flex_direction=FlexDirection.COLUMN, size=(375, AUTO)))
            self.adopt(self.root, rows)
            return
        if shape in ("flexnested", "flexframes"):
            depth = nested_depth(leaves)
            width, height = flex_nested_size(depth, 10.0 if shape == "flexnested" else 60.0)

            def item(in_row):
                """How a child grows in its parent: every node along both axes at a definite size;
                at W×auto, along rows only (a column's height is its content's)."""
                return flex if shape == "flexnested" or in_row else dict(flex_shrink=0)

            def build(level, in_row):
                if level == 0:
                    if shape == "flexnested":
                        return self.node(self.style(**item(in_row)), leaf=True)
                    # The frame, centring its 40×20 box (the leaf whose frame is compared).
                    frame = self.node(self.style(flex_direction=FlexDirection.ROW, justify_content=JustifyContent.CENTER,
                                            align_items=AlignItems.CENTER, min_size=(40, AUTO), size=(AUTO, 20),
                                            **item(in_row)))
                    self.adopt(frame, [self.node(self.style(size=(40, 20), flex_shrink=0), leaf=True)])
                    return frame
                row = horizontal(depth, level)
                children = [build(level - 1, row) for _ in range(4)]
                style = dict(flex_direction=FlexDirection.ROW if row else FlexDirection.COLUMN, gap=8)
                if level == depth:
                    style["size"] = (width, height) if shape == "flexnested" else (width, AUTO)
                else:
                    style.update(item(in_row))
                node = self.node(self.style(**style))
                self.adopt(node, children)
                return node

            self.root = build(depth, False)
            return
        if shape in ("wrap", "hstack"):
            if shape == "wrap":
                style = self.style(flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP, size=(1000, AUTO), gap=8,
                              align_items=AlignItems.START, align_content=AlignContent.START, flex_shrink=0)
            else:
                style = row
            children = [leaf() for _ in range(leaves)]
            self.root = self.node(style)
            self.adopt(self.root, children)
        else:
            depth = nested_depth(leaves)

            def build(level):
                if level == 0:
                    return leaf()
                children = [build(level - 1) for _ in range(4)]
                node = self.node(row if (depth - level) % 2 == 0 else column)
                self.adopt(node, children)
                return node

            self.root = build(depth)

    def style(self, **fields):
        """Taffy's style dictionary for these fields, made once per distinct style (making a Style
        costs as much as a node)."""
        key = repr(sorted(fields.items()))
        if key not in self.styles:
            self.styles[key] = Style(**fields).to_dict()
        return self.styles[key]

    def node(self, style, leaf=False):
        node = taffylib.node_create(self.ptr, style)
        self.nodes.append(node)
        if leaf:
            self.leaves.append(node)
        return node

    def adopt(self, parent, children):
        for child in children:
            taffylib.node_add_child(self.ptr, parent, child)
            self.parent[child] = parent

    def compute(self):
        """Marks every node dirty (untimed), then times one layout of the root; nanoseconds."""
        for node in self.nodes:
            taffylib.node_mark_dirty(self.ptr, node)
        if not all(taffylib.node_dirty(self.ptr, node) for node in (self.root, self.leaves[0], self.leaves[-1])):
            raise RuntimeError("taffy: a node stayed clean after mark_dirty")
        space = SizeAvailableSpace.default().to_dict()
        start = time.perf_counter_ns()
        if not taffylib.node_compute_layout(self.ptr, self.root, space):
            raise RuntimeError("taffy: compute_layout failed")
        return time.perf_counter_ns() - start

    def leaf_frames(self):
        """Every leaf's frame in root coordinates (Taffy's locations are relative to the parent)."""
        layout = taffylib.PyLayout()
        origin = {}

        def absolute(node):
            if node in origin:
                return origin[node]
            taffylib.node_get_layout(self.ptr, node, layout)
            x, y = layout.x, layout.y
            parent = self.parent.get(node)
            if parent is not None:
                px, py = absolute(parent)
                x, y = x + px, y + py
            origin[node] = (x, y)
            return x, y

        frames = []
        for node in self.leaves:
            x, y = absolute(node)
            taffylib.node_get_layout(self.ptr, node, layout)
            frames.append((x, y, layout.width, layout.height))
        return frames


def layoutc(bench, shape, leaves, runs, frames_path=None):
    command = [bench, "peer", shape, str(leaves), str(runs)] + ([frames_path] if frames_path else [])
    out = subprocess.run(command, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {out.stderr}")
    return json.loads(out.stdout)


def expected_frames(shape, leaves):
    """Every leaf's frame worked out here, in float64, from the rules the trees exercise: a row
    of fixed items with gaps, greedy lines of at most 1000 with gaps 8 between items and lines,
    and start-aligned rows and columns. layoutc must give exactly these; Taffy (f32) close."""
    if shape == "flexrow":
        return [(i * 18.0, 0.0, 10.0, 50.0) for i in range(leaves)]
    if shape == "settings":
        frames = []
        for row in range(max(leaves // 3, 1)):
            y = row * 28.0
            frames += [(0.0, y, 28.0, 28.0), (40.0, y + 4, 40.0, 20.0), (355.0, y + 4, 20.0, 20.0)]
        return frames
    if shape in ("flexnested", "flexframes"):
        depth = nested_depth(leaves)
        width, height = flex_nested_size(depth, 10.0 if shape == "flexnested" else 60.0)
        frames = []

        def place(level, x, y, w, h):
            """A node at (x, y) of w × h (h None: its content's); returns its height."""
            if level == 0:
                if shape == "flexnested":
                    frames.append((x, y, w, 10.0))
                    return 10.0
                frames.append((x + (w - 40) / 2, y, 40.0, 20.0))  # the box centred in its frame
                return 20.0
            if horizontal(depth, level):
                share = (w - 24) / 4
                heights = [place(level - 1, x + k * (share + 8), y, share, h) for k in range(4)]
                return max(heights)
            if h is not None:
                share = (h - 24) / 4
                for k in range(4):
                    place(level - 1, x, y + k * (share + 8), w, share)
                return h
            cursor = y
            for _ in range(4):
                cursor += place(level - 1, x, cursor, w, None) + 8
            return cursor - 8 - y

        place(depth, 0.0, 0.0, width, height if shape == "flexnested" else None)
        return frames
    sizes = [(WIDTHS[i % 5], HEIGHTS[i % 5]) for i in range(leaves if shape != "nested" else 4 ** nested_depth(leaves))]
    if shape == "hstack":
        frames, x = [], 0.0
        for w, h in sizes:
            frames.append((x, 0.0, float(w), float(h)))
            x += w + 8.0
        return frames
    if shape == "wrap":
        frames, line, line_width, line_height, y = [], [], 0.0, 0.0, 0.0

        def close():
            nonlocal line, line_width, line_height, y
            for x, w, h in line:
                frames.append((x, y, float(w), float(h)))
            y += line_height + 8.0
            line, line_width, line_height = [], 0.0, 0.0

        for w, h in sizes:
            if line and line_width + 8.0 + w > 1000.0:
                close()
            x = line_width + 8.0 if line else 0.0
            line.append((x, w, h))
            line_width, line_height = x + w, max(line_height, float(h))
        if line:
            close()
        return frames
    depth = nested_depth(leaves)
    leaf_iter = iter(sizes)

    def build(level):
        """(width, height, [(x, y, w, h) of each leaf relative to this node])."""
        if level == 0:
            w, h = next(leaf_iter)
            return float(w), float(h), [(0.0, 0.0, float(w), float(h))]
        children = [build(level - 1) for _ in range(4)]
        row = (depth - level) % 2 == 0
        frames, cursor = [], 0.0
        for w, h, inner in children:
            frames += [(x + cursor, y, fw, fh) if row else (x, y + cursor, fw, fh) for x, y, fw, fh in inner]
            cursor += (w if row else h) + 8.0
        along = 3 * 8.0 + sum(w if row else h for w, h, _ in children)
        across = max(h if row else w for w, h, _ in children)
        return (along, across, frames) if row else (across, along, frames)

    return build(depth)[2]


def exact(shape, ours, expected):
    """The leaves where layoutc's frame is not exactly the worked-out one, as messages (at most 10)."""
    if len(ours) != len(expected):
        return [f"{shape}: {len(ours)} leaves in layoutc, {len(expected)} worked out"]
    return [f"{shape} leaf {index}: layoutc {mine}, worked out {other}"
            for index, (mine, other) in enumerate(zip(ours, expected)) if mine != other][:10]


def read_frames(path):
    """The frames `layoutc-bench peer` wrote: float64 x, y, width, height per leaf."""
    flat = array.array("d")
    with open(path, "rb") as file:
        flat.frombytes(file.read())
    return [tuple(flat[i:i + 4]) for i in range(0, len(flat), 4)]


def tolerance(value, chain):
    """f32 rounds each addition to half an ulp of its result: `chain` additions along the way to a
    coordinate of this size may be off by that much each (never less than 1e-3)."""
    ulp = math.ldexp(1.0, math.frexp(value)[1] - 24) if value > 0 else 0.0
    return max(1e-3, ulp / 2 * chain)


def compare(shape, ours, theirs):
    """The leaves whose frames differ beyond f32's error, as messages (at most 10)."""
    problems = []
    if len(ours) != len(theirs):
        return [f"{shape}: {len(ours)} leaves in layoutc, {len(theirs)} in taffy"], math.inf
    worst = 0.0
    for index, (mine, other) in enumerate(zip(ours, theirs)):
        chain = 64 if shape in NESTED else index + 1
        for a, b in zip(mine, other):
            error = abs(a - b)
            worst = max(worst, error)
            if error > tolerance(max(abs(a), abs(b)), chain):
                problems.append(f"{shape} leaf {index}: layoutc {mine}, taffy {other}")
                break
        if len(problems) >= 10:
            break
    return problems, worst


def main():
    bench = sys.argv[1]
    sizes = [int(size) for size in sys.argv[2:]] or [100_000, 1_000_000]
    rows = []
    failed = False
    with tempfile.TemporaryDirectory() as directory:
        for leaves in sizes:
            for shape in SHAPES:
                built = time.perf_counter()
                taffy = TaffyTree(shape, leaves)
                print(f"{shape} {leaves}: taffy tree of {len(taffy.nodes)} nodes built in {time.perf_counter() - built:.1f} s",
                      file=sys.stderr, flush=True)
                taffy_ns, ours_ns, before_ns = [], [], []
                frames_path = os.path.join(directory, f"{shape}-{leaves}.f64")
                before_path = os.path.join(directory, f"{shape}-{leaves}-before.f64")
                report = None
                for round_ in range(ROUNDS):
                    taffy_ns += [taffy.compute() for _ in range(RUNS)]
                    report = layoutc(bench, shape, leaves, RUNS, frames_path if round_ == 0 else None)
                    ours_ns += report["ns"]
                    if BASELINE:
                        before_ns += layoutc(BASELINE, shape, leaves, RUNS, before_path if round_ == 0 else None)["ns"]
                theirs = taffy.leaf_frames()
                expected = expected_frames(shape, leaves)
                ours = read_frames(frames_path)
                problems, worst = compare(shape, ours, theirs)
                problems += exact(shape, ours, expected)
                if BASELINE:
                    before = read_frames(before_path)
                    before_problems, before_worst = compare(shape, before, theirs)
                    problems += [f"baseline: {problem}" for problem in before_problems + exact(shape, before, expected)]
                    worst = max(worst, before_worst)
                for problem in problems:
                    print(problem)
                failed = failed or bool(problems)
                nodes = len(taffy.nodes)
                if nodes != report["nodes"]:
                    print(f"{shape}: {report['nodes']} nodes in layoutc, {nodes} in taffy")
                    failed = True
                mine, theirs = statistics.median(ours_ns) / nodes, statistics.median(taffy_ns) / nodes
                before_median = statistics.median(before_ns) / nodes if before_ns else None
                rows.append((shape, len(taffy.leaves), nodes, before_median, mine, theirs, mine / theirs,
                             "exact, taffy within f32" if not problems else f"{len(problems)}+ differ", worst))
                taffylib.free(taffy.ptr)
    print()
    print(f"medians of {ROUNDS}×{RUNS} runs each, alternating; ns per node (all nodes, leaves and containers)")
    before_header = f" {'before':>9} {'ratio':>7}" if BASELINE else ""
    print(f"{'shape':8} {'leaves':>9} {'nodes':>9}{before_header} {'layoutc':>9} {'taffy':>9} {'ratio':>7}  leaf frames (largest difference from taffy)")
    for shape, leaves, nodes, before, mine, theirs, ratio, verdict, worst in rows:
        before_cells = f" {before:9.1f} {before / theirs:7.3f}" if before is not None else ""
        print(f"{shape:8} {leaves:9} {nodes:9}{before_cells} {mine:9.1f} {theirs:9.1f} {ratio:7.3f}  {verdict} ({worst:g})")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
