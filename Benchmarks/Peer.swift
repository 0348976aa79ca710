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

/// `layoutc-bench memory SHAPE LEAVES`: what one untraced pass takes per node beyond its
/// result. The tree is built, the process's resident memory read; then a pass lays the tree out
/// and is kept, and the memory is read twice more. The heap is never trimmed or mapped block by
/// block (main.swift) and nothing large was freed before, so the first difference is the most
/// the pass ever used, scratch memory it freed included (`peak`). Then the free pages are given
/// back (`malloc_trim`), and the second difference is what the pass holds once it is done
/// (`held`). The result's own arrays (frames, proposals) are counted from their sizes and
/// taken off both. A text shape's first pass also shapes every text, which the tree keeps for
/// later passes: its numbers include that.
func memoryCase(_ shape: Shape, leaves: Int) {
    let tree = shape.tree(leaves: leaves)
    let proposal = shape.proposal(leaves: leaves)
    trimHeap()  // what building the tree freed is not counted
    let before = residentBytes()
    guard let (result, pass) = try? LayoutEvaluator(tree: tree).layoutKeepingPass(proposal: proposal) else {
        fail("the tree could not be laid out")
    }
    let peak = residentBytes()
    trimHeap()
    let held = residentBytes()
    // A frame is 32 bytes (origin and size), a placement proposal 16 (two lengths, nil a NaN).
    let resultBytes = result.frames.count * (32 + 16)
    let nodes = Double(tree.count)
    let shaping = [.textwrap, .textvstack, .textnested].contains(shape) ? " (with the shaped texts)" : ""
    print(String(format: "%@ %d leaves: %d nodes; per node: the result %.1f bytes; the pass%@ at its peak %.1f, held %.1f",
                 shape.rawValue, leaves, tree.count, Double(resultBytes) / nodes, shaping,
                 Double(peak - before - resultBytes) / nodes, Double(held - before - resultBytes) / nodes))
    withExtendedLifetime(pass) {}
}

/// Gives the heap's free pages back to the system (glibc's `malloc_trim`, which main.swift's
/// settings do not turn off: they only stop it happening by itself).
func trimHeap() {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else {
        fail("cannot find malloc_trim to give the free memory back")
    }
    let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    _ = trim(0)
}

/// The process's resident memory (`/proc/self/statm`'s second field, in pages).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
        fail("cannot read the resident memory from /proc/self/statm")
    }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
