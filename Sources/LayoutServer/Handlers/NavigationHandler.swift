import Foundation
import LayoutAnalysis
import LayoutDiagnostics
import LayoutJSON
import LayoutSema
import LayoutSyntax

/// `definition`, `references`, `prepareRename` and `rename` for components, constants,
/// parameters (with the labels of the calls), `repeat` indices and tags, across imports: the
/// files of the workspace that import the file defining a name see its uses renamed too.
enum NavigationHandler {
    static func definition(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let offset = try context.offset(params)
        let analysis = context.analysis
        if case let .importPath(decl)? = SyntaxFinder.target(in: analysis.syntax.file, at: offset) {
            let directory = (analysis.path as NSString).deletingLastPathComponent
            let path = DocumentURI.canonical(
                decl.path.hasPrefix("/") ? decl.path : (directory as NSString).appendingPathComponent(decl.path))
            guard context.workspace.contents(of: path) != nil else { return .null }
            return ["uri": .string(DocumentURI.uri(of: path)),
                    "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]]
        }
        guard let occurrence = analysis.symbols.occurrence(at: offset, in: analysis.file.id),
              let declaration = analysis.symbols.declaration(of: occurrence.key) else { return .null }
        return RangeConverter(sources: analysis.sources, encoding: context.encoding).location(declaration.range)
    }

    /// Every occurrence of `key`, as (uri, LSP range), in the document, its imports and the
    /// workspace files that share the definition.
    static func occurrences(
        of key: SymbolKey, context: RequestContext
    ) -> [(uri: String, range: JSONValue, isDeclaration: Bool, start: Int)] {
        let analysis = context.analysis
        var found: [(uri: String, range: JSONValue, isDeclaration: Bool, start: Int)] = []
        var seen: Set<String> = []
        func add(_ occurrence: SymbolOccurrence, sources: SourceManager) {
            let path = DocumentURI.canonical(sources[occurrence.range.file].name)
            guard seen.insert("\(path):\(occurrence.range.start)").inserted else { return }
            let converter = RangeConverter(sources: sources, encoding: context.encoding)
            found.append((DocumentURI.uri(of: path), converter.range(occurrence.range), occurrence.isDeclaration,
                          occurrence.range.start))
        }
        // The document and its imports.
        for occurrence in analysis.symbols.occurrences(of: key)
        where !analysis.sources[occurrence.range.file].name.hasPrefix("<") {
            add(occurrence, sources: analysis.sources)
        }
        guard case .repeatIndex = key else {
            // Other files: those whose imports reach the defining file (for a tag: the document).
            let defining: String
            switch key {
            case let .global(name), let .parameter(name, _):
                guard let range = analysis.symbols.globals[name]?.range else { return found }
                defining = DocumentURI.canonical(analysis.sources[range.file].name)
            default:
                defining = DocumentURI.canonical(analysis.path)
            }
            let closurePaths = Set(analysis.sources.files.filter { !$0.name.hasPrefix("<") }
                                       .map { DocumentURI.canonical($0.name) })
            for path in context.workspace.layoutFiles() where !closurePaths.contains(path) {
                let closure = ImportClosure(path: path, workspace: context.workspace)
                guard closure.paths.contains(defining) else { continue }
                for occurrence in closure.rootOccurrences(of: key) { add(occurrence, sources: closure.sources) }
            }
            return found
        }
        return found
    }

    static func references(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let offset = try context.offset(params)
        let includeDeclaration = params["context"]?["includeDeclaration"]?.boolValue ?? true
        let analysis = context.analysis
        guard let occurrence = analysis.symbols.occurrence(at: offset, in: analysis.file.id) else { return .array([]) }
        return .array(occurrences(of: occurrence.key, context: context)
            .filter { includeDeclaration || !$0.isDeclaration }
            .map { ["uri": .string($0.uri), "range": $0.range] })
    }

    static func prepareRename(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let offset = try context.offset(params)
        let analysis = context.analysis
        guard let occurrence = analysis.symbols.occurrence(at: offset, in: analysis.file.id) else { return .null }
        return ["range": context.range(occurrence.range),
                "placeholder": .string(analysis.file.text(in: occurrence.range))]
    }

    static let keywords: Set<String> = ["let", "import", "repeat", "proposal", "true", "false", "inf", "nil"]

    static func rename(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let offset = try context.offset(params)
        let newName = try params.string("newName")
        let analysis = context.analysis
        guard let occurrence = analysis.symbols.occurrence(at: offset, in: analysis.file.id) else {
            throw .requestFailed("there is nothing to rename here: "
                                     + "only components, constants, parameters, repeat indices and tags can be renamed")
        }
        let isIdentifier = newName.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && newName.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        var isTag = false
        if case .tag = occurrence.key { isTag = true }
        guard isIdentifier, isTag || !keywords.contains(newName) else {
            throw .requestFailed("'\(newName)' is not a valid name: "
                                     + "use letters, digits and _, not starting with a digit"
                                     + (isTag ? "" : ", and not a keyword"))
        }
        switch occurrence.key {
        case .global where analysis.symbols.globals[newName] != nil:
            throw .requestFailed("'\(newName)' is already defined")
        case let .parameter(component, _)
            where analysis.symbols.globals[component]?.decl.parameters?.contains(where: { $0.name.name == newName })
                == true:
            throw .requestFailed("'\(component)' already has a parameter '\(newName)'")
        default:
            break
        }
        var changes: [String: [JSONValue]] = [:]
        for found in occurrences(of: occurrence.key, context: context) {
            changes[found.uri, default: []].append(["range": found.range, "newText": .string(newName)])
        }
        return ["changes": .object(changes.mapValues { .array($0) })]
    }
}
