#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LayoutSwiftReader

/// libFuzzer's entry: the Swift lexer keeps `SwiftLexerInvariants` for any bytes, or the run aborts
/// with the broken promises on standard error.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutcSwiftFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = SwiftLexerInvariants.check(bytes)
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
        let problems = SwiftLexerInvariants.check([UInt8](data))
        if !problems.isEmpty {
            failed = true
            print("\(path): \(problems.prefix(8).joined(separator: "; "))")
        }
    }
    print("\(paths.count) input\(paths.count == 1 ? "" : "s"), \(failed ? "promises broken" : "all kept the promise")")
    return failed ? 1 : 0
}
