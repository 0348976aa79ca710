#!/usr/bin/env bash
# Proves `layoutc lsp` with two independent real clients:
#   - pytest-lsp (PyPI), in a throwaway virtual environment, runs a scripted editing session;
#   - Neovim (Debian), headless, with the configuration shipped in Editors/neovim, gets the
#     diagnostics of a file, hovers and formats it on save.
# Installs what it needs; needs the debug build of layoutc (swift build).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
layoutc="$root/.build/debug/layoutc"
[ -x "$layoutc" ] || swift build --product layoutc
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if ! command -v nvim > /dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq neovim > /dev/null
fi
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q --disable-pip-version-check pytest-lsp

echo "== pytest-lsp"
LAYOUTC="$layoutc" "$work/venv/bin/python" -m pytest -q -c .ci/editor-clients/pytest.ini .ci/editor-clients/test_lsp_session.py

echo "== neovim $(nvim --version | head -1)"
mkdir -p "$work/project" "$work/bin"
ln -s "$layoutc" "$work/bin/layoutc"
printf 'let gap=8\nhstack(spacing: gap) < box(40x20) bx(10x10) >\n' > "$work/project/demo.layout"
PATH="$work/bin:$PATH" LAYOUTC_NVIM_FILE="$work/project/demo.layout" HOME="$work" \
  timeout 120 nvim --headless -n -i NONE -u "$root/Editors/neovim/layoutc.lua" \
  -c "luafile $root/.ci/editor-clients/neovim_session.lua"
grep -qx 'hstack(spacing: gap) < box(40x20) bx(10x10) >' "$work/project/demo.layout"
echo "neovim: the file on disk is formatted"
