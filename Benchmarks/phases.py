"""Per-phase scaling of `layoutc build`: each phase's time per element at two sizes, and the ratio.

For every shape (wrap, hstack, nested) writes the `.layout` source at SMALL and LARGE leaves
(`layoutc-bench source`, into a temporary directory), then runs `layoutc build --timings --format
json FILE` on each, RUNS times in turn, the frames going to /dev/null (so the disk does not time
the emitter). Prints each phase's median in ms and ns per element, and LARGE / SMALL per element:
1.00 is linear. See docs/benchmarks.md ("Scaling").

Usage:
  python3 Benchmarks/phases.py [--runs N] [--sizes SMALL LARGE] LAYOUTC LAYOUTC_BENCH [SHAPE ...]

  python3 Benchmarks/phases.py .build/release/layoutc .build/release/layoutc-bench
"""

import math
import os
import re
import statistics
import subprocess
import sys
import tempfile

PHASES = ["read", "lex", "parse", "check", "lower", "layout", "emit", "total"]
ROW = re.compile(r"^\s+([a-z]+)\s+([0-9.]+)")


def elements(shape, leaves):
    """The element count `layoutc-bench` gives a shape: nested is the complete 4-ary tree nearest
    `leaves` on a log scale, the others one container around the leaves."""
    if shape != "nested":
        return leaves + 1
    depth = round(math.log(max(leaves, 4)) / math.log(4))
    return sum(4 ** level for level in range(depth + 1))


def main(argv):
    runs, sizes, rest = 7, (100_000, 1_000_000), []
    while argv:
        argument = argv.pop(0)
        if argument == "--runs":
            runs = int(argv.pop(0))
        elif argument == "--sizes":
            sizes = (int(argv.pop(0)), int(argv.pop(0)))
        else:
            rest.append(argument)
    if len(rest) < 2:
        sys.exit(__doc__)
    layoutc, bench, shapes = rest[0], rest[1], rest[2:] or ["wrap", "hstack", "nested"]
    with tempfile.TemporaryDirectory() as directory:
        for shape in shapes:
            files = {}
            for leaves in sizes:
                path = os.path.join(directory, f"{shape}-{leaves}.layout")
                with open(path, "wb") as out:
                    subprocess.run([bench, "source", shape, str(leaves)], stdout=out, check=True)
                files[leaves] = path
            times = {}
            for _ in range(runs):
                for leaves in sizes:
                    done = subprocess.run([layoutc, "build", "--timings", "--format", "json", files[leaves]],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                    if done.returncode != 0:
                        sys.exit(f"layoutc failed on {files[leaves]}:\n{done.stderr}")
                    for line in done.stderr.splitlines():
                        match = ROW.match(line)
                        if match:
                            times.setdefault((leaves, match.group(1)), []).append(float(match.group(2)))
            small, large = sizes
            counts = {leaves: elements(shape, leaves) for leaves in sizes}
            print(f"{shape}: {counts[small]:,} and {counts[large]:,} elements, medians of {runs} runs")
            print(f"  {'phase':8} {'ms':>9} {'ns/elem':>8} {'ms':>10} {'ns/elem':>8} {'ratio':>6}")
            for phase in PHASES:
                a = statistics.median(times[(small, phase)])
                b = statistics.median(times[(large, phase)])
                per_a = a * 1e6 / counts[small]
                per_b = b * 1e6 / counts[large]
                ratio = f"{per_b / per_a:6.2f}" if per_a > 0 else "     -"
                print(f"  {phase:8} {a:9.2f} {per_a:8.1f} {b:10.2f} {per_b:8.1f} {ratio}")


if __name__ == "__main__":
    main(sys.argv[1:])
