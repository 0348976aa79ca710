import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax
import LayoutEngine
import LayoutSema

/// A Swift root compiled as `.layout`: the reading is compiled, what the checker refuses is
/// dropped with a note and compiled again (so an unsupported construct never stops the file), and
/// every range — diagnostics, the program's origins — is moved back into the Swift files.
public enum SwiftCompilation {
    /// The most recompilations one root may take (each drops at least one construct).
    static let maxRounds = 64

    /// Compiles `reading` (of a file in `sources`), its generated text added to `sources` under
    /// `name`. The result's ranges are in the Swift files, the reader's notes among its
    /// diagnostics.
    public static func compile(_ reading: SwiftReading, name: String, sources: SourceManager,
                               options: CompileOptions) -> (result: CompileResult, reading: SwiftReading) {
        var reading = reading
        var options = options
        options.loadFile = { _ in .failure(ImportError("a view read from Swift imports nothing")) }
        // Every refusal of a round is dropped at once: a reading the checker refuses in thousands
        // of places (a damaged file's thousands of repeated views) takes two rounds, not one per
        // thousand. The checker's steps still bound its work.
        options.maxCheckErrors = 1_000_000
        var round = 0
        while true {
            round += 1
            let generated = sources.add(name: name, text: reading.text)
            let result = Compiler.compile(generated, sources: sources, options: options)
            let errors = result.diagnostics.filter { $0.severity == .error && $0.range?.file == generated.id }
            // A limit the whole reading reached (more elements than the cap) is no construct's
            // fault: dropping one at a time would compile it again up to `maxRounds` times.
            let progress = round < maxRounds && !errors.contains(where: Compiler.isLimit)
                && reading.drop(errors.map { ($0.range?.start ?? 0, $0.message) })
            if errors.isEmpty || !progress {
                // Nodes made by a construct the reader marked as resting on a stand-in.
                // A text inside a component takes its call's mark too (a value the call could not
                // give is, most often, text it shows), and so does what a parameter's default made.
                // And the nodes an app's modifier made, with where it is applied.
                if let program = result.program, !reading.standIns.isEmpty || !reading.draft.expandedAt.isEmpty {
                    // The constructs that are a parameter's default: what a call shows when the
                    // value it gave was left out (a content closure the checker refused).
                    let defaults = Set(reading.draft.definitions.flatMap { ($0.parameters ?? []).compactMap(\.id) })
                    for index in 0..<program.tree.count {
                        guard let origin = program.origin(of: LayoutNodeID(index)) else { continue }
                        let own = origin.range.file == generated.id ? reading.map.construct(at: origin.range.start) : nil
                        if let own, let site = reading.draft.expandedAt[own] { reading.expandedNodes[index] = site }
                        guard !reading.standIns.isEmpty else { continue }
                        let isDefault = own.map(defaults.contains) == true
                        let chain = program.tree.elementKind(at: index) == .text || isDefault ? origin.callChain : []
                        for (position, range) in ([origin.range] + chain).enumerated() where range.file == generated.id {
                            // Not a call's presence (a condition around the call): the call's views
                            // are there whenever it is, whatever they hold. A text's string stood
                            // in for yields to what a call further out stood in for (a value it
                            // could not read, the text's font among them: `LayoutDraft.mark`).
                            if let construct = reading.map.construct(at: range.start),
                               let reason = reading.standIns[construct],
                               position == 0 || !StandInMarks.isPresence(reason) {
                                if let marked = reading.standInNodes[index], !StandInMarks.isText(marked, onText: true) {
                                    break
                                }
                                if reading.standInNodes[index] == nil || !StandInMarks.isText(reason, onText: true) {
                                    reading.standInNodes[index] = reason
                                }
                                if !StandInMarks.isText(reason, onText: true) { break }
                            }
                        }
                    }
                }
                return (remap(result, generated: generated.id, reading: reading), reading)
            }
        }
    }

    /// `result` with its ranges in the Swift files: a range in the generated text becomes the Swift
    /// it came from (the file's start when it came from none); fix-its (edits of generated text)
    /// are dropped.
    static func remap(_ result: CompileResult, generated: SourceFileID, reading: SwiftReading) -> CompileResult {
        func move(_ range: SourceRange) -> SourceRange {
            guard range.file == generated else { return range }
            return reading.map.origin(of: range.start..<max(range.end, range.start + 1))
                ?? SourceRange(file: reading.file, start: 0, end: 0)
        }
        var mapped = result
        // The checker's warnings about the generated text (an unused parameter, a tag used twice)
        // say nothing true of the Swift: only its errors (which stopped the reading) are kept.
        let kept = result.diagnostics.filter { $0.range?.file != generated || $0.severity == .error }
        mapped.diagnostics = kept.map { diagnostic in
            var copy = diagnostic
            copy.range = diagnostic.range.map(move)
            copy.labels = diagnostic.labels.map { DiagnosticLabel(range: move($0.range), message: $0.message) }
            copy.notes = diagnostic.notes.map { DiagnosticNote(message: $0.message, range: $0.range.map(move)) }
            copy.fixIts = []
            return copy
        } + reading.notes
        if var program = result.program {
            program.origins = program.origins.mapped(move)
            mapped.program = program
        }
        return mapped
    }
}
