#!/usr/bin/env bash
# Type-checks Swift files against the SwiftUI interface module next to this script.
#
#   bash typecheck.sh FILE.swift…                 each file must type-check (Swift 5 and Swift 6 modes)
#   bash typecheck.sh --expect-fail FILE.swift…   each file must be rejected (in both modes)
#   --with SUPPORT.swift                          compile SUPPORT.swift alongside every file (repeatable)
#
# The interface (SwiftUI.swift) is compiled once, into a temporary directory, as module `SwiftUI`;
# then every file is checked with `swiftc -typecheck -I DIR -swift-version 5` and again with
# `-swift-version 6`. One line is printed per file and mode; errors are shown under a file that
# was expected to pass, the first error under a file that was expected to fail. Exit status:
# 0 if every check went the expected way, 1 if any did not, 2 on a usage or setup error.
#
# Environment: SWIFTC (default: swiftc on PATH), SWIFT_VERSIONS (default: "5 6").
set -u

usage() {
    sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
interface="$here/SwiftUI.swift"
swiftc=${SWIFTC:-swiftc}
versions=${SWIFT_VERSIONS:-5 6}

expect_fail=0
files=()
support=()
while [ $# -gt 0 ]; do
    case $1 in
        --expect-fail) expect_fail=1 ;;
        --with)
            [ $# -ge 2 ] || usage
            [ -f "$2" ] || { echo "typecheck.sh: missing support file $2" >&2; exit 2; }
            support+=("$2"); shift ;;
        -h|--help) usage ;;
        -*) echo "typecheck.sh: unknown option $1" >&2; usage ;;
        *) files+=("$1") ;;
    esac
    shift
done
[ ${#files[@]} -gt 0 ] || usage
command -v "$swiftc" >/dev/null 2>&1 || { echo "typecheck.sh: $swiftc not found (set SWIFTC)" >&2; exit 2; }
[ -f "$interface" ] || { echo "typecheck.sh: missing $interface" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/swiftui-interface.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if ! "$swiftc" -emit-module -module-name SwiftUI -parse-as-library "$interface" \
        -emit-module-path "$work/SwiftUI.swiftmodule" >"$work/build.log" 2>&1; then
    echo "typecheck.sh: the interface module does not build:" >&2
    cat "$work/build.log" >&2
    exit 2
fi
echo "interface: $("$swiftc" --version 2>/dev/null | head -n 1)"
echo "module:    SwiftUI.swift built into $work"

checks=0
wrong=0
for file in "${files[@]}"; do
    if [ ! -f "$file" ]; then
        echo "MISSING  $file"
        checks=$((checks + 1))
        wrong=$((wrong + 1))
        continue
    fi
    for version in $versions; do
        checks=$((checks + 1))
        log="$work/check.log"
        "$swiftc" -typecheck -I "$work" -swift-version "$version" "$file" ${support[@]+"${support[@]}"} >"$log" 2>&1
        status=$?
        errors=$(grep -c ' error: ' "$log")
        if [ "$expect_fail" -eq 0 ]; then
            if [ "$status" -eq 0 ]; then
                echo "PASS  swift $version  $file"
            else
                echo "FAIL  swift $version  $file  (expected to type-check; $errors error(s))"
                grep -E ' (error|warning): ' "$log" | sed 's/^/        /'
                wrong=$((wrong + 1))
            fi
        else
            if [ "$status" -ne 0 ] && [ "$errors" -gt 0 ]; then
                first=$(grep -m 1 ' error: ' "$log" | sed 's/^.*error: //')
                echo "PASS  swift $version  $file  (rejected: $first)"
            elif [ "$status" -ne 0 ]; then
                echo "FAIL  swift $version  $file  (compiler failed without an error diagnostic, status $status)"
                sed 's/^/        /' "$log" | head -n 20
                wrong=$((wrong + 1))
            else
                echo "FAIL  swift $version  $file  (expected to be rejected, but it type-checks)"
                wrong=$((wrong + 1))
            fi
        fi
    done
done

echo "$checks checks, $((checks - wrong)) as expected, $wrong not"
[ "$wrong" -eq 0 ]
