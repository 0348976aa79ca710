#!/usr/bin/env bash
# Differential test against Taffy (CSS flexbox/grid in Rust) through PyPI's `stretchable`, in a
# throwaway venv: random trees of fixed-size boxes in stacks, zstacks and wraps must get the same
# frames from layoutc and from Taffy. See .ci/taffy_diff.py for the mapping and its limits.
# TREES and SEED override the defaults (1000 trees, seed 2026).
set -euo pipefail
cd "$(dirname "$0")/.."

venv=$(mktemp -d)
trap 'rm -rf "$venv"' EXIT
python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check 'stretchable==1.1.8'

swift build -c release --product layoutc >/dev/null
"$venv/bin/python" .ci/taffy_diff.py .build/release/layoutc "${TREES:-1000}" "${SEED:-2026}"
