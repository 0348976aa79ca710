import Foundation
import Testing
import LayoutJSON
@testable import LayoutServer

/// Every request the server answers, with values worked out by hand (text in the deterministic
/// model: the `font` setting is "model").
struct FeatureTests {
    static let profile = """
    let gap = 8
    let tag(w: 40) = box(width: w, height: 20).padding(4)

    hstack(spacing: gap) <
      tag(w: 60) #first
      vstack(alignment: leading) < box(10x10) text("hi") >
    > #row
    """

    func start(_ text: String = profile, uri: String = "file:///w/p.layout", capabilities: JSONValue = ["textDocument": ["hover": ["contentFormat": ["markdown"]], "completion": ["completionItem": ["snippetSupport": true]], "documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]], options: JSONValue = ["diagnosticsDelay": 0, "proposal": "nilxnil", "font": "model"]) -> ServerHarness {
        let server = ServerHarness()
        server.initialize(capabilities: capabilities, options: options)
        server.open(uri, text)
        _ = server.diagnostics(uri)
        return server
    }

    @Test func hoverShowsTheDocTheFrameAndTheChildren() throws {
        let server = start()
        // hstack at nil×nil: tag(w: 60) is 68×28 (60+8 by 20+8); the vstack is 16×38 (box 10×10, gap 8,
        // text "hi" 2 × 8 by 20); with spacing 8: 92×38. Placed with the stack's height: nil×38,
        // the padding centred at y = (38 − 28) / 2 = 5.
        let hstack = try #require(server.call("textDocument/hover", at("file:///w/p.layout", 3, 2))?["contents"]?["value"]?.stringValue)
        #expect(hstack.contains("**hstack** — a horizontal stack (SwiftUI's HStack)"))
        #expect(hstack.contains("frame     (0, 0) 92×38"))
        #expect(hstack.contains("proposed  nil×nil"))
        #expect(hstack.contains("padding #first  nil×38 → 68×28 at (0, 5)"), "\(hstack)")
        #expect(hstack.contains("vstack          nil×38 → 16×38 at (76, 0)"), "\(hstack)")
        // A component call: the component's signature and the frame of what it made.
        let call = try #require(server.call("textDocument/hover", at("file:///w/p.layout", 4, 3))?["contents"]?["value"]?.stringValue)
        #expect(call.contains("let tag(w: 40)"))
        #expect(call.contains("frame     (0, 5) 68×28"))
        // A modifier inside the component: one line per instance used.
        let padding = try #require(server.call("textDocument/hover", at("file:///w/p.layout", 1, 45))?["contents"]?["value"]?.stringValue)
        #expect(padding.contains("**.padding**"))
        #expect(padding.contains("frame     (0, 5) 68×28"))
        // A label of a built-in.
        let label = try #require(server.call("textDocument/hover", at("file:///w/p.layout", 3, 8))?["contents"]?["value"]?.stringValue)
        #expect(label.contains("**spacing:** a non-negative number or nil"))
        // Nothing to say on an operator or a number.
        #expect(server.call("textDocument/hover", at("file:///w/p.layout", 0, 10)) == .null)
        #expect(server.shutdown() == 0)
    }

    @Test func completion() throws {
        let server = start("hstack(alignment: top, ) < box(1x1). >\nlet c(x) = x\n")
        func labels(_ line: Int, _ character: Int) -> [String] {
            server.call("textDocument/completion", at("file:///w/p.layout", line, character))?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        }
        // After "(…, ": the labels not given yet.
        let arguments = labels(0, 23)
        #expect(arguments.contains("spacing:"))
        #expect(!arguments.contains("alignment:"))
        // After "alignment: ": the vertical alignments only.
        let values = labels(0, 18)
        #expect(values.contains("firstTextBaseline"))
        #expect(!values.contains("leading"))
        // After ".": modifiers.
        let modifiers = labels(0, 36)
        #expect(modifiers.contains("padding") && modifiers.contains("frame") && !modifiers.contains("hstack"))
        // In children: elements, components.
        let elements = labels(0, 27)
        #expect(elements.contains("vstack") && elements.contains("c") && elements.contains("repeat"))
        // A snippet for a leaf with a required size.
        let items = server.call("textDocument/completion", at("file:///w/p.layout", 0, 27))?.arrayValue ?? []
        let box = try #require(items.first { $0["label"] == "box" })
        #expect(box["insertText"] == "box(${1:40x20})")
        #expect(box["insertTextFormat"] == 2)
        #expect(box["documentation"]?["value"]?.stringValue?.hasPrefix("A fixed-size box") == true)
        #expect(server.shutdown() == 0)
    }

    /// The new syntax (issue 11): a leading dot after a label completes that label's values;
    /// hover, symbols and references reach inside `if` blocks, lists and repeat indices.
    @Test func swiftUISyntax() throws {
        let text = """
        let compact = false
        vstack(alignment: .leading) <
          if compact < text("a") > else < box(1x1).padding(.horizontal, 4).frame(maxWidth: .) >
          repeat(["x", "y"], as: name, index: i) < text("\\(i): \\(name)") >
        >
        """
        let server = start(text)
        func labels(_ line: Int, _ character: Int) -> [String] {
            server.call("textDocument/completion", at("file:///w/p.layout", line, character))?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        }
        // "alignment: ." → the horizontal alignments, not modifiers.
        let alignments = labels(1, 19)
        #expect(alignments.contains("leading") && alignments.contains("trailing") && !alignments.contains("padding"), "\(alignments)")
        // "maxWidth: ." → infinity.
        #expect(labels(2, 84) == ["infinity"], "\(labels(2, 84))")
        // ".padding(." → edges.
        #expect(labels(2, 52).contains("horizontal"))
        // Hover on an element inside the else branch.
        let hover = server.call("textDocument/hover", at("file:///w/p.layout", 2, 35))?["contents"]?["value"]?.stringValue ?? ""
        #expect(hover.contains("**box**"), "\(hover)")
        // The symbols hold the if and its branches' elements.
        let symbols = try #require(server.call("textDocument/documentSymbol", ["textDocument": ["uri": "file:///w/p.layout"]])?.arrayValue)
        let stack = try #require(symbols.first { $0["name"]?.stringValue?.hasPrefix("vstack") == true })
        let inner = stack["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(inner.contains("if") && inner.contains("repeat"), "\(inner)")
        // References of the repeat's index name: its declaration and its use in the string.
        let references = server.call("textDocument/references", ["textDocument": ["uri": "file:///w/p.layout"], "position": position(3, 38), "context": ["includeDeclaration": true]])?.arrayValue ?? []
        #expect(references.count == 2, "\(references)")
        #expect(server.shutdown() == 0)
    }

    @Test func signatureHelp() throws {
        let server = start("wrap(alignment: leading, spacing: 4) < box(1x1) >")
        let help = try #require(server.call("textDocument/signatureHelp", at("file:///w/p.layout", 0, 34)))
        let signature = try #require(help["signatures"]?.arrayValue?.first)
        #expect(signature["label"]?.stringValue?.hasPrefix("wrap(alignment: one of topLeading") == true)
        #expect(help["activeParameter"] == 1)
        #expect(server.shutdown() == 0)
    }

    @Test func formattingAndRangeFormatting() throws {
        let server = start("let a=1\nvstack<box(1x1)\n  box( 2x2 )>\n")
        let edits = try #require(server.call("textDocument/formatting", ["textDocument": ["uri": "file:///w/p.layout"], "options": ["tabSize": 8, "insertSpaces": true]])?.arrayValue)
        #expect(edits == [
            ["range": ["start": position(0, 0), "end": position(3, 0)], "newText": "let a = 1\nvstack < box(1x1) box(2x2) >\n"],
        ])
        let ranged = try #require(server.call("textDocument/rangeFormatting", ["textDocument": ["uri": "file:///w/p.layout"], "range": ["start": position(0, 0), "end": position(0, 3)], "options": ["tabSize": 2, "insertSpaces": true]])?.arrayValue)
        #expect(ranged.count == 1)
        // A syntax error: formatting is refused with a message, nothing is edited.
        server.notify("textDocument/didChange", ["textDocument": ["uri": "file:///w/p.layout", "version": 2], "contentChanges": [["text": "vstack < box(1x1)"]]])
        let id = server.request("textDocument/formatting", ["textDocument": ["uri": "file:///w/p.layout"], "options": ["tabSize": 2, "insertSpaces": true]])
        #expect(server.response(id)?["error"]?["message"]?.stringValue?.hasPrefix("cannot format: the file has a syntax error") == true)
        #expect(server.shutdown() == 0)
    }

    @Test func documentSymbols() throws {
        let server = start()
        let symbols = try #require(server.call("textDocument/documentSymbol", ["textDocument": ["uri": "file:///w/p.layout"]])?.arrayValue)
        #expect(symbols.map { $0["name"] } == ["gap", "tag", "hstack #row"])
        #expect(symbols[1]["detail"] == "(w)")
        let children = symbols[2]["children"]?.arrayValue ?? []
        #expect(children.map { $0["name"] } == ["tag #first", "vstack"])
        #expect(children[1]["children"]?.arrayValue?.map { $0["name"] } == ["box", "text"])
        #expect(server.shutdown() == 0)
    }

    @Test func definitionReferencesAndRenameAcrossImports() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "let tile(size: 10) = box(width: size, height: size)\n".write(toFile: directory + "/lib.layout", atomically: true, encoding: .utf8)
        try "import \"lib.layout\"\nvstack < tile(size: 4) >\n".write(toFile: directory + "/other.layout", atomically: true, encoding: .utf8)
        let main = DocumentURI.uri(of: directory + "/main.layout")
        let library = DocumentURI.uri(of: directory + "/lib.layout")
        let other = DocumentURI.uri(of: directory + "/other.layout")
        let server = ServerHarness()
        server.initialize(rootPath: directory)
        server.open(main, "import \"lib.layout\"\nhstack < tile tile(size: 20) >\n")
        _ = server.diagnostics(main)
        let definition = try #require(server.call("textDocument/definition", at(main, 1, 10)))
        #expect(definition == ["uri": .string(library), "range": ["start": position(0, 4), "end": position(0, 8)]])
        let importTarget = try #require(server.call("textDocument/definition", at(main, 0, 10)))
        #expect(importTarget["uri"] == .string(library))

        let references = try #require(server.call("textDocument/references", at(main, 1, 10).merging(["context": ["includeDeclaration": true]]))?.arrayValue)
        let places = Set(references.compactMap { reference -> String? in
            guard let uri = reference["uri"]?.stringValue, let line = reference["range"]?["start"]?["line"]?.intValue,
                  let character = reference["range"]?["start"]?["character"]?.intValue else { return nil }
            return "\(uri.split(separator: "/").last ?? ""):\(line):\(character)"
        })
        #expect(places == ["lib.layout:0:4", "main.layout:1:9", "main.layout:1:14", "other.layout:1:9"])

        // Renaming the parameter renames its declaration, its uses and the labels of the calls.
        let prepare = try #require(server.call("textDocument/prepareRename", at(main, 1, 20)))
        #expect(prepare["placeholder"] == "size")
        let rename = try #require(server.call("textDocument/rename", at(main, 1, 20).merging(["newName": "side"])))
        let changes = try #require(rename["changes"]?.objectValue)
        #expect(changes[library]?.arrayValue?.count == 3)
        #expect(changes[main]?.arrayValue?.count == 1)
        #expect(changes[other]?.arrayValue?.count == 1)
        let bad = server.request("textDocument/rename", at(main, 1, 10).merging(["newName": "9lives"]))
        #expect(server.response(bad)?["error"]?["code"]?.intValue == ErrorCode.requestFailed)
        #expect(server.shutdown() == 0)
    }

