import Foundation
import LayoutDiagnostics
import LayoutSema
import LayoutSyntax

/// A workspace file and every file it imports (transitively), with the checker's resolution of
/// their names: what a reference or a rename looks at in each file of the workspace.
public final class ImportClosure {
    public let sources = SourceManager()
    /// Canonical paths of the files in the closure.
    public let paths: Set<String>
    public let root: SourceFile?
    private let names: NameResolutions

    /// The closure of `path`, reading through `workspace`: the file's imports as the checker
    /// loads them, names resolved and nothing evaluated.
    public init(path: String, workspace: SourceProvider) {
        let canonical = SourcePath.canonical(path)
        guard let bytes = workspace.contents(of: canonical) else {
            root = nil
            paths = []
            names = NameResolutions()
            return
        }
        let file = sources.add(name: canonical, bytes: bytes)
        var options = CompileOptions(loadFile: { path in
            guard let bytes = workspace.contents(of: SourcePath.canonical(path)) else {
                return .failure(ImportError("cannot be read"))
            }
            return .success(bytes)
        })
        options.resolvesNamesOnly = true
        root = file
        names = Compiler.compile(file, sources: sources, options: options).names
        paths = Set(sources.files.filter { !$0.name.hasPrefix("<") }.map { SourcePath.canonical($0.name) })
    }

    /// The occurrences of `key` in the root file only.
    public func rootOccurrences(of key: SymbolKey) -> [SymbolOccurrence] {
        guard let root else { return [] }
        return names.occurrences.filter { $0.key == key && $0.range.file == root.id }
    }
}
