import Foundation
import Testing
import LayoutJSON
import LayoutSema
@testable import LayoutServer

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The editor configurations in `Editors/` agree with the project: the grammar copies with
/// `Grammar/`, the grammar's word lists with the built-in registry, the VS Code settings with
/// the server's.
struct EditorFilesTests {
    func read(_ path: String) throws -> String { try String(contentsOfFile: repositoryRoot + "/" + path, encoding: .utf8) }

    func json(_ path: String) throws -> JSONValue { try JSONParser.parse(try read(path)) }

    @Test func grammarCopiesAreTheGrammar() throws {
        #expect(try read("Editors/vscode/syntaxes/layout.tmLanguage.json") == read("Grammar/layout.tmLanguage.json"))
        // Sublime reads property lists: the same grammar, converted.
        let plistData = try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/Editors/sublime/Layout.tmLanguage"))
        let plist = try PropertyListSerialization.propertyList(from: plistData, format: nil) as? NSDictionary
        var grammar = try JSONSerialization.jsonObject(with: Data(try read("Grammar/layout.tmLanguage.json").utf8)) as? [String: Any] ?? [:]
        grammar["$schema"] = nil
        #expect(plist == (grammar as NSDictionary), "regenerate Editors/sublime/Layout.tmLanguage from the grammar (python3 plistlib)")
    }

    /// The alternatives of the grammar's `match` in `repository.KEY`.
    func words(_ key: String) throws -> Set<String> {
        let grammar = try json("Grammar/layout.tmLanguage.json")
        let match = try #require(grammar["repository"]?[key]?["patterns"]?.arrayValue?.first?["match"]?.stringValue)
        let inner = match.replacingOccurrences(of: "\\b(?:", with: "").replacingOccurrences(of: ")\\b", with: "")
        return Set(inner.split(separator: "|").map(String.init))
    }

    @Test func grammarWordListsFollowTheRegistry() throws {
        #expect(try words("elements") == Set(BuiltinRegistry.elements.map(\.name)))
        #expect(try words("colors") == Set(BuiltinRegistry.colorNames))
        #expect(try words("gridItems") == Set(BuiltinRegistry.values.map(\.name)))
        var enumerations: Set<String> = []
        for spec in BuiltinRegistry.elements + BuiltinRegistry.modifiers {
            for parameter in spec.parameters {
                if case let .enumeration(values) = parameter.type { enumerations.formUnion(values) }
            }
        }
        // Text styles are what `.font` takes by name; `proposal` is a keyword, coloured as one.
        enumerations.formUnion(BuiltinRegistry.textStyles.map(\.name))
        #expect(try words("enumerations") == enumerations.subtracting(["proposal"]))
    }

    @Test func vsCodeExtensionDeclaresTheLanguageAndTheServerSettings() throws {
        let package = try json("Editors/vscode/package.json")
        let language = try #require(package["contributes"]?["languages"]?.arrayValue?.first)
        #expect(language["id"] == "layout")
        #expect(language["extensions"] == [".layout"])
        #expect(package["contributes"]?["grammars"]?.arrayValue?.first?["scopeName"] == "source.layout")
        let properties = Set(package["contributes"]?["configuration"]?["properties"]?.objectValue?.keys.map { $0 } ?? [])
        #expect(properties == ["layoutc.path", "layoutc.proposal", "layoutc.inlayHints", "layoutc.diagnosticsDelay",
                               "layoutc.font", "layoutc.swiftUI"])
        // `swiftUI` is the client's (which documents it sends); every other setting the extension
        // offers is one the server reads.
        let extensionSource = try read("Editors/vscode/extension.js")
        #expect(extensionSource.contains("get(\"swiftUI\")") && extensionSource.contains("language: \"swift\""))
        var settings = ServerSettings()
        #expect(settings.update(from: ["proposal": "375xnil", "inlayHints": true, "diagnosticsDelay": 20, "font": "model"])
                    .isEmpty)
        let configuration = try json("Editors/vscode/language-configuration.json")
        #expect(configuration["comments"]?["lineComment"] == "//")
        #expect(configuration["brackets"] == [["(", ")"], ["<", ">"]])
    }

    @Test func everyEditorRunsTheServer() throws {
        for path in ["Editors/neovim/layoutc.lua", "Editors/helix/languages.toml", "Editors/sublime/LSP-layoutc.sublime-settings",
                     "Editors/emacs/layoutc.el", "Editors/vscode/extension.js"] {
            let text = try read(path)
            #expect(text.contains("\"layoutc\"") && text.contains("\"lsp\""), "\(path) does not start layoutc lsp")
        }
        for folder in ["neovim", "helix", "sublime", "emacs", "vscode"] {
            #expect(FileManager.default.fileExists(atPath: repositoryRoot + "/Editors/\(folder)/README.md"), "\(folder) has no README")
        }
    }
}

/// The server's reads of files on disk are kept while the file is the one read (`DiskCache`), and
/// never serve old bytes: a file written again (in place, the same size) is read again, settled
/// (modified over `settle` seconds ago) or not.
struct DiskCacheTests {
    @Test func aFileWrittenAgainIsReadAgain() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/View.swift"
        let cache = DiskCache()
        func write(_ text: String, modified: Date? = nil) throws {
            // In place: the same inode, and the same size each time.
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
            if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path) }
        }
        FileManager.default.createFile(atPath: path, contents: nil)
        try write("let a = 1\n")
        #expect(cache.read(path) == Array("let a = 1\n".utf8))
        try write("let b = 2\n")
        #expect(cache.read(path) == Array("let b = 2\n".utf8))
        // Settled: kept, and read again once its time changes.
        let old = Date(timeIntervalSinceNow: -60)
        try write("let c = 3\n", modified: old)
        #expect(cache.read(path) == Array("let c = 3\n".utf8))
        #expect(cache.read(path) == Array("let c = 3\n".utf8))
        try write("let d = 4\n", modified: old.addingTimeInterval(1))
        #expect(cache.read(path) == Array("let d = 4\n".utf8))
        try FileManager.default.removeItem(atPath: path)
        #expect(cache.read(path) == nil)
        #expect(cache.read(directory) == nil)
        // A FIFO is not opened (it would wait for a writer).
        #expect(mkfifo(directory + "/Pipe.swift", 0o644) == 0)
        #expect(cache.read(directory + "/Pipe.swift") == nil)
    }
}
