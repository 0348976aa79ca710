#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax
import LayoutEngine
import LayoutSema
import LayoutSwiftReader

/// The promises the whole Swift path keeps for any bytes: the lexer's (`SwiftLexerInvariants`),
/// then the reader's — every root of the file is read, compiled (refused constructs dropped) and
/// laid out without a crash or a hang, and every diagnostic is located in the Swift file, within it.
enum SwiftReaderInvariants {
    /// The most elements a root compiles to here (`CompileOptions.maxNodes`).
    static let maxNodes = 2_000

    static func check(_ bytes: [UInt8]) -> [String] {
        var problems = SwiftLexerInvariants.check(bytes)
        let sources = SourceManager()
        let file = sources.add(name: "fuzz.swift", bytes: bytes)
        let reader = SwiftReader(files: [file])
        var options = CompileOptions()
        options.textModel = .model
        // As the pipeline's fuzzer: a few nested `ForEach`es over a list make hundreds of
        // thousands of views, bounded but seconds to lay out (the cap's own path is what is fuzzed).
        options.maxNodes = maxNodes
        for root in reader.roots(in: file).prefix(4) {
            guard let reading = reader.read(root, in: file) else {
                problems.append("root '\(root)' is listed but cannot be read")
                continue
            }
            let result = SwiftCompilation.compile(reading, name: "fuzz (read as .layout)", sources: sources,
                                                  options: options).result
            for diagnostic in result.diagnostics {
                guard let range = diagnostic.range else { continue }
                if range.file != file.id {
                    problems.append("'\(diagnostic.message)' is located outside the Swift file")
                } else if range.start < 0 || range.start > range.end || range.end > bytes.count {
                    problems.append("'\(diagnostic.message)' has the range \(range.start)..<\(range.end) in \(bytes.count) bytes")
                }
            }
            if let program = result.program {
                _ = try? LayoutEvaluator(tree: program.tree).layout(proposal: ProposedViewSize(width: 393, height: 759))
            }
        }
        return problems
    }
}

/// libFuzzer's entry: the Swift path keeps `SwiftReaderInvariants` for any bytes, or the run
/// aborts with the broken promises on standard error.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutcSwiftFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = SwiftReaderInvariants.check(bytes)
    if !problems.isEmpty {
        let report = "layoutc-swift-fuzz: " + problems.prefix(8).joined(separator: "; ") + "\n"
        _ = report.withCString { write(2, $0, strlen($0)) }
        abort()
    }
    return 0
}

/// Without libFuzzer: `layoutc-swift-fuzz FILE…` checks each file; exit 1 if any breaks the promise.
@_cdecl("layoutc_swift_fuzz_replay")
public func layoutcSwiftFuzzReplay(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var failed = false
    let paths = (1..<max(Int(argc), 1)).compactMap { argv?[$0].map { String(cString: $0) } }
    if paths.isEmpty {
        print("usage: layoutc-swift-fuzz FILE…  (built with --sanitize fuzzer: libFuzzer's options)")
        return 2
    }
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("\(path): cannot read")
            failed = true
            continue
        }
        let problems = SwiftReaderInvariants.check([UInt8](data))
        if !problems.isEmpty {
            failed = true
            print("\(path): \(problems.prefix(8).joined(separator: "; "))")
        }
    }
    print("\(paths.count) input\(paths.count == 1 ? "" : "s"), \(failed ? "promises broken" : "all kept the promise")")
    return failed ? 1 : 0
}
