import LayoutDiagnostics

/// What parsing one file into an arena produced, besides the nodes: the file's node, its tokens
/// (when kept) and its syntax diagnostics.
package struct FileParse: Sendable {
    package var file: SyntaxID
    package var tokens: [Token]
    package var diagnostics: [Diagnostic]
    package var tagCount: Int
    package var tokenCount: Int
    /// How many element children were taken whole from the last parse (`fragment` nodes).
    package var skippedElements = 0
}

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
    /// How many tokens the parse read: the file's, or those it reached when it gave up (as
    /// `tokens.count` when they are kept).
    public var tokenCount = 0
    /// How many element children the tree took whole from the last parse of the file instead of
    /// parsing them (the language server's incremental analysis): 0 for a whole tree. A tree
    /// with such children is for the checker only; tools want the file parsed whole.
    public var skippedElements = 0

    /// The tree the file's nodes are in.
    public var tree: SyntaxTree { file.tree }

    package init(_ parse: FileParse, tree: SyntaxTree) {
        file = FileSyntax(tree: tree, id: parse.file)
        tokens = parse.tokens
        diagnostics = parse.diagnostics
        tagCount = parse.tagCount
        tokenCount = parse.tokenCount
        skippedElements = parse.skippedElements
    }
}
