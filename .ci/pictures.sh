#!/usr/bin/env bash
# The SVG pictures: every sample in both styles must be valid XML (xmllint) and render
# (rsvg-convert), and docs/images/*.svg must be what layoutc draws today (preview style).
# `bash .ci/pictures.sh --write` regenerates docs/images/*.svg.
# Needs: swift, and xmllint + rsvg-convert + Inter (the font text is measured and drawn in;
# installed here with apt-get when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v xmllint >/dev/null || ! command -v rsvg-convert >/dev/null \
    || [[ ! -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ]]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq libxml2-utils librsvg2-bin fonts-inter >/dev/null
fi

swift build -c release --product layoutc >/dev/null
layoutc=.build/release/layoutc
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

passed=0
failed=0
for sample in Samples/*.layout; do
  name=$(basename "$sample" .layout)
  proposals=()
  for p in $(sed -n 's#^// test-proposals: ##p' "$sample"); do proposals+=(--proposal "$p"); done
  "$layoutc" build "$sample" "${proposals[@]}" -o "$out/$name.svg"
  "$layoutc" build "$sample" "${proposals[@]}" --style debug -o "$out/$name.debug.svg"
  "$layoutc" build "$sample" "${proposals[@]}" --style debug --show-modifiers -o "$out/$name.modifiers.svg"
  for svg in "$out/$name.svg" "$out/$name.debug.svg" "$out/$name.modifiers.svg"; do
    if xmllint --noout "$svg" && rsvg-convert "$svg" -o "${svg%.svg}.png" && ! grep -qE '"(-?inf|nan)"' "$svg"; then
      passed=$((passed + 1))
    else
      echo "FAIL: $svg is not a valid, renderable SVG" >&2
      failed=$((failed + 1))
    fi
  done
  if [[ "${1:-}" == "--write" ]]; then
    cp "$out/$name.svg" "docs/images/$name.svg"
  elif ! cmp -s "$out/$name.svg" "docs/images/$name.svg"; then
    echo "FAIL: docs/images/$name.svg is out of date; run: bash .ci/pictures.sh --write" >&2
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
done
echo "pictures: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
