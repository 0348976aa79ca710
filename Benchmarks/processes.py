"""Whole-process timings of layoutc commands, several commands side by side.

Each command runs RUNS times (after one warm-up run each), the commands in turn (A B C A B C …),
so that a machine getting faster or slower affects them alike. For every run the kernel's own
accounting of the finished process is read (`wait4`): wall-clock time, user and system CPU time,
peak resident memory and minor page faults. Prints each figure's median per command and, for
every command after the first, the median of its run-by-run ratios to the first.

Usage:
  python3 Benchmarks/processes.py [--runs N] NAME=COMMAND [NAME=COMMAND ...]

  python3 Benchmarks/processes.py --runs 7 \\
      before='old/layoutc check wrap.layout' now='.build/release/layoutc check wrap.layout'

Commands are split as a shell splits words (no shell runs them); their output is discarded,
unless a command ends with `> FILE`, which is written to FILE. See docs/benchmarks.md.
"""

import os
import shlex
import statistics
import sys
import time


def run(argv, output):
    """One run of `argv`: (wall s, user s, sys s, peak MiB, minor faults, exit status)."""
    out = os.open(output or os.devnull, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    devnull = os.open(os.devnull, os.O_WRONLY)
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.dup2(out, 1)
        os.dup2(devnull, 2)
        try:
            os.execvp(argv[0], argv)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    os.close(out)
    os.close(devnull)
    return wall, usage.ru_utime, usage.ru_stime, usage.ru_maxrss / 1024, usage.ru_minflt, os.waitstatus_to_exitcode(status)


def main(args):
    runs = 5
    if len(args) >= 2 and args[0] == "--runs":
        runs = int(args[1])
        args = args[2:]
    if not args or runs < 1:
        sys.exit(__doc__)
    commands = []
    for spec in args:
        name, _, command = spec.partition("=")
        words = shlex.split(command)
        output = None
        if len(words) >= 2 and words[-2] == ">":
            output = words[-1]
            words = words[:-2]
        commands.append((name, words, output))
    results = {name: [] for name, _, _ in commands}
    for name, words, output in commands:
        run(words, output)  # warm-up
    for _ in range(runs):
        for name, words, output in commands:
            results[name].append(run(words, output))
    figures = ["wall s", "user s", "sys s", "peak MiB", "faults"]
    first = commands[0][0]
    print(f"{runs} runs of each, in turn; medians" + (f", and of the ratios to '{first}'" if len(commands) > 1 else ""))
    print(f"{'':12}" + "".join(f"{f:>12}" for f in figures) + "   exit")
    for name, _, _ in commands:
        rows = results[name]
        medians = [statistics.median(row[i] for row in rows) for i in range(5)]
        exits = sorted({row[5] for row in rows})
        print(f"{name:12}" + "".join(f"{m:12.3f}" if i < 3 else f"{m:12.0f}" for i, m in enumerate(medians)) + f"   {exits}")
        if name != first:
            ratios = [statistics.median(row[i] / base[i] for row, base in zip(rows, results[first]) if base[i] > 0) for i in range(5)]
            print(f"{'  / ' + first:12}" + "".join(f"{r:12.3f}" for r in ratios))


if __name__ == "__main__":
    main(sys.argv[1:])
