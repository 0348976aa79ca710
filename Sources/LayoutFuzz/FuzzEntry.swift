#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// libFuzzer's entry point: one input through the whole pipeline; a broken invariant aborts,
/// which libFuzzer records as a finding (as it does a trap, a timeout or running out of memory).
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutcFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = PipelineInvariants.violations(for: bytes)
    if !problems.isEmpty {
        let report = "layoutc-fuzz: invariant broken:\n" + problems.map { "  - " + $0 }.joined(separator: "\n") + "\n"
        _ = report.withCString { write(2, $0, strlen($0)) }
        abort()
    }
    return 0
}

/// Without libFuzzer (a plain `swift build`): `layoutc-fuzz FILE…` runs each file through the
/// same checks, to reproduce a finding or replay a corpus; exit 1 if any breaks the contract.
@_cdecl("layoutc_fuzz_replay")
public func layoutcFuzzReplay(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var failed = false
    var paths: [String] = []
    for index in 1..<max(Int(argc), 1) {
        if let argument = argv?[index] { paths.append(String(cString: argument)) }
    }
    if paths.isEmpty {
        print("usage: layoutc-fuzz FILE|DIRECTORY…  (built with --sanitize fuzzer: libFuzzer's options)")
        return 2
    }
    var files: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            files += ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
                .map { path + "/" + $0 }.filter { entry in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: entry, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            }
        } else {
            files.append(path)
        }
    }
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else {
            print("\(file): cannot read")
            failed = true
            continue
        }
        let problems = PipelineInvariants.violations(for: [UInt8](data), alwaysThroughCommandLine: true)
        if problems.isEmpty { continue }
        failed = true
        print("\(file):")
        for problem in problems { print("  - \(problem)") }
    }
    print("\(files.count) input\(files.count == 1 ? "" : "s"), "
              + "\(failed ? "invariants broken" : "all kept the contract")")
    return failed ? 1 : 0
}
