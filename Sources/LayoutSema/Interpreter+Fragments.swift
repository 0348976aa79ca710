import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// A checker's node that stands for a fragment of the last compilation (`CheckedFragments`).
struct ReusedFragment {
    /// The record in the last compilation's fragments.
    var record: Int32
    /// How far its text moved.
    var moved: Int
    /// The records this compilation keeps for it and the fragments inside it (its own last).
    var kept: Range<Int>
}

/// What the evaluation of the root changes, taken before it so that it can be evaluated again.
struct EvaluationState {
    var diagnostics: Int
    var reported: Set<Interpreter.ReportKey>
    var definitions: [Interpreter.Definition]
    var reportedUnusedParameters: Set<String>
    var nodes: CheckedNodes.Mark
    var steps: Int
    var errorEvents: Int
    var reportedErrors: Int
    var gaveUp: Bool
    var evaluationCut: Bool
    var callChains: Int
    var keptRecords: Int
    var keptLog: Int
}

extension Interpreter {
    // MARK: - Taking from the last compilation

    /// Takes `previous` (the last compilation of the file) when this text has the same items but
    /// for the root, and the same settings: the root's fragments may then be reused.
    func takeFragments(from previous: CheckedFragments?, file: SourceFile, parse: FileParse) {
        if keepsFragments || previous != nil {
            fileItems = []
            for item in syntax.ids(syntax.items(ofFile: parse.file)) {
                fileItems.append(syntax.range(of: item))
                if case let .root(expr) = syntax.item(item), expr == rootExpressions.first {
                    rootItem = fileItems.count - 1
                }
            }
        }
        guard let previous, previous.settings == CheckedFragments.Settings(options), previous.file == file.id,
              rootExpressions.count == 1, rootItem >= 0 else { return }
        var placement = TextPlacement(old: previous.bytes, new: file.bytes)
        let items = fileItems
        let rootIndex = rootItem
        guard items.count == previous.items.count, rootIndex == previous.rootItem else { return }
        // Every other item where it was, byte for byte: the definitions mean what they meant.
        for (index, item) in items.enumerated() where index != rootIndex {
            let old = previous.items[index]
            let moved = placement.map(SourceRange(file: file.id, start: old.lowerBound, end: old.upperBound),
                                      file: file.id)
            guard !placement.failed, moved == item,
                  previous.bytes[old].elementsEqual(file.bytes[item.start..<item.end]) else { return }
        }
        previousFragments = previous
        self.placement = placement
        reusedNodes.reserveCapacity(previous.records.count / 4)
        beforeRoot = EvaluationState(
            diagnostics: diagnostics.count, reported: reported, definitions: definitions,
            reportedUnusedParameters: reportedUnusedParameters, nodes: nodes.mark, steps: steps,
            errorEvents: errorEvents, reportedErrors: reportedErrors, gaveUp: gaveUp, evaluationCut: evaluationCut,
            callChains: callChains.count, keptRecords: keptRecords.count, keptLog: keptLog.count)
    }

    /// The root evaluated again without reuse, from the state before it (a reused fragment
    /// was lowered in another text environment than it is in now).
    func evaluateRootAgain(_ file: SourceFile, parse: FileParse) -> ElementRef? {
        guard let state = beforeRoot else { return nil }
        diagnostics.removeSubrange(state.diagnostics...)
        reported = state.reported
        definitions = state.definitions
        reportedUnusedParameters = state.reportedUnusedParameters
        nodes.removeAll(since: state.nodes)
        steps = state.steps
        errorEvents = state.errorEvents
        reportedErrors = state.reportedErrors
        gaveUp = state.gaveUp
        evaluationCut = state.evaluationCut
        callChains.removeSubrange(state.callChains...)
        keptRecords.removeSubrange(state.keptRecords...)
        keptLog.removeAll(from: state.keptLog)
        arenaOffset = 0
        reusedNodes = [:]
        reusedTrees = []
        reusedTexts = []
        previousFragments = nil
        placement = nil
        reuseFailed = false
        beforeRoot = nil
        return evaluateRoot(file, parse: parse, isLibrary: isLibraryFile)
    }

