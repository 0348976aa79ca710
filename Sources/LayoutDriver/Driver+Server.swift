import LayoutServer

extension Session {
    /// `layoutc lsp`: the language server over standard input and output, until the client
    /// says `exit` (status 0 after `shutdown`, else 1) or goes away (1).
    func languageServer() -> Int32 {
        guard options.inputs.isEmpty else {
            return usageError(CLIError("'lsp' takes no files, found '\(options.inputs[0])'",
                                       hint: "editors start 'layoutc lsp' and send the files over the protocol"))
        }
        return LanguageServer.run(serverVersion: Driver.version, registry: registry)
    }
}
