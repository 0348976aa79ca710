import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutSema

/// A compilation that keeps its fragments, of `text` as the file `path`, taking from `previous`.
private func compileKeeping(_ text: [UInt8], path: String, reusing previous: CheckedFragments?) -> CompileResult {
    let sources = SourceManager()
    let file = sources.add(name: path, bytes: text)
    var options = CompileOptions()
    options.keepsFragments = true
    options.reusing = previous
    return Compiler.compile(file, sources: sources, options: options)
}

/// Everything a compilation says, as lines: its diagnostics, then every node of its tree
/// (element, name, tag, colour, appearance, children, origin with its call chain).
private func everything(_ result: CompileResult) -> [String] {
    var lines = result.diagnostics.map { "\($0)" }
    guard let program = result.program else { return lines + ["no program"] }
    let tree = program.tree
    lines.append("proposal \(String(describing: program.declaredProposal)) ignores \(program.ignoredSafeAreaEdges.sorted())")
    lines.append("root \(String(describing: tree.root)) depth \(tree.depth)")
    for index in 0..<tree.count {
        let node = tree[LayoutNodeID(index)]
        let origin = program.origin(of: LayoutNodeID(index))
        lines.append("\(index) \(node.element) \(node.metadata.name) \(node.metadata.tag ?? "-") "
                         + "\(node.metadata.fill ?? "-") \(node.metadata.appearance) "
                         + "\(tree.children(of: LayoutNodeID(index)).map(\.index)) "
                         + "\(tree.parent(of: LayoutNodeID(index))?.index ?? -1) "
                         + "\(origin.map { "\($0.range) \($0.extent) \($0.callChain)" } ?? "none")")
    }
    return lines
}

/// A screen of `rows` rows, as the editor benchmark's.
private func screen(rows: Int) -> String {
    var lines = ["proposal(375, nil)", "let gap = 8", "let tag(w: 40) = box(width: w, height: 20).padding(4)", "",
                 "vstack(alignment: leading, spacing: 4) <"]
    for row in 0..<rows {
        lines += ["  hstack(spacing: gap) <", "    tag(w: \(row % 50 + 10)) #t\(row)",
                  "    text(\"item \(row)\", size: 14).padding(horizontal: 8)", "    spacer", "  >"]
    }
    return (lines + [">"]).joined(separator: "\n") + "\n"
}

struct FragmentReuseTests {
    @Test func anEditInOneRowReusesEveryOtherRow() throws {
        let text = Array(screen(rows: 40).utf8)
        let first = compileKeeping(text, path: "/screen.layout", reusing: nil)
        let fragments = try #require(first.fragments)
        // Each row, and its tag, text and spacer: four fragments and the row.
        #expect(fragments.count == 40 * 4)
        var edited = text
        let needle = Array("tag(w: 30)".utf8)
        let at = try #require((0..<text.count).first { text[$0...].starts(with: needle) }) + needle.count - 2
        edited[at] = UInt8(ascii: "7")
        let reused = compileKeeping(edited, path: "/screen.layout", reusing: fragments)
        let fresh = compileKeeping(edited, path: "/screen.layout", reusing: nil)
        #expect(everything(reused) == everything(fresh))
        let program = try #require(reused.program)
        // The 39 rows the edit did not touch, and in the edited row its text and spacer.
        #expect(program.reused.count == 39 + 2)
        #expect(reused.fragments?.count == 40 * 4)
    }

    @Test func theSameTextAfterAnEditIsTakenWhole() throws {
        let text = Array(screen(rows: 10).utf8)
        let first = compileKeeping(text, path: "/screen.layout", reusing: nil)
        var inserted = text
        inserted.insert(contentsOf: Array("  box(10x10)\n".utf8), at: text.count - 2)
        let second = compileKeeping(inserted, path: "/screen.layout", reusing: first.fragments)
        #expect(everything(second) == everything(compileKeeping(inserted, path: "/screen.layout", reusing: nil)))
        #expect(second.program?.reused.count == 10)
        let third = compileKeeping(text, path: "/screen.layout", reusing: second.fragments)
        #expect(everything(third) == everything(first))
        #expect(third.program?.reused.count == 10)
    }

    /// Every sample, fixture and example, edited at random a character or a line at a time: the
    /// compilation that takes from the last one says exactly what one from scratch says.
    @Test func randomEditsCompileAsFromScratch() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Samples", "Tests/Fixtures", "Examples"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "layout" { files.append(url) }
        }
        files.sort { $0.path < $1.path }
        #expect(files.count > 50)
        var generator = SeededGenerator(seed: 28)
        var reusedAny = 0
        var compiledEdits = 0
        for url in files {
            guard let original = FileManager.default.contents(atPath: url.path).map(Array.init) else { continue }
            var text = original
            var previous = compileKeeping(text, path: url.path, reusing: nil).fragments
            for _ in 0..<12 {
                text = RandomEdit.apply(to: text, using: &generator)
                let reused = compileKeeping(text, path: url.path, reusing: previous)
                let fresh = compileKeeping(text, path: url.path, reusing: nil)
                let (a, b) = (everything(reused), everything(fresh))
                let same = a == b
                let first = zip(a, b).first { $0 != $1 }.map { "reused: \($0.0)\nfresh:  \($0.1)" }
                    ?? "\(a.count) against \(b.count) lines"
                #expect(same, "\(url.lastPathComponent): \(first)")
                if !same { break }
                if let fragments = reused.fragments { previous = fragments }
                if reused.program?.reused.isEmpty == false { reusedAny += 1 }
                if reused.program != nil { compiledEdits += 1 }
            }
        }
        // Most edits that compile leave something to reuse.
        #expect(reusedAny * 2 > compiledEdits, "\(reusedAny) of \(compiledEdits)")
    }
}

/// A small deterministic generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// What a person typing does to a text: a digit changed, a character typed or deleted, a line
/// duplicated, deleted or moved.
enum RandomEdit {
    static func apply(to text: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        guard !text.isEmpty else { return Array("box(10x10)".utf8) }
        var text = text
        let at = Int.random(in: 0..<text.count, using: &generator)
        let lineStart = text[..<at].lastIndex(of: 10).map { $0 + 1 } ?? 0
        let lineEnd = text[at...].firstIndex(of: 10).map { $0 + 1 } ?? text.count
        switch Int.random(in: 0..<9, using: &generator) {
        case 0, 1:
            // A digit of a number, or a character, changed.
            if let digit = text[at...].firstIndex(where: { $0 >= 48 && $0 <= 57 }) {
                text[digit] = UInt8(48 + Int.random(in: 0...9, using: &generator))
            }
        case 2: text.insert(32, at: at)
        case 3: text.remove(at: at)
        case 4: text.insert(contentsOf: text[lineStart..<lineEnd], at: lineStart)
        case 5: text.removeSubrange(lineStart..<lineEnd)
        case 6:
            // A line moved down past the next one.
            let line = Array(text[lineStart..<lineEnd])
            text.removeSubrange(lineStart..<lineEnd)
            let next = text[lineStart...].firstIndex(of: 10).map { $0 + 1 } ?? text.count
            text.insert(contentsOf: line, at: next)
        case 7: text.insert(contentsOf: Array(" box(12x8)".utf8), at: at)
        default: text.insert(contentsOf: Array(".padding(2)".utf8), at: at)
        }
        return text
    }
}
