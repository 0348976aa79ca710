import LayoutDiagnostics
import LayoutSyntax

/// A file and every file it imports (transitively), parsed, with their symbols: what a
/// reference or a rename looks at in each file of the workspace.
final class ImportClosure {
    let sources = SourceManager()
    private(set) var parses: [SourceFileID: ParseResult] = [:]
    /// Canonical paths of the files in the closure.
    private(set) var paths: Set<String> = []
    let root: SourceFile?

    /// The closure of `path`, reading through `workspace` (at most `limit` files).
    init(path: String, workspace: Workspace, limit: Int = 500) {
        var queue = [DocumentURI.canonical(path)]
        var rootFile: SourceFile?
        while let next = queue.popLast(), paths.count < limit {
            guard !paths.contains(next), let bytes = workspace.contents(of: next) else { continue }
            paths.insert(next)
            let file = sources.add(name: next, bytes: bytes)
            if rootFile == nil { rootFile = file }
            let parse = Parser.parse(file)
            parses[file.id] = parse
            let directory = (next as NSString).deletingLastPathComponent
            for case let .importDecl(decl) in parse.file.items {
                let target = decl.path.hasPrefix("/") ? decl.path : (directory as NSString).appendingPathComponent(decl.path)
                queue.append(DocumentURI.canonical(target))
            }
        }
        root = rootFile
    }

    private(set) lazy var symbols = SymbolIndex(parses: parses, sources: sources)

    /// The occurrences of `key` in the root file only.
    func rootOccurrences(of key: SymbolKey) -> [SymbolOccurrence] {
        guard let root else { return [] }
        return symbols.occurrences(of: key).filter { $0.range.file == root.id }
    }
}

import Foundation
