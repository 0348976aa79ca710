import LayoutDiagnostics
import LayoutSyntax

/// A top-level `let` as completion and signature help show it.
public struct GlobalInfo: Sendable {
    public var name: String
    /// `nil` for a constant; each parameter with its default as written.
    public var parameters: [(name: String, defaultText: String?)]?
    /// The value as written (for a constant's detail).
    public var valueText: String
}

/// The current text parsed, without checking or laying out: what completion and signature help
/// need, cheap enough to make on every keystroke. Names from imports come from the last full
/// analysis (they change when another file does, not when this one is typed in).
public struct SyntaxSnapshot: Sendable {
    public let file: SourceFile
    public let parse: ParseResult
    public let globals: [String: GlobalInfo]
    /// Tags written in the file.
    public let tags: Set<String>

    /// The text `bytes` of the document at `path`, with the globals of its imports.
    public init(path: String, bytes: [UInt8], imported: [GlobalInfo]) {
        file = SourceFile(id: SourceFileID(rawValue: 0), name: path, bytes: bytes)
        parse = Parser.parse(file)
        var globals: [String: GlobalInfo] = [:]
        for info in imported { globals[info.name] = info }
        for case let .letDecl(decl) in parse.file.items {
            globals[decl.name.name] = Self.info(decl, file: file)
        }
        self.globals = globals
        var tags: Set<String> = []
        let tokens = parse.tokens
        for index in tokens.indices.dropLast() where tokens[index].kind == .hash {
            let range = tokens[index + 1].range
            tags.insert(String(decoding: file.bytes[range.start..<range.end], as: UTF8.self))
        }
        self.tags = tags
    }

    public static func info(_ decl: LetDecl, file: SourceFile) -> GlobalInfo {
        GlobalInfo(name: decl.name.name,
                   parameters: decl.parameters?.map { ($0.name.name, $0.defaultValue.map { file.text(in: $0.range) }) },
                   valueText: file.text(in: decl.value.range))
    }

    /// The globals of an analysis that come from its imports.
    public static func importedGlobals(of analysis: DocumentAnalysis) -> [GlobalInfo] {
        analysis.symbols.globals.compactMap { _, entry in
            entry.range.file == analysis.file.id ? nil : info(entry.decl, file: analysis.sources[entry.range.file])
        }
    }
}
