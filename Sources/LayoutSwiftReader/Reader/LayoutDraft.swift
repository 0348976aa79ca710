import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax
import LayoutAppModel

/// What the reader makes of Swift before it is `.layout` text: elements, modifiers, values and
/// components, each remembering the Swift it came from. Printing it gives the text and a source
/// map; a construct the checker refuses can be dropped by its number and the draft printed again.
struct LayoutDraft: Sendable {
    /// A value as `.layout` writes it, and where it came from.
    struct Value: Sendable {
        var text: String
        var origin: SourceRange?
        /// What stood in for it, when it is (or is made of) a value known only when the app runs:
        /// `a 16-character stand-in for item.title`.
        var standIn: String?
        /// The views it is, when it is views given to a view's parameter (`Card { Text(title) }`):
        /// printed as nodes, so that each keeps its place in the source map (where a finding
        /// inside is reported, and the stand-ins it carries); `text` is their text, for keys.
        var node: Node?

        init(text: String, origin: SourceRange? = nil, standIn: String? = nil, node: Node? = nil) {
            self.text = text
            self.origin = origin
            self.standIn = standIn
            self.node = node
        }
    }

    /// An argument; it can be dropped on its own (its number is given when the draft is done).
    struct Argument: Sendable {
        var label: String?
        var value: Value
        var id: Int?

        init(label: String?, value: Value) {
            self.label = label
            self.value = value
        }
    }

    /// A component's parameter; its default can be dropped on its own (then it is `nil`).
    struct Parameter: Sendable {
        var name: String
        var defaultValue: Value?
        var id: Int?
        /// What its default stands in for (a view no caller gave: `StandInMarks.leftOut`), marked on
        /// what the default makes.
        var mark: String?

        init(_ name: String, _ defaultValue: Value?) {
            self.name = name
            self.defaultValue = defaultValue
        }
    }

    struct Modifier: Sendable {
        var id: Int
        var name: String
        var arguments: [Argument]?
        var content: [Node]?
        var origin: SourceRange
    }

    indirect enum Node: Sendable {
        /// `head(arguments) < children > .modifiers`.
        case element(id: Int, head: String, arguments: [Argument]?, children: [Node]?, modifiers: [Modifier],
                     origin: SourceRange)
        case repeatBlock(id: Int, source: Value, name: String, index: String?, children: [Node], origin: SourceRange)
        case ifBlock(id: Int, condition: Value, then: [Node], otherwise: [Node]?, origin: SourceRange)

        var id: Int {
            switch self {
            case let .element(id, _, _, _, _, _), let .repeatBlock(id, _, _, _, _, _), let .ifBlock(id, _, _, _, _):
                return id
            }
        }
    }

    /// `let name(parameters) = body`: a view struct, one of its view properties, or a constant.
    struct Definition: Sendable {
        var id: Int
        var name: String
        /// nil: a constant.
        var parameters: [Parameter]?
        var body: Body
        var origin: SourceRange

        enum Body: Sendable {
            case node(Node)
            case value(Value)
        }
    }

    var definitions: [Definition] = []
    /// Constructs an app's modifier made where it is applied (a `ViewModifier`'s body, a `View`
    /// extension's chain: the `Button` of `.onTouchGesture(action)`), by number, with where it is
    /// applied: a finding there is the use's, as a compiler reports what a macro expands to at
    /// the macro's use (`SwiftReading.expandedNodes`).
    var expandedAt: [Int: SourceRange] = [:]
    /// Nodes whose size or presence comes from a stand-in, by node number, with what stood in:
    /// a finding there (or resting on them) is not the app's (`SwiftReading.standInNodes`).
    var standIns: [Int: String] = [:]

