#!/usr/bin/env bash
# Fuzzing smoke run: builds the libFuzzer target and runs it, time-boxed, over the seed corpus
# (Samples/ and Fuzz/seeds/) with the language's dictionary. Any finding (a trap, a broken
# invariant, a timeout, running out of memory) fails the run and leaves the input in
# $LAYOUTC_FUZZ_ARTIFACTS (default: a temporary directory, printed).
#   LAYOUTC_FUZZ_SECONDS  how long to fuzz (default 180)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${LAYOUTC_FUZZ_SECONDS:-180}"
work="$(mktemp -d -t layoutc-fuzz-XXXXXX)"
artifacts="${LAYOUTC_FUZZ_ARTIFACTS:-$work/artifacts}"
mkdir -p "$work/corpus" "$artifacts"
cp Samples/*.layout Fuzz/seeds/*.layout "$work/corpus/"

swift build -c release --product layoutc-fuzz --sanitize fuzzer --scratch-path .build-fuzz
fuzzer=".build-fuzz/release/layoutc-fuzz"

echo "fuzzing for ${seconds} s (corpus: $work/corpus, findings: $artifacts)"
status=0
# Swift's own crash backtracer would catch the signal first, and libFuzzer would save no input.
SWIFT_BACKTRACE=enable=no "$fuzzer" "$work/corpus" -dict=Fuzz/layout.dict -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    > "$work/log.txt" 2>&1 || status=$?
grep -E '^(stat::|Done)' "$work/log.txt" || true
if [ "$status" -ne 0 ] || [ -n "$(ls -A "$artifacts")" ]; then
    tail -60 "$work/log.txt"
    echo "fuzzing found a problem (status $status); inputs in $artifacts:"
    ls -la "$artifacts"
    exit 1
fi
echo "fuzzing: no findings"
