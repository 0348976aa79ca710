import LayoutDiagnostics
import LayoutSema
import LayoutSyntax

/// The checker's answer to "what does this name refer to" for a compilation (a document and its
/// imports, or a workspace file and its imports), with the questions the handlers ask of it. The
/// server resolves no name itself: the occurrences are `CompileResult.names`.
public struct SymbolIndex: Sendable {
    public let occurrences: [SymbolOccurrence]
    /// The top-level `let`s: name → declaration (the first, when a name is defined twice).
    public let globals: [String: (range: SourceRange, decl: LetDecl)]

    /// The resolutions `names`, each global's declaration found in `parses` (the files' syntax).
    public init(names: NameResolutions, parses: [SourceFileID: ParseResult]) {
        occurrences = names.occurrences
        var globals: [String: (range: SourceRange, decl: LetDecl)] = [:]
        for (_, parse) in parses {
            for case let .letDecl(decl) in parse.file.items
            where names.globals[decl.name.name]?.range == decl.name.range {
                globals[decl.name.name] = (decl.name.range, decl)
            }
        }
        self.globals = globals
    }

    /// The occurrence whose range contains `offset` in `file` (the innermost, the last on a tie).
    public func occurrence(at offset: Int, in file: SourceFileID) -> SymbolOccurrence? {
        occurrences.filter { $0.range.file == file && $0.range.start <= offset && offset <= $0.range.end }
            .min { $0.range.length < $1.range.length }
    }

    /// Every occurrence of `key`.
    public func occurrences(of key: SymbolKey) -> [SymbolOccurrence] {
        occurrences.filter { $0.key == key }
    }

    /// The declaration of `key` (for a tag: its first use).
    public func declaration(of key: SymbolKey) -> SymbolOccurrence? {
        let all = occurrences(of: key)
        return all.first(where: \.isDeclaration) ?? all.first
    }
}
