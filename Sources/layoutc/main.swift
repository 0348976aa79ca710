import Foundation
import LayoutDriver

// The executable is a thin shell: everything lives in LayoutDriver so tests can call it.
// Arguments are read raw: one that is not UTF-8 (a file name in another encoding) would
// otherwise be silently repaired into a name that does not exist.
var arguments: [String] = []
for index in 1..<Int(CommandLine.argc) {
    guard let raw = CommandLine.unsafeArgv[index] else { continue }
    guard let argument = String(validatingCString: raw) else {
        let shown = String(decoding: UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw)), as: UTF8.self)
        let message = "layoutc: error: argument \(index) ('\(shown)') is not valid UTF-8; layoutc reads UTF-8 file names and options only\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        exit(2)
    }
    arguments.append(argument)
}
exit(Driver.main(arguments: arguments))
