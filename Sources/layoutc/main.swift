import Foundation
import LayoutDriver

// The executable is a thin shell: everything lives in LayoutDriver so tests can call it.

// glibc's malloc maps a block of its own for every request above a threshold that starts at
// 128 KiB and rises, each time such a block is freed, towards 32 MiB (mallopt(3)). A freed
// mapping goes back to the kernel, so each phase of a big build (lexing, parsing, checking,
// lowering, layout, emitting) gets its tables as fresh pages, faulted in one by one, rather
// than the memory the phase before it freed. Fixing the threshold at that 32 MiB ceiling from
// the start skips the warm-up: the 1M-element JSON build takes 0.92 of the time for the same
// peak (docs/timings.md). The top of the heap is still given back as before. A threshold the
// user set (MALLOC_MMAP_THRESHOLD_ or GLIBC_TUNABLES) wins: under valgrind, whose heap segment
// cannot grow past a few MiB, big files need glibc's own threshold (docs/benchmarks.md).
#if canImport(Glibc)
let userSetsThreshold = getenv("MALLOC_MMAP_THRESHOLD_") != nil
    || (getenv("GLIBC_TUNABLES").map { String(cString: $0).contains("glibc.malloc.mmap_threshold") } ?? false)
// `mallopt` is declared in malloc.h, which the Glibc module does not import.
if !userSetsThreshold, let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-3, 32 << 20)  // M_MMAP_THRESHOLD
}
#endif
// Arguments are read raw: one that is not UTF-8 (a file name in another encoding) would
// otherwise be silently repaired into a name that does not exist.
var arguments: [String] = []
for index in 1..<Int(CommandLine.argc) {
    guard let raw = CommandLine.unsafeArgv[index] else { continue }
    guard let argument = String(validatingCString: raw) else {
        let shown = String(
            decoding: UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self),
                                          count: strlen(raw)),
            as: UTF8.self)
        let message = "layoutc: error: argument \(index) ('\(shown)') is not valid UTF-8; "
            + "layoutc reads UTF-8 file names and options only\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        exit(2)
    }
    arguments.append(argument)
}
exit(Driver.main(arguments: arguments))
