import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSema

// Engine and pipeline benchmarks at the scale the design targets (issues 3 and 12). Release only:
// `swift run -c release layoutc-bench [--runs N] [WORD…]`. See docs/benchmarks.md.
//
//   layoutc-bench                  every case: the three shapes at 1k…1M leaves, engine only and
//                                  whole pipeline, then the older cases (`legacy`)
//   layoutc-bench WORD…            the cases whose name has every WORD (`engine nested`, `1M`)
//   layoutc-bench peer SHAPE LEAVES RUNS [FRAMES]
//                                  for Benchmarks/peers/compare.sh: one JSON line of per-run engine
//                                  times; FRAMES gets every leaf's frame (float64 x y w h, in order)
//   layoutc-bench callgrind SHAPE  the small case of a shape laid out once, for
//                                  `valgrind --tool=callgrind --toggle-collect='*measuredLayout*'`
//   layoutc-bench source SHAPE LEAVES
//                                  the shape's `.layout` source on standard output (the files
//                                  `layoutc build --timings` is measured on in docs/timings.md)

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layoutc-bench: error: \(message)\n".utf8))
    exit(2)
}

switch arguments.first {
case "peer":
    guard arguments.count == 4 || arguments.count == 5, let shape = Shape(rawValue: arguments[1]),
          let leaves = Int(arguments[2]), leaves > 0, let runs = Int(arguments[3]), runs > 0
    else { fail("usage: layoutc-bench peer wrap|hstack|nested LEAVES RUNS [FRAMES]") }
    peer(shape, leaves: leaves, runs: runs, framesPath: arguments.count == 5 ? arguments[4] : nil)
case "source":
    guard arguments.count == 3, let shape = Shape(rawValue: arguments[1]), let leaves = Int(arguments[2]), leaves > 0, leaves <= 10_000_000
    else { fail("usage: layoutc-bench source wrap|hstack|nested LEAVES (at most 10,000,000)") }
    FileHandle.standardOutput.write(Data(shape.source(leaves: leaves).utf8))
case "callgrind":
    guard arguments.count == 2, let shape = Shape(rawValue: arguments[1]) else { fail("usage: layoutc-bench callgrind wrap|hstack|nested") }
    callgrindCase(shape)
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
