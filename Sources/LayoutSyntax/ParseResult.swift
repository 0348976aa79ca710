import LayoutDiagnostics

/// What the parser produces: the tree (with error nodes where it recovered), the tokens and
/// every syntax diagnostic.
public struct ParseResult: Sendable {
    public var file: FileSyntax
    /// Every token up to the end of the file, unless the parser gave up (too many errors, too
    /// deep): then the tokens it reached.
    public var tokens: [Token]
    public var diagnostics: [Diagnostic]
    /// How many `#tag`s the tree has: the checker walks it for duplicates only from two on.
    public var tagCount = 0
    /// How many tokens the file has (as `tokens.count` when they are kept).
    public var tokenCount = 0
}

extension ParseResult {
    /// Takes the tree and the tokens out, leaving an empty parse of the same file in their place
    /// (the diagnostics stay): for a caller that hands the big part away to be freed elsewhere.
    public mutating func takeTreeAndTokens() -> ParseResult {
        let taken = self
        file.items = []
        tokens = []
        tagCount = 0
        tokenCount = 0
        return taken
    }
}
