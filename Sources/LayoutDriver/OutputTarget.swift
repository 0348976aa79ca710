import Foundation
import LayoutSema

/// Where `build` writes its payload: standard output, or a regular file that is not one of the
/// inputs (or a character device or FIFO, written in place). Checked before anything is compiled,
/// by resolved path and file identity, so `-o dir/../a.layout` or a symlink to the input can never
/// overwrite what the user wrote.
enum OutputTarget: Equatable {
    case standardOutput
    case file(path: String, display: String)

    /// The format named by an output path's extension: nil when the name has no extension,
    /// an error when it has one layoutc does not write.
    static func format(ofPath path: String) -> Result<FrameFormat?, CLIError> {
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension.lowercased()
        guard !ext.isEmpty, !name.hasPrefix(".") || name.dropFirst().contains(".") else { return .success(nil) }
        if let format = FrameFormat.byExtension[ext] { return .success(format) }
        return .failure(CLIError("cannot tell the output format from '.\(ext)' in '\(path)'",
                                 hint: "name the file .txt, .json or .svg, or give --format text|json|svg"))
    }

    /// Validates `-o PATH` against the inputs (already resolved to absolute paths).
    static func resolve(_ output: String, inputs: [String], io: DriverIO,
                        absolute: (String) -> String) -> Result<OutputTarget, CLIError> {
        if output == "-" { return .success(.standardOutput) }
        let path = absolute(output)
        let inputPaths = Set(inputs.filter { $0 != "-" }.map(absolute))
        if inputPaths.contains(path) {
            return .failure(CLIError("refusing to write the output over the input file '\(output)'",
                                     hint: "choose another -o path"))
        }
        switch io.pathStatus(path) {
        case let .missing(directoryExists):
            guard directoryExists else {
                let directory = (output as NSString).deletingLastPathComponent
                return .failure(CLIError(.cannotWrite(path: output,
                                                      reason: "the directory '\(directory)' does not exist")))
            }
        case let .regularFile(identity, writable):
            for input in inputs where input != "-" {
                if case let .regularFile(inputIdentity, _) = io.pathStatus(absolute(input)), inputIdentity == identity {
                    return .failure(CLIError("refusing to write the output over the input file '\(output)' "
                                                 + "(it is the same file as '\(input)')",
                                             hint: "choose another -o path"))
                }
            }
            guard writable else { return .failure(CLIError(.cannotWrite(path: output, reason: "permission denied"))) }
        case .directory:
            return .failure(CLIError(.cannotWrite(path: output, reason: "it is a directory")))
        case .stream:
            break  // `-o /dev/null`, a FIFO: written in place (`AtomicFileWriter`)
        case let .special(kind):
            return .failure(CLIError(.refusingToWrite(path: output,
                                                      reason: "it is \(kind), not a regular file, a character device "
                                                          + "or a FIFO"),
                                     hint: "to send the output elsewhere use '-o -' and a shell redirection"))
        }
        return .success(.file(path: path, display: output))
    }
}
