// Your own layoutc: a package that depends on layoutc writes its layouts in Swift (as SwiftUI
// code does, `Layout` conformances over `LayoutEngine`), registers them by name, and runs the
// whole tool in a few lines of `main.swift`:
//
//     import LayoutcKit
//     var layouts = LayoutRegistry()
//     layouts.register("overlapping", doc: "…", parameters: […]) { arguments in
//         OverlappingHStack(overlap: arguments.number("overlap") ?? 6)
//     }
//     Layoutc.main(layouts: layouts)
//
// Every command (build, check, lint, explain, fmt, preview, lsp) then knows them: the checker
// validates their arguments, the language server completes and documents them. layoutc's own
// executable is this, with no layouts of its own. See docs/custom-layouts.md.
@_exported import LayoutEngine
import Foundation
import LayoutDriver
import LayoutSema

/// The `layoutc` command line, run by an executable of your own.
public enum Layoutc {
    /// Runs layoutc with the process's arguments and `layouts` usable by name, and exits with its
    /// status. A registered name that a built-in already has is refused (status 2): the
    /// built-in would win, and the layout would never be used.
    public static func main(layouts: LayoutRegistry = LayoutRegistry()) -> Never {
        tuneAllocator()
        if let message = conflicts(in: layouts) {
            FileHandle.standardError.write(Data(message.utf8))
            exit(2)
        }
        guard let arguments = rawArguments() else { exit(2) }
        exit(Driver.main(arguments: arguments, registry: layouts))
    }

    /// The error for registered names that built-in elements or modifiers already have; nil
    /// when every name is free.
    public static func conflicts(in layouts: LayoutRegistry) -> String? {
        let taken = layouts.definitions.map(\.name).filter {
            BuiltinRegistry.element(named: $0) != nil || BuiltinRegistry.modifier(named: $0) != nil
        }
        guard !taken.isEmpty else { return nil }
        return taken.map { name in
            "layoutc: error: the layout '\(name)' registered in Swift has the name of a built-in; "
                + "register it under another name\n"
        }.joined()
    }

    /// The arguments, read raw: one that is not UTF-8 (a file name in another encoding) would
    /// otherwise be silently repaired into a name that does not exist. Nil after reporting one.
    static func rawArguments() -> [String]? {
        var arguments: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            guard let argument = String(validatingCString: raw) else {
                let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self),
                                                count: strlen(raw))
                let shown = String(decoding: bytes, as: UTF8.self)
                let message = "layoutc: error: argument \(index) ('\(shown)') is not valid UTF-8; "
                    + "layoutc reads UTF-8 file names and options only\n"
                _ = message.withCString { write(2, $0, strlen($0)) }
                return nil
            }
            arguments.append(argument)
        }
        return arguments
    }

    /// glibc's malloc maps a block of its own for every request above a threshold that starts at
    /// 128 KiB and rises, each time such a block is freed, towards 32 MiB (mallopt(3)). A freed
    /// mapping goes back to the kernel, so each phase of a big build (lexing, parsing, checking,
    /// lowering, layout, emitting) gets its tables as fresh pages, faulted in one by one, rather
    /// than the memory the phase before it freed. Fixing the threshold at that 32 MiB ceiling from
    /// the start skips the warm-up: the 1M-element JSON build takes 0.92 of the time for the same
    /// peak (docs/timings.md). The top of the heap is still given back as before. A threshold the
    /// user set (MALLOC_MMAP_THRESHOLD_ or GLIBC_TUNABLES) wins: under valgrind, whose heap segment
    /// cannot grow past a few MiB, big files need glibc's own threshold (docs/benchmarks.md).
    static func tuneAllocator() {
        #if canImport(Glibc)
        let userSetsThreshold = getenv("MALLOC_MMAP_THRESHOLD_") != nil
            || (getenv("GLIBC_TUNABLES").map { String(cString: $0).contains("glibc.malloc.mmap_threshold") } ?? false)
        // `mallopt` is declared in malloc.h, which the Glibc module does not import.
        if !userSetsThreshold, let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            _ = mallopt(-3, 32 << 20)  // M_MMAP_THRESHOLD
        }
        #endif
    }
}
