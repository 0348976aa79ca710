// Starts `layoutc lsp` for .layout files (and SwiftUI files when `layoutc.swiftUI` is on), with the
// settings of the `layoutc` section.
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
  const documentSelector = [{ language: "layout" }];
  // SwiftUI views checked as layoutc reads them: diagnostics and hover beside sourcekit-lsp.
  if (vscode.workspace.getConfiguration("layoutc").get("swiftUI")) {
    documentSelector.push({ language: "swift", scheme: "file" });
  }
  client = new LanguageClient("layoutc", "layoutc", server, {
    documentSelector,
    initializationOptions: settings(),
    synchronize: {
      configurationSection: "layoutc",
      fileEvents: vscode.workspace.createFileSystemWatcher("**/{*.layout,*.swift,.layoutc.json}"),
    },
  });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
