import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L016: text smaller than 11 pt at the default Dynamic Type size (static).
struct TextTooSmallRule: FileCheck {
    static let minimum: CGFloat = 11

    let rule = LintRule(
        code: "L016", name: "text-too-small", severity: .warning,
        summary: "text is smaller than 11 pt at the default Dynamic Type size",
        explanation: """
        Apple's Human Interface Guidelines (Typography; Accessibility → Text size) give 11 pt as \
        the smallest size text should have on iOS, at the default Dynamic Type size (Large): \
        smaller text is hard to read for many people, and a fixed size does not grow when they \
        ask for larger text. The finding is at the text and says its size.
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

    func check(file: LintFile) -> [LintFinding] {
        file.nodes.compactMap { node in
            // The tree as written is at the default size: a style's size is its Large one.
            guard case let .text(spec) = file.element(node), !spec.content.trimmingCharacters(in: .whitespaces).isEmpty,
                  spec.size < Self.minimum - 0.001, !file.tree.effects(of: node).contains(.hidden) else { return nil }
            return finding(node, "\(file.describe(node)) is \(LintText.pt(spec.size)), smaller than the 11 pt "
                               + "Apple's guidelines give as the least",
                           help: "use .font(.caption2) (11 pt at the default size, and it grows with Dynamic Type) "
                               + "or a size of 11 pt or more")
        }
    }
}

/// L017: text with a fixed size, which ignores the user's Dynamic Type size (static, opt-in).
struct FixedSizeTextRule: FileCheck {
    let rule = LintRule(
        code: "L017", name: "fixed-size-text", severity: .info,
        summary: "text has a fixed size and ignores the user's Dynamic Type size",
        explanation: """
        SwiftUI's text styles (`.font(.body)`, `.headline`…) follow the size the user picks in \
        Settings; a fixed size (`text(size: 13)`, `.font(size: 13)`, `.system(size: 13)`) does \
        not, unless it says which style to scale with (`relativeTo: .footnote`, \
        `@ScaledMetric`'s behaviour). Apple's Human Interface Guidelines (Typography → Supporting \
        Dynamic Type) ask apps to support it. Opt-in: it runs with `--accessibility`, or when \
        selected by name or given a severity.
        """,
        bad: """
        proposal(320, nil)
        text("Delivery details").font(size: 13)
        """,
        good: """
        proposal(320, nil)
        text("Delivery details").font(.footnote)
        """,
        fix: .none, optIn: true)

    func check(file: LintFile) -> [LintFinding] {
        file.nodes.compactMap { node in
            guard case let .text(spec) = file.element(node), spec.scaling == .fixed,
                  !spec.content.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            let size = Double(spec.size)
            let closest = TextStyle.allCases.min { abs($0.defaultSize - size) < abs($1.defaultSize - size) } ?? .body
            let style = closest.rawValue
            return finding(node, "\(file.describe(node)) has a fixed size, \(LintText.pt(spec.size)): "
                               + "it stays the same when the user asks for larger text",
                           help: "use the text style .\(style) (\(formatLength(CGFloat(closest.defaultSize))) pt "
                               + "at the default size), or keep the size and scale it: relativeTo: .\(style)")
        }
    }
}

/// L018: something to tap (a `button`, an element with `.onTapGesture()`) smaller than 44×44 pt.
struct SmallTapTargetRule: LayoutCheck {
    static let minimum: CGFloat = 44

    let rule = LintRule(
        code: "L018", name: "small-tap-target", severity: .warning,
        summary: "a button or an element with .onTapGesture() is smaller than 44×44 pt",
        explanation: """
        Apple's Human Interface Guidelines (Buttons; Accessibility → Buttons and controls) ask for \
        a hit region of at least 44×44 pt on iOS: smaller targets are missed. A `button < … >` is \
        its label's size, and `.onTapGesture()` answers taps on the element's frame, so the \
        finding judges that frame at each configuration and says its size.
        """,
        bad: """
        proposal(320, nil)
        hstack < text("Inbox") spacer button < image(20x20) > >
        """,
        good: """
        proposal(320, nil)
        hstack < text("Inbox") spacer button < image(20x20).frame(width: 44, height: 44) > >
        """,
        fix: .none)

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        return file.nodes.compactMap { node in
            let effects = file.tree.effects(of: node)
            let isButton = (file.element(node).customLayout as? ButtonLayout) != nil
            guard isButton || effects.contains(.interactive), !effects.contains(.hidden),
                  let frame = layout.frame(node), frame.width > 0, frame.height > 0,
                  frame.width < Self.minimum - 0.01 || frame.height < Self.minimum - 0.01 else { return nil }
            let what = isButton ? "this button" : "\(file.describe(node)), which has .onTapGesture(),"
            return finding(node, "\(what) is smaller than 44×44 pt to tap",
                           measure: "it is \(formatLength(frame.width))×\(formatLength(frame.height)) pt",
                           help: "make its frame at least 44×44 pt: .frame(minWidth: 44, minHeight: 44) on the "
                               + (isButton ? "label" : "element") + ", or padding, without changing what is drawn")
        }
    }
}
