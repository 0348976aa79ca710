import LayoutDiagnostics

/// What the parser produces: the tree (with error nodes where it recovered), the tokens and
/// every syntax diagnostic.
public struct ParseResult: Sendable {
    public var file: FileSyntax
    /// Every token up to the end of the file, unless the parser gave up (too many errors, too
    /// deep): then the tokens it reached.
    public var tokens: [Token]
    public var diagnostics: [Diagnostic]
}
