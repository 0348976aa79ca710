#!/usr/bin/env bash
# The benchmark scripts still run and still check what they check, at small sizes (numbers are
# not judged here: see docs/benchmarks.md). compare.sh lays every shape out with layoutc and with
# Taffy (stretchable from PyPI, in its own throwaway venv) at 1,000 leaves and fails when a leaf
# frame disagrees; editor_bench.py drives `layoutc lsp` over pipes through typing and growing
# documents and fails when the server does not answer.
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS=1 RUNS=1 bash Benchmarks/peers/compare.sh 1000
swift build -c release --product layoutc >/dev/null
python3 Benchmarks/lsp/editor_bench.py .build/release/layoutc --lines 800 --edits 10 --megabytes 0.1
