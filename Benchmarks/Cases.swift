import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSema

/// One named benchmark: its name's words are what `layoutc-bench WORD…` filters on.
struct BenchCase {
    var name: String
    var run: () -> Void
}

/// The nominal sizes, with the word that names them.
let sizes: [(word: String, leaves: Int)] = [("1k", 1_000), ("10k", 10_000), ("100k", 100_000), ("1M", 1_000_000)]

func allCases(runs: Int) -> [BenchCase] {
    var cases: [BenchCase] = []
    for shape in Shape.allCases {
        for size in sizes {
            cases.append(BenchCase(name: "engine \(shape.rawValue) \(size.word)") {
                let tree = shape.tree(leaves: size.leaves)
                report("engine \(shape.rawValue) \(size.word)", tree: tree, runs: runCount(for: size.leaves, runs)) {
                    try LayoutEvaluator(tree: tree).layout(proposal: shape.proposal(leaves: size.leaves))
                }
            })
        }
        // The whole pipeline on the three shapes of issue 12 (their `.layout` source).
        guard [Shape.wrap, .hstack, .nested].contains(shape) else { continue }
        for size in sizes {
            cases.append(BenchCase(name: "pipeline \(shape.rawValue) \(size.word)") {
                let source = Array(shape.source(leaves: size.leaves).utf8)
                // The tree the pipeline builds, for the node count (untimed).
                guard let program = compile(source) else { return }
                // Each run's front end (lex, parse, check, lower) and engine times, for the split.
                var front: [Double] = []
                var engine: [Double] = []
                report("pipeline \(shape.rawValue) \(size.word)", tree: program.tree, runs: runCount(for: size.leaves, runs)) {
                    let start = DispatchTime.now().uptimeNanoseconds
                    guard let program = compile(source) else { throw LayoutError.emptyTree }
                    let compiled = DispatchTime.now().uptimeNanoseconds
                    let result = try LayoutEvaluator(tree: program.tree).layout(proposal: program.declaredProposal ?? .unspecified)
                    front.append(Double(compiled - start))
                    engine.append(Double(DispatchTime.now().uptimeNanoseconds - compiled))
                    return result
                }
                let nodes = Double(program.tree.count)
                print(String(format: "  └ front end %.1f ns/node, engine %.1f ns/node (medians)",
                             median(front) / nodes, median(engine) / nodes))
            })
        }
    }
    // The cases this benchmark had before issue 12, kept for comparison with older numbers.
    cases.append(BenchCase(name: "legacy wrap") {
        report("legacy wrap 1M (7 widths)", tree: legacyWrap(1_000_000), proposal: ProposedViewSize(width: 1000, height: nil), runs: runCount(for: 1_000_000, runs))
    })
    cases.append(BenchCase(name: "legacy stacks4") {
        report("legacy stacks 4^10 (text)", tree: legacyNested(depth: 10, fanout: 4), proposal: ProposedViewSize(width: 2000, height: 3000), runs: runCount(for: 1_000_000, runs))
    })
    cases.append(BenchCase(name: "legacy stacks2") {
        report("legacy stacks 2^20 (text)", tree: legacyNested(depth: 20, fanout: 2), proposal: ProposedViewSize(width: 2000, height: 3000), runs: runCount(for: 1_000_000, runs))
    })
    return cases
}

/// Fewer runs for the largest trees, at least 3 so the median means something.
func runCount(for leaves: Int, _ requested: Int) -> Int {
    leaves >= 1_000_000 ? max(3, requested / 2) : requested
}

/// Lexes, parses, checks and lowers a source; nil (with a message) if it has errors.
func compile(_ bytes: [UInt8]) -> LoweredProgram? {
    let sources = SourceManager()
    let file = sources.add(name: "bench.layout", bytes: bytes)
    let result = Compiler.compile(file, sources: sources)
    if result.program == nil {
        print("bench.layout does not compile: \(result.diagnostics.first.map { "\($0)" } ?? "no program")")
    }
    return result.program
}

func report(_ name: String, tree: LayoutTree, proposal: ProposedViewSize, runs: Int) {
    report(name, tree: tree, runs: runs) { try LayoutEvaluator(tree: tree).layout(proposal: proposal) }
}

/// Times `body` `runs` times and prints the median, per node and per leaf.
func report(_ name: String, tree: LayoutTree, runs: Int, _ body: () throws -> LayoutResult) {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let result = try body()
            // The result is freed after the clock stops.
            withExtendedLifetime(result) { times.append(Double(DispatchTime.now().uptimeNanoseconds - start)) }
        } catch {
            print("\(name): \(error)")
            return
        }
    }
    // One more, untimed, for the answer count and the size.
    guard let last = try? body() else { return }
    let leaves = (0..<tree.count).filter { tree.childCounts[$0] == 0 }.count
    let median = median(times)
    print(String(format: "%@ %9d %9d %10.2f %9.1f %13.2f %5d  %@", name.padding(toLength: 26, withPad: " ", startingAt: 0) as NSString, leaves, tree.count, median / 1e6,
                 median / Double(tree.count), Double(last.evaluationCount) / Double(tree.count), runs,
                 "\(formatLength(last.rootSize.width))x\(formatLength(last.rootSize.height))" as NSString))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func peakRSS() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return "?" }
    return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(separator: " ")
}

// MARK: - The cases from before issue 12

func legacyWrap(_ count: Int) -> LayoutTree {
    var tree = LayoutTree()
    var children: [LayoutNodeID] = []
    children.reserveCapacity(count)
    for i in 0..<count {
        children.append(tree.add(.box(width: CGFloat(20 + i % 7 * 10), height: 20), metadata: NodeMetadata(name: "box")))
    }
    tree.add(.wrap(alignment: .leading, spacing: 8, lineSpacing: 4, fit: .proposal), children: children, metadata: NodeMetadata(name: "wrap"))
    return tree
}

/// Alternating hstack/vstack, each with `fanout` children, down to text and box leaves.
func legacyNested(depth: Int, fanout: Int) -> LayoutTree {
    var tree = LayoutTree()
    func build(_ level: Int, _ index: Int) -> LayoutNodeID {
        if level == 0 {
            let element: LayoutElement = index % 2 == 0 ? .text(TextSpec("word word")) : .box(width: 10, height: 10)
            return tree.add(element, metadata: NodeMetadata(name: "leaf"))
        }
        let children = (0..<fanout).map { build(level - 1, $0) }
        let element: LayoutElement = level % 2 == 0 ? .hstack(alignment: .center, spacing: nil) : .vstack(alignment: .leading, spacing: 4)
        return tree.add(element, children: children, metadata: NodeMetadata(name: "stack"))
    }
    _ = build(depth, 0)
    return tree
}