    /// Marks node `id` as resting on `reason`, unless it is marked already — but for a text's
    /// string stood in for, which what sizes the text otherwise (its font, a value left to its
    /// default) replaces: that decides more than the string does, and lint weighs the string on
    /// its own (`LintFinding.outgrowsTextStandIns`). (Not a mark of presence: the text's size
    /// rests on its string wherever it is there.)
    mutating func mark(_ id: Int, _ reason: String) {
        if let marked = standIns[id] {
            guard StandInMarks.isText(marked), !StandInMarks.isText(reason), !StandInMarks.isPresence(reason) else { return }
        }
        standIns[id] = reason
    }
    var proposal: String?
    var root: Node?
    /// Constructs dropped because the checker refused them, by number.
    var dropped: Set<Int> = []
    /// The element each argument that can change its frame belongs to, by number (what
    /// `numberParts` gave them): an element's, and a modifier's but for those that only draw.
    var argumentOwners: [Int: Int] = [:]

    /// Modifiers that change how an element is drawn, never its frame.
    static let appearanceModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "fill", "stroke", "opacity", "tint", "cornerRadius", "clipShape",
        "clipped", "border", "shadow", "zIndex", "hidden", "bold", "fontWeight", "multilineTextAlignment",
        "truncationMode", "onTapGesture", "contentShape",
    ]

    /// Numbers every argument and parameter default from `next` on, so that each can be dropped
    /// without the element or the component it belongs to.
    mutating func numberParts(from next: inout Int) {
        func number(_ arguments: inout [Argument]?) {
            guard arguments != nil else { return }
            for index in arguments!.indices {
                next += 1
                arguments![index].id = next
            }
        }
        func number(_ nodes: inout [Node]?) {
            guard nodes != nil else { return }
            for index in nodes!.indices { number(&nodes![index]) }
        }
        func number(_ node: inout Node) {
            switch node {
            case .element(let id, let head, var arguments, var children, var modifiers, let origin):
                number(&arguments)
                for argument in arguments ?? [] { if let number = argument.id { argumentOwners[number] = id } }
                // Views given to a view's parameter, printed in place: their own parts too.
                for index in (arguments ?? []).indices {
                    guard var inner = arguments![index].value.node else { continue }
                    number(&inner)
                    arguments![index].value.node = inner
                }
                number(&children)
                for index in modifiers.indices {
                    number(&modifiers[index].arguments)
                    if !Self.appearanceModifiers.contains(modifiers[index].name) {
                        for argument in modifiers[index].arguments ?? [] { if let number = argument.id { argumentOwners[number] = id } }
                    }
                    number(&modifiers[index].content)
                }
                node = .element(id: id, head: head, arguments: arguments, children: children, modifiers: modifiers,
                                origin: origin)
            case let .repeatBlock(id, source, name, index, children, origin):
                var nodes: [Node]? = children
                number(&nodes)
                node = .repeatBlock(id: id, source: source, name: name, index: index, children: nodes ?? [], origin: origin)
            case let .ifBlock(id, condition, then, otherwise, origin):
                var thenNodes: [Node]? = then
                var otherNodes = otherwise
                number(&thenNodes)
                number(&otherNodes)
                node = .ifBlock(id: id, condition: condition, then: thenNodes ?? [], otherwise: otherNodes, origin: origin)
            }
        }
        for index in definitions.indices {
            for parameter in definitions[index].parameters?.indices ?? 0..<0 {
                next += 1
                definitions[index].parameters![parameter].id = next
                if let mark = definitions[index].parameters![parameter].mark { standIns[next] = mark }
            }
            if case var .node(node) = definitions[index].body {
                number(&node)
                definitions[index].body = .node(node)
            }
        }
        if var node = root {
            number(&node)
            root = node
        }
    }
}

/// Where each piece of the generated `.layout` text came from in the Swift sources.
public struct SourceMap: Sendable {
    struct Segment: Sendable {
        var generated: Range<Int>
        var origin: SourceRange
        var construct: Int
    }

    var segments: [Segment] = [] {
        didSet { runs = nil }
    }
    /// The generated text cut where a segment starts or ends, each piece (a run) with the segment
    /// `segment(containing:)` answers for all its offsets (-1: none), made by `index()`: a reading's
    /// checker refusals and diagnostics ask for thousands of offsets, and a walk over every segment
    /// for each made a 6 KB file take 0.5 s (20 s instrumented). Runs, not offsets: a table of every
    /// offset of a 470 KB reading took a third of an instrumented fuzzer's time.
    private var runs: (starts: [Int], segments: [Int32])?

