import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L016: text smaller than 11 pt at the default Dynamic Type size (static).
struct TextTooSmallRule: FileCheck {
    static let minimum: CGFloat = 11

    let isLocal = true
    let rule = LintRule(
        code: "L016", name: "text-too-small", severity: .warning,
        summary: "text is smaller than 11 pt at the default Dynamic Type size",
        explanation: """
        Apple's Human Interface Guidelines (Typography; Accessibility → Text size) give 11 pt as \
        the smallest size text should have on iOS, at the default Dynamic Type size (Large): \
        smaller text is hard to read for many people, and a fixed size does not grow when they \
        ask for larger text. A text of emoji alone (`Text("⚠️")` as a badge) is a picture, not \
        words to read: it is no finding. The finding is at the text and says its size.
        """,
        bad: """
        proposal(320, nil)
        text("Renews monthly until cancelled", size: 9)
        """,
        good: """
        proposal(320, nil)
        text("Renews monthly until cancelled").font(.caption2)
        """,
        fix: .none)

    /// Whether `content` is emoji alone (with their joiners, variation selectors and spaces):
    /// Unicode's `Emoji_Presentation`, or `Extended_Pictographic` shown as emoji (U+FE0F).
    static func isPictographs(_ content: String) -> Bool {
        var any = false
        for character in content where !character.isWhitespace {
            let scalars = character.unicodeScalars
            let pictured = scalars.contains { $0.properties.isEmojiPresentation }
                || scalars.contains { $0.value == 0xFE0F } && scalars.contains { $0.properties.isEmoji && $0.value > 0xFF }
            guard pictured else { return false }
            any = true
        }
        return any
    }

    func check(file: LintFile) -> [LintFinding] {
        file.checked.compactMap { node in
            // The tree as written is at the default size: a style's size is its Large one.
            guard let spec = file.textSpec(node), spec.size < Self.minimum - 0.001,
                  !spec.content.trimmingCharacters(in: .whitespaces).isEmpty, !Self.isPictographs(spec.content),
                  !file.isHidden(node) else { return nil }
            return finding(node, "\(file.describe(node)) is \(LintText.pt(spec.size)), smaller than the 11 pt "
                               + "Apple's guidelines give as the least",
                           help: "use .font(.caption2) (11 pt at the default size, and it grows with Dynamic Type) "
                               + "or a size of 11 pt or more")
        }
    }
}
