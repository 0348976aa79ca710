#!/usr/bin/env bash
# Pathological inputs (deep chains, 160,000-cell grids, 4,000-file import chains, 100,000-character
# names, thousands of errors on one line, 10 MB files) through the release binary: the contract,
# and time at 1x, 4x and 16x the size (a step that grows more than 8x fails: quadratic is 16x).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product layoutc
python3 .ci/pathological.py .build/release/layoutc --growth
