#!/usr/bin/env python3
"""Pathological inputs through the release binary: the contract and how time grows.

    pathological.py LAYOUTC [--growth] [--families a,b]

Generates each family of pathological input (deep chains, big grids, long import chains, huge
identifiers, thousands of errors on one line, 10 MB files, ...) and runs `layoutc check` and
`layoutc build --format json -o FILE` on it (the largest size also `layoutc lint`). The contract: exit status 0 or 1 (or 2 for an input
over the size limit, with its message), no "runtime failure" or backtrace, diagnostics located,
JSON output strict (no inf or NaN), under 60 s and 2.5 GB.

With --growth it also times `check` and `build` at 1x, 4x and 16x the size (median of three
runs) and prints the ratios: linear growth is about 4x per step; it fails when a step grows by
more than 8x (quadratic growth is 16x), so a regression shows without a quiet machine.
"""
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

TIMEOUT = 60
MAX_RSS_KB = 2_500_000
MAX_STEP_RATIO = 8.0


def write(path, text):
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


# Each family: name -> (sizes at 1x/4x/16x, generator(directory, n) -> main file path).
def modifier_chain(directory, n):
    path = os.path.join(directory, "chain.layout")
    write(path, "box(1x1)" + ".padding(1)" * n + "\n")
    return path


def grid(directory, n):
    path = os.path.join(directory, "grid.layout")
    rows = n // 100
    write(path, "grid <\n" + "".join("  row < " + "box(1x1) " * 100 + ">\n" for _ in range(rows)) + ">\n")
    return path


def imports(directory, n):
    for i in range(n):
        nxt = f'import "i{i + 1}.layout"\n' if i < n - 1 else ""
        write(os.path.join(directory, f"i{i}.layout"), nxt + f"let v{i} = box(1x1)\n")
    path = os.path.join(directory, "main.layout")
    write(path, f'import "i0.layout"\nvstack < v{n - 1} v0 >\n')
    return path


def identifier(directory, n):
    path = os.path.join(directory, "ident.layout")
    write(path, "vstack < " + "q" * n + "(1x1) >\n")
    return path


def errors_on_one_line(directory, n):
    path = os.path.join(directory, "errors.layout")
    write(path, "vstack < " + " ".join(f"bax{i}(1x1)" for i in range(n)) + " >\n")
    return path


def wide_wrap(directory, n):
    path = os.path.join(directory, "wrap.layout")
    write(path, "wrap(alignment: topLeading, spacing: 8, lineSpacing: 8) < " + "box(40x20) " * n + ">\n")
    return path


