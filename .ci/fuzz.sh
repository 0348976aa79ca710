#!/usr/bin/env bash
# Fuzzing smoke run, three libFuzzer targets, each time-boxed:
#   layoutc-fuzz       the whole pipeline, over the seed corpus (Samples/ and Fuzz/seeds/) with
#                      the language's dictionary;
#   layoutc-font-fuzz  the font reader (FontFile.faces and what a face answers), over the small
#                      fonts of Fuzz/font-seeds/;
#   layoutc-swift-fuzz the Swift path (lexer, parser, reader, compiling and laying out each root,
#                      diagnostics located in the Swift), over Fuzz/swift-seeds/ and the SwiftUI
#                      corpus with a dictionary of SwiftUI's words.
# Any finding (a trap, a broken invariant, a timeout, running out of memory) fails the run and
# leaves the input in $LAYOUTC_FUZZ_ARTIFACTS (default: a temporary directory, printed).
#   LAYOUTC_FUZZ_SECONDS       how long to fuzz the pipeline (default 180)
#   LAYOUTC_FONT_FUZZ_SECONDS  how long to fuzz the font reader (default 60)
#   LAYOUTC_SWIFT_FUZZ_SECONDS how long to fuzz the Swift path (default 90)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${LAYOUTC_FUZZ_SECONDS:-180}"
font_seconds="${LAYOUTC_FONT_FUZZ_SECONDS:-60}"
swift_seconds="${LAYOUTC_SWIFT_FUZZ_SECONDS:-90}"
work="$(mktemp -d -t layoutc-fuzz-XXXXXX)"
artifacts="${LAYOUTC_FUZZ_ARTIFACTS:-$work/artifacts}"
mkdir -p "$work/corpus" "$work/font-corpus" "$work/swift-corpus" "$artifacts"
cp Samples/*.layout Fuzz/seeds/*.layout "$work/corpus/"
cp Fuzz/font-seeds/*.otf Fuzz/font-seeds/*.ttf "$work/font-corpus/"
cp Fuzz/swift-seeds/*.swift "$work/swift-corpus/"
find Tests/Fixtures/SwiftUI/Apps -name '*.swift' | while read -r file; do
    cp "$file" "$work/swift-corpus/$(echo "$file" | tr '/ ' '__')"
done

swift build -c release --product layoutc-fuzz --sanitize fuzzer --scratch-path .build-fuzz
swift build -c release --product layoutc-font-fuzz --sanitize fuzzer --scratch-path .build-fuzz
swift build -c release --product layoutc-swift-fuzz --sanitize fuzzer --scratch-path .build-fuzz

# run NAME FUZZER CORPUS SECONDS [libFuzzer options…]: fuzz, print the stats, fail on a finding.
run() {
    local name=$1 fuzzer=$2 corpus=$3 time=$4
    shift 4
    echo "fuzzing $name for ${time} s (corpus: $corpus, findings: $artifacts)"
    local status=0
    # Swift's own crash backtracer would catch the signal first, and libFuzzer would save no input.
    SWIFT_BACKTRACE=enable=no "$fuzzer" "$corpus" "$@" -max_total_time="$time" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/$name-" \
        > "$work/$name.log" 2>&1 || status=$?
    grep -E '^(stat::|Done)' "$work/$name.log" || true
    if [ "$status" -ne 0 ] || [ -n "$(ls -A "$artifacts")" ]; then
        tail -60 "$work/$name.log"
        echo "fuzzing $name found a problem (status $status); inputs in $artifacts:"
        ls -la "$artifacts"
        exit 1
    fi
    echo "fuzzing $name: no findings"
}

run pipeline .build-fuzz/release/layoutc-fuzz "$work/corpus" "$seconds" -dict=Fuzz/layout.dict -max_len=4096
run fonts .build-fuzz/release/layoutc-font-fuzz "$work/font-corpus" "$font_seconds" -max_len=8192
run swift .build-fuzz/release/layoutc-swift-fuzz "$work/swift-corpus" "$swift_seconds" -dict=Fuzz/swift.dict -max_len=8192
