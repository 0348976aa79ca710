import LayoutDiagnostics

/// What the parser produces: the tree (with error nodes where it recovered), the tokens and
/// every syntax diagnostic.
public struct ParseResult: Sendable {
    public var file: FileSyntax
    public var tokens: [Token]
    public var diagnostics: [Diagnostic]
}
