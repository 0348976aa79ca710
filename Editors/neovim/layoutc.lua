-- layoutc for Neovim (0.7 or later): the `layout` filetype, the language server started for
-- .layout buffers, and formatting on save. Put this file in your runtime path's `plugin/`
-- folder, or `dofile()` it from init.lua. Set `vim.g.layoutc_command` to use another binary.
if vim.filetype and vim.filetype.add then
  vim.filetype.add({ extension = { layout = "layout" } })
end
-- Neovim 0.7 reads filetype.lua only when asked to: the classic rule covers it.
vim.cmd("autocmd BufRead,BufNewFile *.layout setfiletype layout")

local client_id = nil

local function root_directory(buffer)
  local name = vim.api.nvim_buf_get_name(buffer)
  local marker = vim.fn.findfile(".layoutc.json", vim.fn.fnamemodify(name, ":p:h") .. ";")
  if marker ~= "" then return vim.fn.fnamemodify(marker, ":p:h") end
  return vim.fn.getcwd()
end

local function start(arguments)
  local buffer = arguments.buf
  local config = {
    name = "layoutc",
    cmd = { vim.g.layoutc_command or "layoutc", "lsp" },
    root_dir = root_directory(buffer),
    -- proposal: the root proposal hover uses when a file declares none;
    -- inlayHints: the computed size after each element.
    init_options = vim.g.layoutc_settings or { proposal = "375xnil", inlayHints = false },
  }
  if vim.lsp.start then
    vim.lsp.start(config, { bufnr = buffer })
  else
    -- Neovim 0.7: one client, attached to each buffer.
    client_id = client_id or vim.lsp.start_client(config)
    if client_id then vim.lsp.buf_attach_client(buffer, client_id) end
  end
end

local group = vim.api.nvim_create_augroup("layoutc", { clear = true })
vim.api.nvim_create_autocmd("FileType", { group = group, pattern = "layout", callback = start })
vim.api.nvim_create_autocmd("FileType", {
  group = group,
  pattern = "layout",
  callback = function() vim.bo.commentstring = "// %s" end,
})
vim.api.nvim_create_autocmd("BufWritePre", {
  group = group,
  pattern = "*.layout",
  callback = function()
    if vim.lsp.buf.format then
      vim.lsp.buf.format({ timeout_ms = 2000, name = "layoutc" })
    else
      vim.lsp.buf.formatting_sync(nil, 2000)
    end
  end,
})
