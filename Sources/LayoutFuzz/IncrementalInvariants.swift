import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutLint
import LayoutSema

/// The incremental analysis of an edited document (`docs/language-server.md`) against the
/// analysis from scratch: the compilation that takes from the last one (`CompileOptions.reusing`)
/// and the lint that lays out from the last lint's layouts must say exactly what they say without.
/// The fuzzer edits each input once (`RandomEdit`, seeded by the input) and compares; the tests
/// edit every sample many times.
public enum IncrementalAnalysis {
    /// `text` compiled as the file `path`, keeping its fragments, taking from `previous`; its
    /// imports read from disk when `readsImports`.
    public static func compile(_ text: [UInt8], path: String, reusing previous: CheckedFragments?,
                               maxNodes: Int = 5_000_000, readsImports: Bool = true) -> CompileResult {
        let sources = SourceManager()
        let file = sources.add(name: path, bytes: text)
        var options = compileOptions(maxNodes: maxNodes, readsImports: readsImports)
        options.keepsFragments = true
        options.reusing = previous
        return Compiler.compile(file, sources: sources, options: options)
    }

    /// `result` (of `text` as `path`) linted at `proposals` (none: the file's own, with the
    /// phones) and two Dynamic Type sizes, keeping its layouts, laying out from `previous`'s.
    public static func lint(_ result: CompileResult, text: [UInt8], path: String, previous: LintResult?,
                            proposals: [ProposedViewSize] = [], readsImports: Bool = true) -> LintResult {
        let sources = SourceManager()
        let file = sources.add(name: path, bytes: text)
        var options = LintOptions(compile: compileOptions(maxNodes: 5_000_000, readsImports: readsImports))
        options.proposals = proposals
        options.devices = proposals.isEmpty
        options.dynamicTypes = [.large, .accessibility3]
        options.breakpoints = .none
        options.keepsInspections = true
        return Linter.lint(compiled: result, file: file, sources: sources, options: options, previous: previous)
    }

    static func compileOptions(maxNodes: Int, readsImports: Bool) -> CompileOptions {
        readsImports ? CompileOptions(maxNodes: maxNodes)
            : CompileOptions(loadFile: { _ in .failure(ImportError("no imports here")) }, maxNodes: maxNodes)
    }

    /// Everything a compilation says, as lines: its diagnostics, its tokens, then every node of
    /// its tree (element, name, tag, colour, appearance, children, parent, origin and call chain).
    public static func lines(of result: CompileResult) -> [String] {
        var lines = result.diagnostics.map { "\($0)" }
        lines += result.syntax.tokens.map { "token \($0.kind) \($0.triviaStart) \($0.startOffset) \($0.endOffset)" }
        lines.append("tags \(result.syntax.tagCount) tokens \(result.syntax.tokenCount)")
        guard let program = result.program else { return lines + ["no program"] }
        let tree = program.tree
        lines.append("proposal \(String(describing: program.declaredProposal)) "
                         + "ignores \(program.ignoredSafeAreaEdges.sorted())")
        lines.append("root \(String(describing: tree.root)) depth \(tree.depth)")
        for index in 0..<tree.count {
            let id = LayoutNodeID(index)
            let node = tree[id]
            let origin = program.origin(of: id)
            lines.append("\(index) \(node.element) \(node.metadata.name) \(node.metadata.tag ?? "-") "
                             + "\(node.metadata.fill ?? "-") \(node.metadata.appearance) "
                             + "\(tree.children(of: id).map(\.index)) \(tree.parent(of: id)?.index ?? -1) "
                             + "\(origin.map { "\($0.range) \($0.extent) \($0.callChain)" } ?? "none")")
        }
        return lines
    }

    /// Everything a lint says, as lines: its findings, then every frame, placement proposal and
    /// fact at each configuration.
    public static func lines(of result: LintResult) -> [String] {
        var lines = result.diagnostics.map { "\($0)" }
        for configuration in result.configurations {
            lines.append("at \(configuration.label)")
            guard let inspection = result.inspections[configuration] else { continue }
            for index in 0..<inspection.result.frames.count {
                lines.append("\(index) \(String(describing: inspection.result.frames[index])) "
                                 + "\(String(describing: inspection.result.placementProposals[index]))")
            }
            lines.append("clamps \(inspection.clamps) unplaced \(inspection.unplaced)")
        }
        return lines
    }

    /// Where `incremental` and `fromScratch` first differ, or nil when they are the same.
    public static func difference(_ incremental: [String], _ fromScratch: [String]) -> String? {
        guard incremental != fromScratch else { return nil }
        return zip(incremental, fromScratch).first { $0 != $1 }.map { "incremental: \($0.0)\nfrom scratch: \($0.1)" }
            ?? "\(incremental.count) against \(fromScratch.count) lines"
    }

    /// The fuzzer's check: `bytes`, then `bytes` edited once, each compiled and linted (at two
    /// proposals) taking from the one before and from scratch.
    static func problems(_ bytes: [UInt8], maxNodes: Int) -> [String] {
        let path = "/fuzz.layout"
        let proposals = [ProposedViewSize(width: 320, height: nil), ProposedViewSize(width: 200, height: 400)]
        let first = compile(bytes, path: path, reusing: nil, maxNodes: maxNodes, readsImports: false)
        guard let fragments = first.fragments else { return [] }
        let firstLint = lint(first, text: bytes, path: path, previous: nil, proposals: proposals, readsImports: false)
        var generator = RandomEdit.Generator(seed: PipelineInvariants.fingerprint(bytes))
        let edited = RandomEdit.apply(to: bytes, using: &generator)
        let reused = compile(edited, path: path, reusing: fragments, maxNodes: maxNodes, readsImports: false)
        let fresh = compile(edited, path: path, reusing: nil, maxNodes: maxNodes, readsImports: false)
        if let difference = difference(lines(of: reused), lines(of: fresh)) {
            return ["incremental compilation after an edit: \(difference)"]
        }
        let reusedLint = lint(reused, text: edited, path: path, previous: firstLint, proposals: proposals,
                              readsImports: false)
        let freshLint = lint(fresh, text: edited, path: path, previous: nil, proposals: proposals, readsImports: false)
        if let difference = difference(lines(of: reusedLint), lines(of: freshLint)) {
            return ["incremental lint after an edit: \(difference)"]
        }
        return []
    }
}

/// What a person typing does to a text: a digit changed, a character typed or deleted, a line
/// duplicated, deleted or moved, an element or a modifier typed in.
public enum RandomEdit {
    /// A small deterministic generator (SplitMix64, Steele, Lea, Flood 2014).
    public struct Generator: RandomNumberGenerator {
        var state: UInt64
        public init(seed: UInt64) { state = seed }
        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    public static func apply(to text: [UInt8], using generator: inout Generator) -> [UInt8] {
        guard !text.isEmpty else { return Array("box(10x10)".utf8) }
        var text = text
        let at = Int.random(in: 0..<text.count, using: &generator)
        let lineStart = text[..<at].lastIndex(of: 10).map { $0 + 1 } ?? 0
        let lineEnd = text[at...].firstIndex(of: 10).map { $0 + 1 } ?? text.count
        switch Int.random(in: 0..<9, using: &generator) {
        case 0, 1:
            // A digit of a number changed.
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