    @Test func codeActions() throws {
        let server = start("let tile = box(1x1)\nhstack < tilee box(2x2).padding(2) >\n")
        let actions = try #require(server.call("textDocument/codeAction", ["textDocument": ["uri": "file:///w/p.layout"],
            "range": ["start": position(1, 9), "end": position(1, 9)], "context": ["diagnostics": []]])?.arrayValue)
        let fix = try #require(actions.first { $0["kind"] == "quickfix" })
        #expect(fix["title"] == "Did you mean 'tile'?")
        #expect(fix["edit"]?["changes"]?["file:///w/p.layout"] == [["range": ["start": position(1, 9), "end": position(1, 14)], "newText": "tile"]])
        // Extract the element at the cursor into a component.
        let extract = try #require(server.call("textDocument/codeAction", ["textDocument": ["uri": "file:///w/p.layout"],
            "range": ["start": position(1, 16), "end": position(1, 16)], "context": ["diagnostics": [], "only": ["refactor"]]])?.arrayValue?.first)
        #expect(extract["title"] == "Extract component 'component'")
        #expect(extract["edit"]?["changes"]?["file:///w/p.layout"] == [
            ["range": ["start": position(1, 0), "end": position(1, 0)], "newText": "let component = box(2x2).padding(2)\n\n"],
            ["range": ["start": position(1, 15), "end": position(1, 34)], "newText": "component"],
        ])
        #expect(server.shutdown() == 0)
    }

    @Test func inlayHintsAreOffByDefault() throws {
        let range: JSONValue = ["textDocument": ["uri": "file:///w/p.layout"], "range": ["start": position(0, 0), "end": position(10, 0)]]
        let off = start()
        #expect(off.call("textDocument/inlayHint", range) == [])
        #expect(off.shutdown() == 0)
        let on = start(options: ["diagnosticsDelay": 0, "proposal": "nilxnil", "inlayHints": true, "font": "model"])
        let hints = try #require(on.call("textDocument/inlayHint", range)?.arrayValue)
        let labels = hints.map { "\($0["position"]?["line"]?.intValue ?? -1):\($0["label"]?.stringValue ?? "")" }
        #expect(labels.contains("6:92×38"), "\(labels)")  // the hstack, after its tag
        #expect(labels.contains("4:68×28"))               // tag(w: 60)
        #expect(labels.contains("5:10×10"))               // box(10x10)
        #expect(on.shutdown() == 0)
    }

    @Test func semanticTokens() throws {
        let server = start("let gap = 8 // spacing\nhstack(spacing: gap) < box(1x1).padding() #a >\n")
        let raw = server.call("textDocument/semanticTokens/full", ["textDocument": ["uri": "file:///w/p.layout"]])?["data"]?.arrayValue ?? []
        let data = raw.compactMap { $0.intValue }
        var absolute: [(Int, Int, Int, String)] = []
        var line = 0
        var character = 0
        for index in stride(from: 0, to: data.count, by: 5) {
            line += data[index]
            character = data[index] == 0 ? character + data[index + 1] : data[index + 1]
            absolute.append((line, character, data[index + 2], SemanticTokensHandler.types[data[index + 3]]))
        }
        let summary = absolute.map { "\($0.0):\($0.1):\($0.2) \($0.3)" }
        #expect(summary == [
            "0:0:3 keyword", "0:4:3 variable", "0:8:1 operator", "0:10:1 number", "0:12:10 comment",
            "1:0:6 struct", "1:7:7 property", "1:16:3 variable", "1:23:3 struct", "1:27:3 number", "1:32:7 method",
            "1:42:1 decorator", "1:43:1 decorator",
        ])
        #expect(server.shutdown() == 0)
    }

    @Test func foldingAndSelectionRanges() throws {
        let server = start()
        let folds = try #require(server.call("textDocument/foldingRange", ["textDocument": ["uri": "file:///w/p.layout"]])?.arrayValue)
        #expect(folds.contains(["startLine": 3, "endLine": 5]))
        let selection = try #require(server.call("textDocument/selectionRange", ["textDocument": ["uri": "file:///w/p.layout"], "positions": [position(5, 33)]])?.arrayValue?.first)
        // box → box(10x10) … children of vstack → vstack element → children of hstack → … → file
        var chain: [JSONValue] = []
        var current: JSONValue? = selection
        while let range = current?["range"] { chain.append(range); current = current?["parent"] }
        #expect(chain.first == ["start": position(5, 31), "end": position(5, 34)])
        #expect(chain.contains(["start": position(5, 31), "end": position(5, 41)]))
        #expect(chain.count >= 6)
        #expect(server.shutdown() == 0)
    }
}

extension JSONValue {
    func merging(_ other: [String: JSONValue]) -> JSONValue {
        .object((objectValue ?? [:]).merging(other) { _, new in new })
    }
}
