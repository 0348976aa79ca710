import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L018: something to tap (a `button`, an element with `.onTapGesture()`) smaller than 44×44 pt.
struct SmallTapTargetRule: LayoutCheck {
    static let minimum: CGFloat = 44

    let isLocal = true
    let rule = LintRule(
        code: "L018", name: "small-tap-target", severity: .warning,
        summary: "a button, an element with .onTapGesture() or a tag marked interactive is smaller than 44×44 pt",
        explanation: """
        Apple's Human Interface Guidelines (Buttons; Accessibility → Buttons and controls) ask for \
        a hit region of at least 44×44 pt on iOS: smaller targets are missed. A `button < … >` is \
        its label's size, and `.onTapGesture()` answers taps on the element's frame; an element \
        whose tag the project lists in `"interactiveTags"` (or `--interactive-tags`) is judged the \
        same. The finding judges that frame at each configuration and says its size.
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
        return layout.checked.compactMap { node in
            // Only a button, a tagged element or one with an effect can be something to tap.
            let isButton = file.kind(node) == .layout && (file.element(node).customLayout as? ButtonLayout) != nil
            guard isButton || file.tree.hasDecoration(node) else { return nil }
            let effects = file.tree.effects(of: node)
            let tagged = file.tree.tag(of: node).map { file.interactiveTags.contains($0) } ?? false
            guard isButton || tagged || effects.contains(.interactive), !file.isHidden(node),
                  let frame = layout.frame(node), frame.width > 0, frame.height > 0,
                  frame.width < Self.minimum - 0.01 || frame.height < Self.minimum - 0.01 else { return nil }
            let what = isButton ? "this button"
                : tagged ? "\(file.describe(node)), marked interactive,"
                : "\(file.describe(node)), which has .onTapGesture(),"
            return finding(node, "\(what) is smaller than 44×44 pt to tap",
                           measure: "it is \(formatLength(frame.width))×\(formatLength(frame.height)) pt",
                           help: "make its frame at least 44×44 pt: .frame(minWidth: 44, minHeight: 44) on the "
                               + (isButton ? "label" : "element") + ", or padding, without changing what is drawn")
        }
    }
}
