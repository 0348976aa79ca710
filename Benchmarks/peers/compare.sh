#!/usr/bin/env bash
# layoutc's engine against Taffy 0.x (through PyPI's `stretchable`, in a throwaway venv) on the
# the benchmark's trees with a flexbox twin: wrap, hstack and nested stacks of fixed boxes, and the
# flexible ones (flexrow, flexnested, flexframes, settings), at 100k and 1M leaves by default;
# SHAPES=a,b picks some.
# `bash Benchmarks/peers/compare.sh [LEAVES…]`; ROUNDS and RUNS (default 3 and 3) set how many
# alternating rounds of how many runs each engine gets; BASELINE=path/to/another/layoutc-bench
# times that build too; SWIFTLOCK=swiftlock runs the build under the team's build lock.
# See docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/../.."

venv=$(mktemp -d)
trap 'rm -rf "$venv"' EXIT
python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check 'stretchable==1.1.8'

# Both engines keep glibc's heap between runs (no block mapped on its own, none given back), so
# neither pays for faulting in fresh pages on some runs and not others: see Benchmarks/main.swift.
export MALLOC_MMAP_MAX_=0 MALLOC_TRIM_THRESHOLD_=2147483647

${SWIFTLOCK:-} swift build -c release --product layoutc-bench >/dev/null
"$venv/bin/python" Benchmarks/peers/compare.py .build/release/layoutc-bench "$@"
