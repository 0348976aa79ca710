/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Attached to another diagnostic.
    case note
    /// A finding worth knowing that is not a mistake (lint rules of `info` severity).
    case info
    case warning, error

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .info: 1
        case .warning: 2
        case .error: 3
        }
    }
}

/// A stable identifier for a kind of diagnostic, printed as `[E1001]`.
///
/// Ranges by stage: `E0xxx` command line and files, `E1xxx` lexical and syntax,
/// `E2xxx` / `W2xxx` checking, `E3xxx` / `W3xxx` lowering and layout, `L4xxx` lint.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
}

/// A replacement of the text in `range` by `replacement` (an insertion when the range is empty).
public struct TextEdit: Hashable, Sendable {
    public var range: SourceRange
    public var replacement: String
    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A suggested fix: a short message ("replace with 'spacing'") and the edits that apply it.
public struct FixIt: Hashable, Sendable {
    public var message: String
    public var edits: [TextEdit]
    /// Whether a tool may apply it without asking (`layoutc lint --fix`): it keeps the layout's
    /// meaning. A did-you-mean is a guess, so not safe.
    public var isSafe: Bool
    public init(message: String, edits: [TextEdit], isSafe: Bool = false) {
        self.message = message
        self.edits = edits
        self.isSafe = isSafe
    }
}

/// A secondary range with a short label ("first defined here").
public struct DiagnosticLabel: Hashable, Sendable {
    public var range: SourceRange
    public var message: String
    public init(range: SourceRange, message: String) {
        self.range = range
        self.message = message
    }
}

/// A note attached to a diagnostic, optionally pointing at a range of its own.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var range: SourceRange?
    public init(message: String, range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// One diagnostic as a value: every renderer (human, concise, JSON, SARIF, LSP) reads this.
///
/// Messages are lowercase with no trailing period, in the form "expected X, found Y".
public struct Diagnostic: Hashable, Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    /// The primary range; `nil` only for diagnostics about no source at all (e.g. a missing file).
    public var range: SourceRange?
    public var labels: [DiagnosticLabel]
    public var notes: [DiagnosticNote]
    public var fixIts: [FixIt]
    /// For diagnostics without a range: the file (path) they are about, if any.
    public var path: String?
    /// How to fix it, in words, when no edit can (`give 'Cancel' .layoutPriority(1)`): a
    /// `help:` line in the human format, a field in the machine ones.
    public var help: String?
    /// What identifies it across runs when the message has parts that vary between runs (the
    /// configurations a lint finding was seen at); nil: the message.
    public var identityMessage: String?

    public init(
        code: DiagnosticCode,
        severity: Severity,
        message: String,
        range: SourceRange?,
        labels: [DiagnosticLabel] = [],
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = [],
        path: String? = nil
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.range = range
        self.labels = labels
        self.notes = notes
        self.fixIts = fixIts
        self.path = path
    }

    /// An error with no labels, notes or fix-its yet.
    public static func error(_ code: DiagnosticCode, _ message: String, at range: SourceRange?,
                             path: String? = nil) -> Diagnostic {
        Diagnostic(code: code, severity: .error, message: message, range: range, path: path)
    }

    /// A warning with no labels, notes or fix-its yet.
    public static func warning(_ code: DiagnosticCode, _ message: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(code: code, severity: .warning, message: message, range: range)
    }

    /// This diagnostic with a note added (at a location, or at its own).
    public func withNote(_ message: String, at range: SourceRange? = nil) -> Diagnostic {
        var copy = self
        copy.notes.append(DiagnosticNote(message: message, range: range))
        return copy
    }

    /// This diagnostic with a secondary range labelled `message`.
    public func withLabel(_ message: String, at range: SourceRange) -> Diagnostic {
        var copy = self
        copy.labels.append(DiagnosticLabel(range: range, message: message))
        return copy
    }

    /// This diagnostic with a fix-it replacing `range` by `replacement`.
    public func withFixIt(_ message: String, replacing range: SourceRange, with replacement: String) -> Diagnostic {
        var copy = self
        copy.fixIts.append(FixIt(message: message, edits: [TextEdit(range: range, replacement: replacement)]))
        return copy
    }
}

/// Collects diagnostics for one compilation, in the order they were found.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    public mutating func append(contentsOf more: [Diagnostic]) { diagnostics.append(contentsOf: more) }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// Diagnostics sorted by file, then position, keeping discovery order for ties.
    public func sorted() -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let ka = (a.element.range?.file.rawValue ?? -1, a.element.range?.start ?? -1, a.offset)
            let kb = (b.element.range?.file.rawValue ?? -1, b.element.range?.start ?? -1, b.offset)
            return ka < kb
        }.map(\.element)
    }
}
