import Foundation
import LayoutEngine

/// `layoutc-bench peer`: the engine timed on one shape, for the comparison with Taffy. Prints one
/// JSON line; with a path, writes every leaf's frame there (float64 x, y, width, height, native
/// byte order, in node order — the order the peer builds its leaves in).
func peer(_ shape: Shape, leaves: Int, runs: Int, framesPath: String?) {
    let tree = shape.tree(leaves: leaves)
    var times: [Int] = []
    var result: LayoutResult?
    for _ in 0..<runs {
        result = nil
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let value = try LayoutEvaluator(tree: tree).layout(proposal: shape.proposal(leaves: leaves))
            // The result is freed after the clock stops.
            withExtendedLifetime(value) { times.append(Int(DispatchTime.now().uptimeNanoseconds - start)) }
            result = value
        } catch {
            fail("\(error)")
        }
    }
    guard let result else { fail("no run") }
    var frames: [Double] = []
    if framesPath != nil { frames.reserveCapacity(shape.leafCount(leaves) * 4) }
    var leafCount = 0
    for index in 0..<tree.count where tree.childCounts[index] == 0 {
        leafCount += 1
        guard framesPath != nil else { continue }
        let frame = result.frames[index] ?? CGRect(x: Double.nan, y: .nan, width: .nan, height: .nan)
        frames += [frame.minX, frame.minY, frame.width, frame.height]
    }
    if let framesPath {
        let data = frames.withUnsafeBufferPointer { Data(buffer: $0) }
        guard FileManager.default.createFile(atPath: framesPath, contents: data) else { fail("cannot write '\(framesPath)'") }
    }
    print("{\"shape\": \"\(shape.rawValue)\", \"leaves\": \(leafCount), \"nodes\": \(tree.count), \"answers\": \(result.evaluationCount), \"ns\": [\(times.map(String.init).joined(separator: ", "))]}")
}

/// `layoutc-bench callgrind SHAPE [LEAVES]`: one layout of the shape (its 10k case by default).
/// The layout runs inside `measuredLayout`, so callgrind can count only it
/// (`--toggle-collect='*measuredLayout*'`).
func callgrindCase(_ shape: Shape, leaves: Int = 10_000) {
    let tree = shape.tree(leaves: leaves)
    let size = measuredLayout(tree, shape.proposal(leaves: leaves))
    print("\(shape.rawValue): \(tree.count) nodes, \(formatLength(size.width))x\(formatLength(size.height))")
}

@inline(never)
func measuredLayout(_ tree: LayoutTree, _ proposal: ProposedViewSize) -> CGSize {
    (try? LayoutEvaluator(tree: tree).layout(proposal: proposal).rootSize) ?? .zero
}

/// `layoutc-bench memory SHAPE LEAVES`: what one untraced pass holds per node beyond its
/// result. The tree is built, the process's resident memory read; then a pass lays the tree out
/// and is kept, and the memory is read again. The heap is never trimmed or mapped block by block
/// (main.swift) and nothing large was freed before, so the difference is the pages the pass and
/// its result took; the result's own arrays (frames, proposals) are counted from their sizes
/// and taken off. A text shape's first pass also shapes every text, which the tree keeps for
/// later passes: its number includes that.
func memoryCase(_ shape: Shape, leaves: Int) {
    let tree = shape.tree(leaves: leaves)
    let proposal = shape.proposal(leaves: leaves)
    let before = residentBytes()
    guard let (result, pass) = try? LayoutEvaluator(tree: tree).layoutKeepingPass(proposal: proposal) else {
        fail("the tree could not be laid out")
    }
    let after = residentBytes()
    // A frame is 32 bytes (origin and size), a placement proposal 16 (two lengths, nil a NaN).
    let resultBytes = result.frames.count * (32 + 16)
    let nodes = Double(tree.count)
    let shaping = [.textwrap, .textvstack, .textnested].contains(shape) ? " (with the shaped texts)" : ""
    print(String(format: "%@ %d leaves: %d nodes; per node: the pass and its result %.1f bytes, the result %.1f, the pass%@ %.1f",
                 shape.rawValue, leaves, tree.count, Double(after - before) / nodes, Double(resultBytes) / nodes,
                 shaping, Double(after - before - resultBytes) / nodes))
    withExtendedLifetime(pass) {}
}

/// The process's resident memory (`/proc/self/statm`'s second field, in pages).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
        fail("cannot read the resident memory from /proc/self/statm")
    }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
