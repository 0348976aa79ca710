// Starts `layoutc lsp` for .layout files, with the settings of the `layoutc` section.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function settings() {
  const configuration = vscode.workspace.getConfiguration("layoutc");
  return {
    proposal: configuration.get("proposal"),
    inlayHints: configuration.get("inlayHints"),
    diagnosticsDelay: configuration.get("diagnosticsDelay"),
    font: configuration.get("font"),
  };
}

function activate(context) {
  const command = vscode.workspace.getConfiguration("layoutc").get("path") || "layoutc";
  const server = { command, args: ["lsp"] };
  client = new LanguageClient("layoutc", "layoutc", server, {
    documentSelector: [{ language: "layout" }],
    initializationOptions: settings(),
    synchronize: {
      configurationSection: "layoutc",
      fileEvents: vscode.workspace.createFileSystemWatcher("**/{*.layout,.layoutc.json}"),
    },
  });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
