#!/usr/bin/env bash
# Text metrics against independent references, in Inter (Debian's fonts-inter):
#   0. the built-in faces (Sources/LayoutFont/BuiltInFaces.swift) are what layoutc-fontgen makes
#      of the installed Inter files;
#   1. the width of every string of Tests/Fixtures/Text/strings.txt at 11–34 pt in four weights
#      against HarfBuzz (uharfbuzz), with --font and with the built-in default's tracking
#      (.ci/text/tracking.json) — .ci/text/compare_advances.py;
#   2. the lines of Tests/Fixtures/Text/paragraphs.txt at 120, 200 and 320 pt against UAX #14
#      (uniseg) filled greedily with HarfBuzz's widths — .ci/text/compare_breaks.py;
#   3. the ink of drawn text inside its frame (rsvg-convert, Pillow) — .ci/text/ink_check.py.
# fonts-inter and librsvg2-bin are installed here with apt-get when missing; the Python packages
# come from PyPI in a throwaway venv. All three run; any failure fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ]] || ! command -v rsvg-convert >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq fonts-inter librsvg2-bin >/dev/null
fi

venv=$(mktemp -d)
trap 'rm -rf "$venv"' EXIT
python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check 'uharfbuzz==0.57.0' 'uniseg==0.10.1' 'Pillow==13.0.0'

swift build -c release --product layoutc >/dev/null
layoutc=.build/release/layoutc

status=0
echo "== the built-in faces against the font files"
swift run layoutc-fontgen --check || status=1
echo "== advances: strings.txt against HarfBuzz"
"$venv/bin/python" .ci/text/compare_advances.py --layoutc "$layoutc" || status=1
echo "== line breaks: paragraphs.txt against UAX #14 and HarfBuzz"
"$venv/bin/python" .ci/text/compare_breaks.py --layoutc "$layoutc" || status=1
echo "== ink: drawn text inside its frame"
"$venv/bin/python" .ci/text/ink_check.py --layoutc "$layoutc" || status=1
exit "$status"