def nested_stacks(directory, n):
    # A 4-ary tree of alternating stacks with n leaves (n a power of 4).
    def tree(leaves, horizontal):
        if leaves == 1:
            return "box(30x20)"
        name = "hstack" if horizontal else "vstack"
        return name + "(spacing: 8) < " + " ".join(tree(leaves // 4, not horizontal) for _ in range(4)) + " >"
    path = os.path.join(directory, "nested.layout")
    write(path, tree(n, True) + "\n")
    return path


def junk(directory, n):
    path = os.path.join(directory, "junk.layout")
    write(path, "@" * n)
    return path


def long_text(directory, n):
    path = os.path.join(directory, "text.layout")
    write(path, 'proposal(320, nil)\ntext("' + "word " * (n // 5) + '")\n')
    return path


def constants(directory, n):
    path = os.path.join(directory, "lets.layout")
    write(path, "let a0 = box(1x1)\n" + "".join(f"let a{i} = a{i - 1}\n" for i in range(1, n)) + f"a{n - 1}\n")
    return path


FAMILIES = {
    "modifier-chain": ((5_000, 20_000, 80_000), modifier_chain),
    "grid": ((10_000, 40_000, 160_000), grid),
    "import-chain": ((250, 1_000, 4_000), imports),
    "identifier": ((6_250, 25_000, 100_000), identifier),
    "errors-on-one-line": ((250, 1_000, 4_000), errors_on_one_line),
    "wrap": ((62_500, 250_000, 1_000_000), wide_wrap),
    "nested-stacks": ((4 ** 5, 4 ** 6, 4 ** 7), nested_stacks),
    "junk": ((625_000, 2_500_000, 10_000_000), junk),
    "long-text": ((62_500, 250_000, 1_000_000), long_text),
    "constants": ((1_000, 4_000, 16_000), constants),
}


def run_measured(command, cwd):
    """Like run, with the child's peak RSS from wait4."""
    start = time.monotonic()
    with open(os.path.join(cwd, ".stdout"), "wb") as out, open(os.path.join(cwd, ".stderr"), "wb") as err:
        process = subprocess.Popen(command, cwd=cwd, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        deadline = start + TIMEOUT
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                process.kill()
                os.wait4(process.pid, 0)
                return None, b"", b"", TIMEOUT, 0
            time.sleep(0.005)
    elapsed = time.monotonic() - start
    code = os.waitstatus_to_exitcode(status)
    with open(os.path.join(cwd, ".stdout"), "rb") as out, open(os.path.join(cwd, ".stderr"), "rb") as err:
        return code, out.read(), err.read(), elapsed, usage.ru_maxrss


def reject_constant(name):
    raise ValueError(f"non-finite number {name}")


def check_json(path):
    """Strict JSON: Python's parser, or for documents nested deeper than it recurses, a scan
    outside strings for anything but JSON's own tokens."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    try:
        json.loads(text, parse_constant=reject_constant)
        return
    except RecursionError:
        pass
    outside = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)
    leftover = re.sub(r"\b(true|false|null)\b", "", outside)
    bad = re.search(r"[^\s\[\]{}:,\"0-9eE+\-.]", leftover)
    if bad:
        raise ValueError(f"unexpected {bad.group(0)!r} at {bad.start()}")
    if outside.count("[") != outside.count("]") or outside.count("{") != outside.count("}"):
        raise ValueError("unbalanced brackets")


def contract(family, n, layoutc, directory, with_lint=False):
    """Problems of one input under check and build; also returns the timings."""
    main = FAMILIES[family][1](directory, n)
    problems = []
    timings = {}
    out_json = os.path.join(directory, "out.json")
    commands = [("check", [layoutc, "check", main]), ("build", [layoutc, "build", main, "--format", "json", "-o", out_json])]
    if with_lint:
        commands.append(("lint", [layoutc, "lint", main, "--format", "concise", "--proposal", "320xnil", "--text-scale", "1,2"]))
    for name, command in commands:
        if os.path.exists(out_json):
            os.remove(out_json)
        status, _, stderr, seconds, rss = run_measured(command, directory)
        timings[name] = seconds
        text = stderr.decode("utf-8", "replace")
        where = f"{family} n={n} {name}"
        if status is None:
            problems.append(f"{where}: no answer within {TIMEOUT} s")
            continue
        if rss and rss > MAX_RSS_KB:
            problems.append(f"{where}: peak memory {rss // 1024} MB")
        if "runtime failure" in text or "Fatal error" in text or "Backtrac" in text:
            problems.append(f"{where}: crashed: {text[:300]}")
        if status not in (0, 1) and not (status == 2 and "larger than" in text):
            problems.append(f"{where}: exit status {status}: {text[:300]}")
        for line in text.splitlines():
            if re.search(r"\b(error|warning):", line) and not re.match(r"^(\S+?:\d+:\d+|\S+\.layout|layoutc): (error|warning|note):", line):
                problems.append(f"{where}: unlocated diagnostic: {line[:200]}")
        if name == "build" and status == 0:
            # In a child process: parsing a large output here would grow this process, and a
            # child's peak memory includes its parent's at the time it was forked.
            checked = subprocess.run([sys.executable, __file__, "--check-json", out_json], capture_output=True, text=True)
            if checked.returncode != 0:
                problems.append(f"{where}: output is not strict JSON: {checked.stdout.strip()[:300]}")
        print(f"  {where:42} status {status}  {seconds:6.2f} s  {rss // 1024 if rss else 0:5} MB", flush=True)
    return problems, timings


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    if sys.argv[1] == "--check-json":
        try:
            check_json(sys.argv[2])
        except (ValueError, OSError) as error:
            print(error)
            return 1
        return 0
    layoutc = os.path.abspath(sys.argv[1])
    growth = "--growth" in sys.argv
    families = list(FAMILIES)
    if "--families" in sys.argv:
        families = sys.argv[sys.argv.index("--families") + 1].split(",")
    problems = []
    table = []
    for family in families:
        sizes = FAMILIES[family][0]
        medians = []
        for n in (sizes if growth else sizes[-1:]):
            runs = []
            for _ in range(3 if growth else 1):
                with tempfile.TemporaryDirectory(prefix="layoutc-patho-") as directory:
                    # The largest size also goes through lint (two proposals × two text scales).
                    found, timings = contract(family, n, layoutc, directory, with_lint=(n == sizes[-1] and len(runs) == 0))
                    problems += found
                    runs.append(timings["check"] + timings["build"])
            medians.append(statistics.median(runs))
        if growth:
            ratios = [medians[i + 1] / max(medians[i], 0.01) for i in range(len(medians) - 1)]
            table.append((family, sizes, medians, ratios))
            # Steps below 0.2 s are dominated by start-up and noise: not judged.
            for step, ratio in enumerate(ratios):
                if medians[step + 1] > 0.2 and ratio > MAX_STEP_RATIO:
                    problems.append(f"{family}: time grew {ratio:.1f}x from n={sizes[step]} to n={sizes[step + 1]} (4x the size)")
    if growth:
        print("\ncheck + build, median of 3 (s)        1x        4x       16x    4x/1x  16x/4x")
        for family, sizes, medians, ratios in table:
            print(f"  {family:22} n={sizes[0]:<9} {medians[0]:8.3f}  {medians[1]:8.3f}  {medians[2]:8.3f}   {ratios[0]:5.1f}   {ratios[1]:5.1f}")
    if problems:
        print("\nthe contract is broken:")
        for problem in problems:
            print("  - " + problem)
        return 1
    print("\nevery pathological input kept the contract")
    return 0


if __name__ == "__main__":
    sys.exit(main())