    // MARK: - Fragments being evaluated

    /// Whether an element child at `range` is a fragment: in the main file's own scope, where
    /// nothing but its text and the definitions decides what it means.
    @inline(__always)
    func isFragment(_ expr: SyntaxID, at range: SourceRange) -> Bool {
        (keepsFragments || previousFragments != nil) && scopes.isEmpty && callStack.isEmpty && speculative == 0
            && silenced == 0 && !insideGrid && !gaveUp && range.file == fileNodes[0].file.id
            && expr != rootExpressions.first
    }

    /// Where a fragment's evaluation started.
    struct FragmentMark {
        var events: Int
        var records: Int
        var steps: Int
        var arena: Int
        var outerPeak: Int
        var impurities: Int
        var errorEvents: Int
        var evaluationCut: Bool
    }

    func beginFragment() -> FragmentMark {
        openFragments += 1
        let arena = nodes.count + arenaOffset
        let mark = FragmentMark(events: keptLog.count, records: keptRecords.count, steps: steps, arena: arena,
                                outerPeak: arenaPeak, impurities: impurities, errorEvents: errorEvents,
                                evaluationCut: evaluationCut)
        arenaPeak = arena
        return mark
    }

    /// Keeps the fragment at `range` whose evaluation (from `mark`) made `made`, unless it
    /// failed, was cut short or read what another part of the file set.
    func endFragment(_ mark: FragmentMark, range: SourceRange, made: ElementRef?) {
        openFragments -= 1
        let peak = arenaPeak
        arenaPeak = max(mark.outerPeak, peak)
        guard let made, impurities == mark.impurities, errorEvents == mark.errorEvents,
              evaluationCut == mark.evaluationCut, !gaveUp else { return }
        keptRecords.append(FragmentRecord(
            start: Int32(truncatingIfNeeded: range.start), end: Int32(truncatingIfNeeded: range.end),
            hash: 0, firstEvent: Int32(truncatingIfNeeded: mark.events),
            eventCount: Int32(truncatingIfNeeded: keptLog.count - mark.events),
            firstNested: Int32(truncatingIfNeeded: mark.records), steps: steps - mark.steps,
            arenaNodes: nodes.count + arenaOffset - mark.arena, arenaPeak: peak - mark.arena, checked: made.index))
    }

    /// Notes a new node in the arena for the fragments' peak.
    @inline(__always)
    func noteArenaGrowth() {
        if openFragments > 0 { arenaPeak = max(arenaPeak, nodes.count + arenaOffset) }
    }

    // MARK: - Reusing a fragment

