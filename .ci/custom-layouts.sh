#!/usr/bin/env bash
# Your own layouts in Swift, from outside the repository, as a Swift developer would use them:
#   1. the seed articles' own Layout conformances, read out of ../shared/seeds with only their
#      import changed, built against the LayoutEngine library and laid out (seed_layouts.py);
#   2. Examples/CustomLayouts, a package of its own that depends on layoutc by path and runs
#      every command of its own layoutc (my-layoutc) with its layouts registered by name.
# Needs only Swift and Python 3.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
trap 'kill "${preview:-0}" 2> /dev/null || true; rm -rf "$work"' EXIT
# One build directory for both packages: layoutc's modules are compiled once.
scratch="$work/build"

echo "== the seed articles' layouts against LayoutEngine"
python3 .ci/seed_layouts.py --layoutc "$root" --seeds "$root/../shared/seeds" --out "$work/SeedLayouts" \
  --scratch-path "$scratch"

echo "== Examples/CustomLayouts: my-layoutc"
example="$work/CustomLayouts"
# Copied out of the repository, with its path to layoutc made absolute: an outside package.
cp -R Examples/CustomLayouts "$example"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$example/Package.swift"
swift build --package-path "$example" --scratch-path "$scratch" --product my-layoutc
my="$(swift build --package-path "$example" --scratch-path "$scratch" --show-bin-path)/my-layoutc"
cd "$example"

# build: the frames worked out by hand (Layouts/team.expected.txt; see docs/custom-layouts.md).
"$my" build Layouts/team.layout > "$work/team.txt"
diff -u Layouts/team.expected.txt "$work/team.txt"
"$my" build Layouts/team.layout --format svg -o "$work/team.svg"
grep -q "<svg" "$work/team.svg"
echo "build: frames as worked out by hand; SVG written"

# check: the registered parameters are validated like the built-ins'.
"$my" check Layouts/team.layout
printf 'vstack <\n  overlapping(overlap: -4) < box(10x10) >\n  flow(spacin: 8) < box(10x10) >\n>\n' > "$work/bad.layout"
if "$my" check "$work/bad.layout" 2> "$work/bad.txt"; then echo "FAIL: check accepted bad arguments"; exit 1; fi
grep -q "'overlap' of 'overlapping' must be a finite number ≥ 0, found -4 \[E2008\]" "$work/bad.txt"
grep -q "did you mean 'spacing'?" "$work/bad.txt"
echo "check: accepts the file; rejects a negative overlap and a misspelt label, located"

# lint, explain, fmt.
"$my" lint Layouts/team.layout | grep -q "No problems found in 1 file."
"$my" explain Layouts/team.layout | grep -q "overlapping"
"$my" fmt --check Layouts/team.layout
echo "lint: no findings; explain: traces the registered layouts; fmt: the file is formatted"

# preview: the page's frames come from the registered layouts too.
"$my" preview Layouts/team.layout --port 0 > "$work/preview.txt" 2>&1 &
preview=$!
for _ in $(seq 50); do grep -q "http://" "$work/preview.txt" && break; sleep 0.2; done
url="$(grep -o 'http://[0-9.:]*/' "$work/preview.txt" | head -1)"
python3 - "$url" <<'PY'
import json, sys, urllib.request
frames = json.load(urllib.request.urlopen(sys.argv[1] + "layout.json", timeout=10))
text = json.dumps(frames)
assert "overlapping" in text and "clock" in text, text[:400]
print("preview: /layout.json lays out the registered layouts")
PY
kill "$preview"

# The language server: hover, signature help and completion of the registered layouts.
python3 "$root/.ci/custom_layouts_lsp.py" "$my" Layouts/team.layout

echo "custom layouts: ok"
