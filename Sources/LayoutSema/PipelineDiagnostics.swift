import LayoutDiagnostics
import LayoutEngine

/// The codes reported outside the checker — by the command line, the layout step and the
/// preview — spelled once; their explanations are `DiagnosticCatalog`'s.
extension DiagnosticCode {
    /// An input file, standard input or `.layoutc.json` cannot be read.
    public static let cannotRead: DiagnosticCode = "E0001"
    /// An output file cannot be written (or is refused: an input, a directory, a socket).
    public static let cannotWrite: DiagnosticCode = "E0002"
    /// Standard output was closed or is full.
    public static let cannotWriteStandardOutput: DiagnosticCode = "E0003"
    /// The preview server cannot listen where it was asked to.
    public static let cannotServe: DiagnosticCode = "E0004"
    /// The engine refused the tree (nested deeper than it allows).
    public static let cannotLayOut: DiagnosticCode = "E3001"
    /// The file defines components and constants but no root element.
    public static let nothingToLayOut: DiagnosticCode = "E3002"
}

/// A file that cannot be read or written, as the command line and the preview say it:
/// `cannot read 'card.layout': no such file [E0001]`.
public enum FileFailure: Error, Equatable, Sendable {
    /// A named file (or `.layoutc.json`) cannot be read.
    case cannotRead(path: String, reason: String)
    /// Standard input cannot be read; `reason` says so in full (`cannot read standard input: …`).
    case standardInput(reason: String)
    /// A file cannot be written.
    case cannotWrite(path: String, reason: String)
    /// A file is not written because it is not what layoutc writes to (`it is a socket, …`).
    case refusingToWrite(path: String, reason: String)
    /// A file is not rewritten because it changed on disk since it was read.
    case changedOnDisk(path: String, while: String)
    /// Standard output cannot be written.
    case standardOutput(reason: String)

    public var code: DiagnosticCode {
        switch self {
        case .cannotRead, .standardInput: .cannotRead
        case .cannotWrite, .refusingToWrite, .changedOnDisk: .cannotWrite
        case .standardOutput: .cannotWriteStandardOutput
        }
    }

    /// The message with its code: `cannot write 'a.svg': permission denied [E0002]`.
    public var message: String {
        let text = switch self {
        case let .cannotRead(path, reason): "cannot read '\(path)': \(reason)"
        case let .standardInput(reason): reason
        case let .cannotWrite(path, reason): "cannot write '\(path)': \(reason)"
        case let .refusingToWrite(path, reason): "refusing to write to '\(path)': \(reason)"
        case let .changedOnDisk(path, activity): "not fixing '\(path)': it changed on disk while it was \(activity)"
        case let .standardOutput(reason): "cannot write to standard output: \(reason)"
        }
        return "\(text) [\(code)]"
    }

    /// The line a command prints for it on standard error.
    public var errorLine: String { "layoutc: error: \(message)\n" }
}

extension Diagnostic {
    /// E3001: the engine refused `program`'s tree; at the element too deep, else the root.
    public static func cannotLayOut(_ error: LayoutError, in program: LoweredProgram) -> Diagnostic {
        let root = program.tree.root.flatMap { program.origin(of: $0)?.range }
        var located = root
        if case let .tooDeep(_, node) = error { located = program.origin(of: node)?.range ?? root }
        return .error(.cannotLayOut, "cannot lay out the file: \(error.description)", at: located)
            .withNote("split the layout into fewer levels of nesting")
    }

    /// E3002: `file` defines components and constants but builds nothing.
    public static func nothingToLayOut(_ file: SourceFile) -> Diagnostic {
        .error(.nothingToLayOut,
               "'\(file.name)' has nothing to lay out: it defines components and constants but no root element",
               at: nil, path: file.name)
            .withNote("a file of definitions is a library for 'import'; 'layoutc check' checks it")
    }
}