    /// The node standing for the last compilation's fragment whose text is the text at `range`
    /// now, with its effects replayed; nil when there is none, or when taking it would not be
    /// exactly what evaluating it does (a limit it would reach, a constant it would find set or
    /// unset otherwise, a range it refers to that the edit changed).
    func reuseFragment(at range: SourceRange, record known: Int32? = nil) -> ElementRef? {
        guard let previous = previousFragments, var placement else { return nil }
        let file = fileNodes[0].file
        let index: Int32
        if let known {
            // The parse took it whole, its bytes compared: the record is known.
            guard Int(known) < previous.records.count, previous.records[Int(known)].isUsable else { return nil }
            index = known
        } else {
            let text = file.bytes[range.start..<range.end]
            guard let found = previous.lookup(text, hash: CheckedFragments.hash(text)) else { return nil }
            index = found
        }
        let record = previous.records[Int(index)]
        let maxArena = min(Self.maxArena(options.maxNodes), Int(Int32.max))
        guard steps + record.steps <= Self.maxSteps(options.maxNodes),
              nodes.count + arenaOffset + record.arenaPeak <= maxArena else { return nil }
        let slice = Int(record.firstEvent)..<Int(record.firstEvent + record.eventCount)
        let log = previous.log
        // The constants it worked out are not worked out yet, and those it read are.
        var cachedHere: [Int32] = []
        for event in log.events[slice] {
            switch event.kind {
            case .cached:
                guard definitions[Int(event.definition)].cached == nil, !cachedHere.contains(event.definition) else {
                    return nil
                }
                cachedHere.append(event.definition)
            case .readCached:
                guard definitions[Int(event.definition)].cached != nil || cachedHere.contains(event.definition) else {
                    return nil
                }
            default: break
            }
        }
        placement = placement.forFragment(Int(record.start)..<Int(record.end), movedBy: range.start - Int(record.start))
        // Its diagnostics where they are now (most fragments have none).
        var reports: [FragmentLog.Report] = []
        for event in log.events[slice] where event.kind == .report || event.kind == .unusedParameter {
            var report = log.reports[Int(event.payload)]
            report.key = placement.map(report.key, file: file.id)
            report.diagnostic = report.diagnostic.map { placement.map($0, file: file.id) }
            reports.append(report)
        }
        guard !placement.failed else { return nil }

        let keptEventsStart = keptLog.count
        var nextReport = 0
        for event in log.events[slice] {
            switch event.kind {
            case .report, .unusedParameter:
                let report = reports[nextReport]
                nextReport += 1
                if event.kind == .report {
                    if let diagnostic = report.diagnostic { deliver(report.key, diagnostic, located: diagnostic) }
                    if keepsFragments, let diagnostic = report.diagnostic { keptLog.report(report.key, diagnostic) }
                } else {
                    if reportedUnusedParameters.insert(report.parameter).inserted, let diagnostic = report.diagnostic {
                        deliver(report.key, diagnostic, located: diagnostic)
                    }
                    if keepsFragments { keptLog.unusedParameter(report.parameter, report.key, report.diagnostic) }
                }
            case .used:
                definitions[Int(event.definition)].used = true
                if keepsFragments { keptLog.add(.used, definition: Int(event.definition)) }
            case .cached:
                let value = log.values[Int(event.payload)]
                definitions[Int(event.definition)].cached = value
                if keepsFragments { keptLog.cached(Int(event.definition), value) }
            case .readCached:
                if keepsFragments { keptLog.add(.readCached, definition: Int(event.definition)) }
            }
        }
        steps += record.steps
        arenaOffset += record.arenaNodes - 1
        noteArenaGrowth()
        let standIn = ElementRef(index: Int32(truncatingIfNeeded: nodes.count))
        nodes.append(.box(width: 0, height: 0), nameIndex: nodes.nameIndex("box"),
                     origin: PendingOrigin(range: range, extent: range, callChain: 0), children: [],
                     expandedCount: Int(record.treeCount))
        // The fragments inside it and itself, kept again where they are now.
        let keptStart = keptRecords.count
        if keepsFragments {
            let eventShift = Int32(truncatingIfNeeded: keptEventsStart) - record.firstEvent
            let recordShift = Int32(truncatingIfNeeded: keptStart) - record.firstNested
            let moved = Int32(truncatingIfNeeded: placement.moved)
            for nested in Int(record.firstNested)...Int(index) {
                var copy = previous.records[nested]
                copy.hash = previous.knownHash(nested)
                copy.start += moved
                copy.end += moved
                copy.firstEvent += eventShift
                copy.firstNested += recordShift
                copy.checked = -1
                copy.lowered = false
                if copy.environment != 0 {
                    copy.environment = keptLog.environment(previous.log.environments[Int(copy.environment)])
                }
                keptRecords.append(copy)
            }
        }
        reusedNodes[standIn.index] = ReusedFragment(record: index, moved: placement.moved,
                                                    kept: keptStart..<keptRecords.count)
        return standIn
    }

    // MARK: - Lowering

