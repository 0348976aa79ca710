#!/usr/bin/env bash
# The preview page in a real headless Chromium (Debian's chromium and chromium-driver), driven
# by Selenium from PyPI in a throwaway venv. Screenshots go to $SCREENSHOTS (default: a temp
# dir; `SCREENSHOTS=docs/images bash .ci/browser-test.sh` refreshes the README's).
set -euo pipefail
cd "$(dirname "$0")/.."

# The pictures first: every sample in both styles is valid and renders; docs/images is current.
bash .ci/pictures.sh

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-driver fonts-dejavu-core >/dev/null
fi

venv=$(mktemp -d)
shots=${SCREENSHOTS:-$(mktemp -d)}
trap 'rm -rf "$venv"' EXIT
python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check selenium

swift build -c release --product layoutc >/dev/null
# Selenium is given the driver's path; SE_OFFLINE keeps its manager from looking online.
SE_OFFLINE=true "$venv/bin/python" .ci/browser_test.py --layoutc .build/release/layoutc --screenshots "$shots"
