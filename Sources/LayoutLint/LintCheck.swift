import LayoutDiagnostics
import LayoutEngine

/// A rule's check: its description and what it finds. A check is a pure function of what it is
/// given (the file, or the file laid out with the facts worked out before any rule ran); no rule
/// reads what another found.
protocol LintCheck: Sendable {
    var rule: LintRule { get }
    /// Whether the check is *local*: it looks at each node it is given (`LintFile.checked`,
    /// `LintLayout.checked`) in turn, and what it finds there (the finding's `anchor`) depends only
    /// on the subtree of the element around that node — the node's container (`container(of:)` of
    /// its `outermost`) and what is under it — and on whether an element around it is hidden. A
    /// local check's findings inside a subtree the last lint laid out the same way are taken from
    /// it (`LintReuse.swift`); every other check looks at the whole file every time. Not local
    /// unless the check says so.
    var isLocal: Bool { get }
}

extension LintCheck {
    var isLocal: Bool { false }
}

/// A check of the lowered tree alone, run once per file.
protocol FileCheck: LintCheck {
    func check(file: LintFile) -> [LintFinding]
}

/// A check of the file laid out at one configuration: the linter runs it at every configuration
/// and merges what it finds. A rule needs the layout exactly when its check is one of these.
protocol LayoutCheck: LintCheck {
    func check(layout: LintLayout) -> [LintFinding]
}

extension LintCheck {

    /// A finding of this rule about an element.
    func finding(_ node: LayoutNodeID, _ message: String, measure: String? = nil, help: String? = nil,
                 fixes: [LintFix] = []) -> LintFinding {
        LintFinding(rule: rule, node: node, anchor: node, range: nil, message: message, measure: measure, help: help,
                    fixes: fixes)
    }

    /// A finding about a modifier, with the fix that removes it (from its dot to its last
    /// bracket) when it is written in the main file.
    func removal(_ node: LayoutNodeID, _ file: LintFile, _ message: String, safe: Bool = true) -> LintFinding {
        var result = finding(node, message)
        if let origin = file.program.origin(of: node), origin.extent.file == file.main.id,
           origin.extent != origin.range {
            let edit = TextEdit(range: origin.extent,
                                replacement: Self.separator(removing: origin.extent, from: file.main.bytes))
            result.fixes = [LintFix(message: "remove it", edits: [edit], safe: safe)]
        } else {
            result.help = "remove it where it is written"
        }
        return result
    }

    /// What stands in for removed text: nothing, unless the bytes on either side would then run
    /// together into one word (`box.frame.frame()circle` → `box.frame circle`, not
    /// `box.framecircle`).
    static func separator(removing range: SourceRange, from bytes: [UInt8]) -> String {
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                || byte == 95 || byte >= 0x80
        }
        guard range.start > 0, range.end < bytes.count else { return "" }
        return isWord(bytes[range.start - 1]) && isWord(bytes[range.end]) ? " " : ""
    }
}