    /// Adds the nodes of the reused fragment `reused` to `tree` in text environment
    /// `environment`; nil (and `reuseFailed`) when it was lowered in another one.
    /// `oldTree`, `old`: the last compilation's tree and origins (read once per lowering).
    func lowerReused(_ reused: ReusedFragment, environment: TextEnvironment, from oldTree: borrowing LayoutTree,
                     origins old: borrowing NodeOrigins, to tree: inout LayoutTree, origins: inout NodeOrigins,
                     names: inout [Int32]) -> LayoutNodeID? {
        guard let previous = previousFragments, var placement else { return nil }
        let record = previous.records[Int(reused.record)]
        guard previous.log.environments[Int(record.environment)] == environment else {
            reuseFailed = true
            return nil
        }
        placement = placement.forFragment(Int(record.start)..<Int(record.end), movedBy: reused.moved)
        let file = fileNodes[0].file.id
        let count = Int(record.treeCount)
        let first = Int(record.treeRoot) - count + 1
        guard first >= 0 else {
            reuseFailed = true
            return nil
        }
        // Its nodes' origins, moved as the fragment moved, one after the other; each call chain
        // they share once per fragment (a text written twice is two fragments, each where it is).
        let firstOrigin = Int32(truncatingIfNeeded: origins.records.count)
        var chains: [(old: Int32, new: Int32)] = []
        for index in first..<(first + count) {
            let origin = Int(oldTree.origin(of: LayoutNodeID(index)))
            guard origin >= 0, origin < old.records.count else {
                reuseFailed = true
                return nil
            }
            let source = old.records[origin]
            var chain: Int32 = 0
            if source.callChain != 0 {
                if let known = chains.first(where: { $0.old == source.callChain }) {
                    chain = known.new
                } else {
                    chain = Int32(truncatingIfNeeded: origins.callChains.count)
                    chains.append((source.callChain, chain))
                    origins.callChains.append(old.callChains[Int(source.callChain)].map { placement.map($0, file: file) })
                }
            }
            origins.records.append(NodeOrigins.Record(range: placement.map(source.range, file: file),
                                                      extent: placement.map(source.extent, file: file),
                                                      callChain: chain))
        }
        guard !placement.failed,
              let copied = tree.appendSubtree(of: oldTree, root: LayoutNodeID(Int(record.treeRoot)), count: count,
                                              firstOrigin: firstOrigin, names: &names) else {
            reuseFailed = true
            return nil
        }
        // What it keeps of itself and the fragments inside it is where its nodes are now.
        let shift = copied.index - record.treeRoot
        // Its gestures written at uses of components, moved with it (few nodes have one).
        if !old.gestures.isEmpty {
            for index in first..<(first + count) {
                guard let gesture = old.gestures[Int32(truncatingIfNeeded: index)] else { continue }
                var chain: Int32 = 0
                if gesture.callChain != 0 {
                    chain = Int32(truncatingIfNeeded: origins.callChains.count)
                    origins.callChains.append(old.callChains[Int(gesture.callChain)].map { placement.map($0, file: file) })
                }
                origins.gestures[Int32(truncatingIfNeeded: index) + shift] =
                    NodeOrigins.Record(range: placement.map(gesture.range, file: file),
                                       extent: placement.map(gesture.extent, file: file), callChain: chain)
            }
        }
        for kept in reused.kept where keptRecords[kept].noteLowered() { keptRecords[kept].treeRoot += shift }
        reusedTrees.append(ReusedSubtree(root: copied, previousRoot: LayoutNodeID(Int(record.treeRoot)),
                                         count: Int(record.treeCount)))
        reusedTexts.append((Int(record.start)..<Int(record.end), reused.moved))
        return copied
    }

    /// The fragments this compilation keeps, with its program.
    func keptFragments(of file: SourceFile, program: LoweredProgram, tokens: [Token]) -> CheckedFragments? {
        guard rootItem >= 0 else { return nil }
        return CheckedFragments(bytes: file.bytes, file: file.id, items: fileItems.map { $0.start..<$0.end },
                                rootItem: rootItem, settings: CheckedFragments.Settings(options), program: program,
                                records: keptRecords, log: keptLog, tokens: tokens, tags: fileTags)
    }
}
