#!/usr/bin/env bash
# Fuzzing smoke run, four libFuzzer targets, each time-boxed:
#   layoutc-fuzz       the whole pipeline, over the seed corpus (Samples/ and Fuzz/seeds/) with
#                      the language's dictionary;
#   layoutc-font-fuzz  the font reader (FontFile.faces and what a face answers), over the small
#                      fonts of Fuzz/font-seeds/;
#   layoutc-swift-fuzz the Swift path (lexer, parser, reader, compiling and laying out each root,
#                      diagnostics located in the Swift), over Fuzz/swift-seeds/ and the SwiftUI
#                      corpus with a dictionary of SwiftUI's words;
#   layoutc-app-fuzz   the app readers (Xcode projects, package manifests, property lists) and
#                      whole folders of an app read through the app model, each root read, compiled
#                      and laid out, over Fuzz/app-seeds/ and each app of the corpus packed as one
#                      input (Sources/LayoutAppFuzz/AppArchive.swift), with SwiftUI's and the
#                      manifests' words.
# Any finding (a trap, a broken invariant, a timeout, running out of memory) fails the run and
# leaves the input in $LAYOUTC_FUZZ_ARTIFACTS (default: a temporary directory, printed).
#   LAYOUTC_FUZZ_SECONDS       how long to fuzz the pipeline (default 100)
#   LAYOUTC_FONT_FUZZ_SECONDS  how long to fuzz the font reader (default 30)
#   LAYOUTC_SWIFT_FUZZ_SECONDS how long to fuzz the Swift path (default 60)
#   LAYOUTC_APP_FUZZ_SECONDS   how long to fuzz the app readers (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${LAYOUTC_FUZZ_SECONDS:-100}"
font_seconds="${LAYOUTC_FONT_FUZZ_SECONDS:-30}"
swift_seconds="${LAYOUTC_SWIFT_FUZZ_SECONDS:-60}"
app_seconds="${LAYOUTC_APP_FUZZ_SECONDS:-60}"
work="$(mktemp -d -t layoutc-fuzz-XXXXXX)"
artifacts="${LAYOUTC_FUZZ_ARTIFACTS:-$work/artifacts}"
mkdir -p "$work/corpus" "$work/font-corpus" "$work/swift-corpus" "$work/app-corpus" "$artifacts"
cp Samples/*.layout Fuzz/seeds/*.layout "$work/corpus/"
cp Fuzz/font-seeds/*.otf Fuzz/font-seeds/*.ttf "$work/font-corpus/"
cp Fuzz/swift-seeds/*.swift "$work/swift-corpus/"
find Tests/Fixtures/SwiftUI/Apps -name '*.swift' | while read -r file; do
    cp "$file" "$work/swift-corpus/$(echo "$file" | tr '/ ' '__')"
done
cp Fuzz/app-seeds/*.archive "$work/app-corpus/"
# pack FOLDER: the folder's text files as one archive ('//== PATH' before each file's bytes).
pack() {
    (cd "$1" && find . -type f \( -name '*.swift' -o -name '*.pbxproj' -o -name '*.plist' -o -name '*.json' \
        -o -name '*.entitlements' \) | LC_ALL=C sort | while read -r file; do
        printf '//== %s\n' "${file#./}"
        cat "$file"
        [ -z "$(tail -c 1 "$file")" ] || printf '\n'
    done)
}
for app in Tests/Fixtures/SwiftUI/Apps/*/; do
    pack "$app" > "$work/app-corpus/$(basename "$app").archive"
done
cat Fuzz/swift.dict Fuzz/app.dict > "$work/app.dict"

swift build -c release --product layoutc-fuzz --sanitize fuzzer --scratch-path .build-fuzz
swift build -c release --product layoutc-font-fuzz --sanitize fuzzer --scratch-path .build-fuzz
swift build -c release --product layoutc-swift-fuzz --sanitize fuzzer --scratch-path .build-fuzz
swift build -c release --product layoutc-app-fuzz --sanitize fuzzer --scratch-path .build-fuzz

# run NAME FUZZER CORPUS SECONDS [libFuzzer options…]: fuzz, print the stats, fail on a finding.
run() {
    local name=$1 fuzzer=$2 corpus=$3 time=$4
    shift 4
    echo "fuzzing $name for ${time} s (corpus: $corpus, findings: $artifacts)"
    local status=0
    # Swift's own crash backtracer would catch the signal first, and libFuzzer would save no input.
    SWIFT_BACKTRACE=enable=no "$fuzzer" "$corpus" -timeout=10 -report_slow_units=10 "$@" -max_total_time="$time" \
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
# The readers' slowest inputs (a 6 KB file of broken braces read as many views) take up to 0.7 s in
# a release build and 14 s in this instrumented one, alone: a unit is slow past 30 s here (docs/robustness.md).
run swift .build-fuzz/release/layoutc-swift-fuzz "$work/swift-corpus" "$swift_seconds" -dict=Fuzz/swift.dict -max_len=8192 \
    -timeout=30 -report_slow_units=30
run apps .build-fuzz/release/layoutc-app-fuzz "$work/app-corpus" "$app_seconds" -dict="$work/app.dict" -max_len=131072 \
    -timeout=30 -report_slow_units=30
