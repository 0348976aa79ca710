-- Headless Neovim with the configuration shipped in Editors/neovim: opens a file, waits for the
-- diagnostics of `layoutc lsp`, hovers, formats the buffer by saving it (format on save), types
-- a layout that overflows and waits for the lint finding, and
-- checks the result. Exits 0 on success, 1 with a message otherwise.
local function main()
  local file = vim.env.LAYOUTC_NVIM_FILE
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  assert(vim.bo.filetype == "layout", "filetype is " .. vim.bo.filetype)

  local got = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
  assert(got, "no diagnostics from layoutc lsp")
  local diagnostics = vim.diagnostic.get(0)
  assert(#diagnostics == 1, "expected one diagnostic, found " .. #diagnostics)
  assert(diagnostics[1].lnum == 1 and diagnostics[1].col == 34, "at " .. diagnostics[1].lnum .. ":" .. diagnostics[1].col)
  assert(diagnostics[1].message:find("unknown element 'bx'", 1, true), diagnostics[1].message)

  local params = { textDocument = { uri = vim.uri_from_bufnr(0) }, position = { line = 1, character = 2 } }
  local responses = vim.lsp.buf_request_sync(0, "textDocument/hover", params, 10000)
  local hover = nil
  for _, response in pairs(responses or {}) do
    if response.result then hover = response.result.contents.value end
  end
  assert(hover and hover:find("horizontal stack", 1, true), "hover: " .. tostring(hover))

  vim.cmd("write")
  local text = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "\n")
  local expected = "let gap = 8\nhstack(spacing: gap) < box(40x20) bx(10x10) >"
  assert(text == expected, "formatted buffer:\n" .. text)
  -- A layout finding as the user types: at the shipped configuration's 375×nil the 400-pt
  -- hstack, centred in the screen, loses 12.5 pt at each edge (lint rule L001, at the hstack).
  vim.api.nvim_buf_set_lines(0, 0, -1, false, { "hstack(spacing: 0) < box(200x20) box(200x20) >" })
  local linted = vim.wait(20000, function()
    local found = vim.diagnostic.get(0)
    return #found == 1 and found[1].code == "L001"
  end, 50)
  assert(linted, "no lint finding: " .. vim.inspect(vim.diagnostic.get(0)))
  local finding = vim.diagnostic.get(0)[1]
  assert(finding.lnum == 0 and finding.col == 0, "at " .. finding.lnum .. ":" .. finding.col)
  assert(finding.message:find("needs 400 pt, the screen shows 375 pt of it: 12.5 pt at the leading edge", 1, true),
         finding.message)
  vim.cmd("edit!")
  io.stdout:write("neovim: diagnostics, hover, format on save and a lint finding as typed ok\n")
end

local ok, problem = pcall(main)
if not ok then
  io.stderr:write("neovim: " .. tostring(problem) .. "\n")
  vim.cmd("cquit 1")
end
vim.cmd("qall!")
