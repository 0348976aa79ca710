import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSema
#if canImport(Glibc)
import Glibc
#endif

// Engine and pipeline benchmarks at the scale the design targets (issues 3 and 12). Release only:
// `swift run -c release layoutc-bench [--runs N] [WORD…]`. See docs/benchmarks.md.
//
//   layoutc-bench                  every case: the shapes (Shapes.swift) at 1k…1M leaves, engine
//                                  only, the three rigid ones also through the whole pipeline,
//                                  then the older cases (`legacy`)
//   layoutc-bench WORD…            the cases whose name has every WORD (`engine nested`, `1M`)
//   layoutc-bench peer SHAPE LEAVES RUNS [FRAMES]
//                                  for Benchmarks/peers/compare.sh: one JSON line of per-run engine
//                                  times; FRAMES gets every leaf's frame (float64 x y w h, in order)
//   layoutc-bench callgrind SHAPE [LEAVES]
//                                  a shape laid out once (10k leaves unless given), for
//                                  `valgrind --tool=callgrind --toggle-collect='*measuredLayout*'`
//   layoutc-bench memory SHAPE LEAVES
//                                  what one pass takes per node beyond its result, at its peak
//                                  and once it is done (Peer.swift)
//   layoutc-bench levels SHAPE DEPTH [WIDTH]
//                                  a nested shape of 4^DEPTH leaves laid out traced (at WIDTH wide
//                                  if given): questions, answers and distinct proposals per node,
//                                  level by level (Levels.swift)
//   layoutc-bench source SHAPE LEAVES
//                                  the shape's `.layout` source on standard output (the files
//                                  `layoutc build --timings` is measured on in docs/timings.md)

let arguments = Array(CommandLine.arguments.dropFirst())

// Every run allocates its result (frames and proposals, 48 bytes per node). glibc's malloc
// gives a large freed block back to the kernel when it sits at the top of the heap or was mapped
// on its own, and the next run then faults those pages in again: 2–11 µs a page on the machine
// the numbers in docs/benchmarks.md come from. Whether that happens depends on where the block
// falls, which made one build 23 and the next 55 ns/node on the same tree. The heap is kept (no
// separate mappings, no trimming) so every run measures the same warm work; compare.sh sets the
// same for both engines. The cost of fresh memory is in the whole-process numbers
// (docs/timings.md).
#if canImport(Glibc)
// `mallopt` is declared in malloc.h, which the Glibc module does not import.
if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-4, 0)  // M_MMAP_MAX: no block mapped on its own
    _ = mallopt(-1, Int32.max)  // M_TRIM_THRESHOLD: the top of the heap is never given back
}
#endif

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layoutc-bench: error: \(message)\n".utf8))
    exit(2)
}

switch arguments.first {
case "peer":
    guard arguments.count == 4 || arguments.count == 5, let shape = Shape(rawValue: arguments[1]),
          let leaves = Int(arguments[2]), leaves > 0, let runs = Int(arguments[3]), runs > 0
    else { fail("usage: layoutc-bench peer \(Shape.allCases.map(\.rawValue).joined(separator: "|")) LEAVES RUNS [FRAMES]") }
    peer(shape, leaves: leaves, runs: runs, framesPath: arguments.count == 5 ? arguments[4] : nil)
case "source":
    guard arguments.count == 3, let shape = Shape(rawValue: arguments[1]), [.wrap, .hstack, .nested].contains(shape),
          let leaves = Int(arguments[2]), leaves > 0, leaves <= 10_000_000
    else { fail("usage: layoutc-bench source wrap|hstack|nested LEAVES (at most 10,000,000)") }
    FileHandle.standardOutput.write(Data(shape.source(leaves: leaves).utf8))
case "callgrind":
    guard arguments.count == 2 || arguments.count == 3, let shape = Shape(rawValue: arguments[1]) else {
        fail("usage: layoutc-bench callgrind \(Shape.allCases.map(\.rawValue).joined(separator: "|")) [LEAVES]")
    }
    if arguments.count == 3 {
        guard let leaves = Int(arguments[2]), leaves > 0, leaves <= 10_000_000 else { fail("LEAVES must be a count from 1 to 10,000,000") }
        callgrindCase(shape, leaves: leaves)
    } else {
        callgrindCase(shape)
    }
case "memory":
    guard arguments.count == 3, let shape = Shape(rawValue: arguments[1]),
          let leaves = Int(arguments[2]), leaves > 0, leaves <= 10_000_000 else {
        fail("usage: layoutc-bench memory \(Shape.allCases.map(\.rawValue).joined(separator: "|")) LEAVES (at most 10,000,000)")
    }
    memoryCase(shape, leaves: leaves)
case "levels":
    guard arguments.count == 3 || arguments.count == 4, let shape = Shape(rawValue: arguments[1]), shape.isNested,
          let depth = Int(arguments[2]), (1...8).contains(depth) else {
        fail("usage: layoutc-bench levels nested|flexnested|flexframes|textnested DEPTH [WIDTH] (DEPTH 1 to 8)")
    }
    var width: CGFloat?
    if arguments.count == 4 {
        guard let value = Double(arguments[3]), value.isFinite, value >= 0 else { fail("WIDTH must be a finite length, 0 or more") }
        width = CGFloat(value)
    }
    levelsCase(shape, depth: depth, width: width)
default:
    var runs = 5
    var words: [String] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        if argument == "--runs" {
            guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { fail("expected a positive count after --runs") }
            runs = value
        } else if argument.hasPrefix("-") {
            fail("unknown option '\(argument)'")
        } else {
            words.append(argument)
        }
    }
    let cases = allCases(runs: runs).filter { benchCase in
        let name = benchCase.name.split(separator: " ")
        return words.allSatisfy { name.contains(Substring($0)) }
    }
    if cases.isEmpty { fail("no case matches '\(words.joined(separator: " "))'") }
    print("case                          leaves     nodes  median ms   ns/node  answers/node  runs  root size")
    for benchCase in cases { benchCase.run() }
    print("peak RSS of the process: \(peakRSS())")
}