    /// The Swift range of what was generated at `range`: the innermost segment containing its
    /// start (the smallest one), nil when it came from no Swift.
    public func origin(of range: Range<Int>) -> SourceRange? {
        segment(containing: range.lowerBound)?.origin
    }

    /// The construct (element, modifier, block, definition) generated at `offset`.
    func construct(at offset: Int) -> Int? { segment(containing: offset)?.construct }

    /// The smallest segment containing `offset` (of two the same size, the first recorded).
    private func segment(containing offset: Int) -> Segment? {
        if let runs {
            // The last run starting at or before `offset` (the final start only ends the last run).
            guard offset >= 0, let run = Self.lastStart(runs.starts, atOrBefore: offset),
                  run < runs.segments.count, runs.segments[run] >= 0 else { return nil }
            return segments[Int(runs.segments[run])]
        }
        var best: Segment?
        for segment in segments where segment.generated.contains(offset) {
            if best.map({ segment.generated.count < $0.generated.count }) ?? true { best = segment }
        }
        return best
    }

    /// The index of the last of `starts` (ascending) at or before `offset`; nil when none is.
    static func lastStart(_ starts: [Int], atOrBefore offset: Int) -> Int? {
        guard let first = starts.first, offset >= first else { return nil }
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = low + (high - low + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Makes the runs: the segments from the smallest (the first recorded of a size first), each
    /// taking the runs within it that no smaller one took — every run is taken once, the ones
    /// already taken skipped by a union-find of the next free run.
    mutating func index() {
        guard segments.count < Int(Int32.max) else { return }
        var cuts: [Int] = []
        cuts.reserveCapacity(segments.count * 2)
        for segment in segments where segment.generated.lowerBound >= 0 {
            cuts.append(segment.generated.lowerBound)
            cuts.append(segment.generated.upperBound)
        }
        cuts.sort()
        var starts: [Int] = []
        starts.reserveCapacity(cuts.count)
        for cut in cuts where starts.last != cut { starts.append(cut) }
        // A segment's bounds are among the starts: the run each begins (or ends) at.
        func run(at offset: Int) -> Int { Self.lastStart(starts, atOrBefore: offset) ?? 0 }
        let count = max(starts.count - 1, 0)
        var table = [Int32](repeating: -1, count: count)
        var nextFree = Array(0...count)
        func free(from start: Int) -> Int {
            var current = start
            while nextFree[current] != current {
                nextFree[current] = nextFree[nextFree[current]]
                current = nextFree[current]
            }
            return current
        }
        // Sorted as one number each, size then place: a comparison of two integers, not of
        // pairs read through the array.
        var order: [UInt64] = []
        order.reserveCapacity(segments.count)
        for (index, segment) in segments.enumerated() where segment.generated.lowerBound >= 0 {
            guard segment.generated.count < Int(UInt32.max) else { return }
            order.append(UInt64(segment.generated.count) << 32 | UInt64(index))
        }
        order.sort()
        for key in order {
            let index = Int(key & 0xFFFF_FFFF)
            let range = segments[index].generated
            let last = run(at: range.upperBound)
            var current = free(from: run(at: range.lowerBound))
            while current < last {
                table[current] = Int32(index)
                nextFree[current] = current + 1
                current = free(from: current + 1)
            }
        }
        runs = (starts, table)
    }
}

extension LayoutDraft {
    /// The text, and where each piece came from.
    func print() -> (text: String, map: SourceMap) {
        var printer = DraftPrinter(dropped: dropped)
        printer.out += "// Read from Swift by layoutc (docs/swiftui.md): each view a component.\n"
        if let proposal { printer.out += "proposal(\(proposal))\n" }
        for definition in definitions where !dropped.contains(definition.id) {
            printer.definition(definition)
        }
        if let root, !dropped.contains(root.id) {
            printer.node(root, indent: 0)
            printer.out += "\n"
        }
        printer.map.index()
        return (printer.out, printer.map)
    }
}

/// Writes a draft, recording a source-map segment for every construct.
struct DraftPrinter {
    let dropped: Set<Int>
    var out = ""
    var map = SourceMap()

    var offset: Int { out.utf8.count }

    mutating func record(_ start: Int, _ origin: SourceRange?, _ construct: Int) {
        guard let origin else { return }
        map.segments.append(SourceMap.Segment(generated: start..<max(offset, start + 1), origin: origin,
                                              construct: construct))
    }

    mutating func definition(_ definition: LayoutDraft.Definition) {
        let start = offset
        out += "let \(definition.name)"
        if let parameters = definition.parameters {
            out += "("
            for (index, parameter) in parameters.enumerated() {
                if index > 0 { out += ", " }
                out += parameter.name
                guard let defaultValue = parameter.defaultValue else { continue }
                out += ": "
                if let id = parameter.id, dropped.contains(id) {
                    out += "nil"
                } else {
                    let start = offset
                    value(defaultValue, construct: parameter.id ?? definition.id)
                    if let id = parameter.id { record(start, defaultValue.origin ?? definition.origin, id) }
                }
            }
            out += ")"
        }
        out += " = "
        switch definition.body {
        case let .node(node): self.node(node, indent: 0)
        case let .value(value): self.value(value, construct: definition.id)
        }
        out += "\n"
        record(start, definition.origin, definition.id)
    }

    mutating func value(_ value: LayoutDraft.Value, construct: Int) {
        let start = offset
        if let node = value.node {
            self.node(node, indent: 0)
        } else {
            out += value.text
        }
        record(start, value.origin, construct)
    }

    mutating func arguments(_ arguments: [LayoutDraft.Argument], construct: Int, origin: SourceRange) {
        out += "("
        for (index, argument) in arguments.filter({ !dropped.contains($0.id ?? -1) }).enumerated() {
            if index > 0 { out += ", " }
            let start = offset
            if let label = argument.label { out += "\(label): " }
            value(argument.value, construct: argument.id ?? construct)
            if let id = argument.id { record(start, argument.value.origin ?? origin, id) }
        }
        out += ")"
    }

    mutating func children(_ nodes: [LayoutDraft.Node], indent: Int) {
        let kept = nodes.filter { !dropped.contains($0.id) }
        out += " <"
        if kept.isEmpty {
            out += " >"
            return
        }
        for child in kept {
            out += "\n" + String(repeating: "  ", count: indent + 1)
            node(child, indent: indent + 1)
        }
        out += "\n" + String(repeating: "  ", count: indent) + ">"
    }

    mutating func node(_ node: LayoutDraft.Node, indent: Int) {
        let start = offset
        switch node {
        case let .element(id, head, arguments, children, modifiers, origin):
            out += head
            if let arguments { self.arguments(arguments, construct: id, origin: origin) }
            if let children { self.children(children, indent: indent) }
            record(start, origin, id)
            for modifier in modifiers where !dropped.contains(modifier.id) {
                let modifierStart = offset
                out += "." + modifier.name
                if let arguments = modifier.arguments {
                    self.arguments(arguments, construct: modifier.id, origin: modifier.origin)
                }
                if let content = modifier.content { self.children(content, indent: indent) }
                record(modifierStart, modifier.origin, modifier.id)
            }
        case let .repeatBlock(id, source, name, index, children, origin):
            out += "repeat("
            value(source, construct: id)
            out += ", as: \(name)" + (index.map { ", index: \($0)" } ?? "") + ")"
            record(start, origin, id)
            self.children(children, indent: indent)
        case let .ifBlock(id, condition, then, otherwise, origin):
            out += "if "
            value(condition, construct: id)
            record(start, origin, id)
            children(then, indent: indent)
            if let otherwise {
                out += " else"
                children(otherwise, indent: indent)
            }
        }
    }
}
