#!/usr/bin/env bash
# The benchmark scripts still run and still check what they check, at small sizes (numbers are
# not judged here: see docs/benchmarks.md). compare.py lays every shape out with layoutc and with
# Taffy (stretchable from PyPI, in a throwaway venv) at 1,000 leaves and exits 1 when a leaf frame
# disagrees; editor_bench.py drives `layoutc lsp` over pipes through typing and growing documents
# and fails when the server does not answer.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=$(mktemp -d)
trap 'rm -rf "$venv"' EXIT
python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check 'stretchable==1.1.8'

swift build -c release --product layoutc-bench >/dev/null
swift build -c release --product layoutc >/dev/null
export MALLOC_MMAP_MAX_=0 MALLOC_TRIM_THRESHOLD_=2147483647
ROUNDS=1 RUNS=1 "$venv/bin/python" Benchmarks/peers/compare.py .build/release/layoutc-bench 1000
python3 Benchmarks/lsp/editor_bench.py .build/release/layoutc --lines 800 --edits 10 --megabytes 0.1
