import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L018: something to tap (a `button`, an element with `.onTapGesture()`) that answers taps on
/// less than 44×44 pt.
///
/// SwiftUI hit-tests what a view draws, not its frame: a text, an image, a shape, a filled
/// background — not the padding, spacers or frames around them — unless a `.contentShape` makes
/// a frame answer taps whole. So `image.onTapGesture().padding(12)` and
/// `image.padding(12).onTapGesture()` both answer on the image alone;
/// `image.padding(12).contentShape().onTapGesture()` answers on the padded frame.
struct SmallTapTargetRule: LayoutCheck {
    static let minimum: CGFloat = 44
    /// How much taller than the text style its name says an app's font may draw a target.
    static let styleFontLatitude: CGFloat = 1.5

    let isLocal = true
    let rule = LintRule(
        code: "L018", name: "small-tap-target", severity: .warning,
        summary: "a button, an element with .onTapGesture() or a tag marked interactive answers taps on less than 44×44 pt",
        explanation: """
        Apple's Human Interface Guidelines (Buttons; Accessibility → Buttons and controls) ask for \
        a hit region of at least 44×44 pt on iOS: smaller targets are missed. SwiftUI hit-tests \
        what a button's label or an element with `.onTapGesture()` draws — texts, images, shapes, \
        filled backgrounds — not the padding, spacers and empty frame around them, unless a \
        `.contentShape()` inside the gesture makes a frame answer taps whole (a List row does that \
        for a button that is the row). So `.onTapGesture()` before or after a `.padding` without a \
        `.contentShape` answers on less than is drawn around it. An element whose tag the project \
        lists in `"interactiveTags"` (or `--interactive-tags`) is judged by its frame. The finding \
        judges the region that answers taps at each configuration and says its size. A \
        `.onTapGesture()` added where a component is used (`pill(label: "A").onTapGesture()`, \
        `StatusPill().onTapGesture { … }`) is reported there, where the fix goes, with a note at the \
        element it makes tappable.
        """,
        bad: """
        proposal(320, nil)
        hstack < text("Inbox") spacer button < image(20x20) > >
        """,
        good: """
        proposal(320, nil)
        hstack < text("Inbox") spacer button < image(20x20).frame(width: 44, height: 44).contentShape() > >
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
                  let frame = layout.frame(node), frame.width > 0, frame.height > 0 else { return nil }
            // A tag marked interactive stands for a control the designer drew: its frame.
            let region = tagged && !isButton ? frame : Self.hitRegion(of: node, in: layout)
            guard let region, region.width > 0, region.height > 0,
                  region.width < Self.minimum - 0.01 || region.height < Self.minimum - 0.01 else { return nil }
            let what = isButton ? "this button"
                : tagged ? "\(file.describe(node)), marked interactive,"
                : "\(file.describe(node)), which has .onTapGesture(),"
            let drawnOnly = abs(region.width - frame.width) > 0.01 || abs(region.height - frame.height) > 0.01
            let measure = drawnOnly
                ? "what it draws is \(formatLength(region.width))×\(formatLength(region.height)) pt of its "
                    + "\(formatLength(frame.width))×\(formatLength(frame.height)) pt frame, and only that takes taps"
                : "it is \(formatLength(frame.width))×\(formatLength(frame.height)) pt"
            let help = drawnOnly && frame.width >= Self.minimum - 0.01 && frame.height >= Self.minimum - 0.01
                ? "make the whole frame answer taps: .contentShape(Rectangle()) "
                    + (isButton ? "last on the label" : "on the element, before .onTapGesture")
                : "make it at least 44×44 pt to tap: .frame(minWidth: 44, minHeight: 44) or padding on the "
                    + (isButton ? "label" : "element") + ", then .contentShape(Rectangle()), without changing what is drawn"
            var found = finding(node, "\(what) answers taps on less than 44×44 pt", measure: measure, help: help)
            if !isButton && !tagged {
                found.gesture = file.program.gestureOrigin(of: node)
                // The view its modifiers wrap, as the message names it, written in the same call.
                let element = file.viewUnderModifiers(node)
                if element != node { found.element = element }
            }
            // Too short with each text stood in for on one line: a text takes a line at least,
            // and a button's title longer than a line is no fix.
            if region.height < Self.minimum - 0.01, !file.textsSizedByStandIns.isEmpty {
                let inside = file.textsSizedByStandIns.filter { file.isInside($0, node) }
                found.outgrowsTextStandIns = OverflowRule.heightBeyondOneLine(inside, layout: layout) < 0.5
            }
            // Too short by more than a font half as tall again as the text style its name says
            // could add to its texts: a font of the app's named after a style is about its size.
            found.outgrowsStyleFonts = region.height + (Self.styleFontLatitude - 1) * Self.textRowsHeight(in: node, layout: layout)
                < Self.minimum - 0.01
            return found
        }
    }

    /// The height the texts inside `node` cover, rows side by side counted once: what a
    /// larger font makes taller.
    static func textRowsHeight(in node: LayoutNodeID, layout: LintLayout) -> CGFloat {
        let file = layout.file
        var spans: [(low: CGFloat, high: CGFloat)] = []
        var stack = [node]
        while let id = stack.popLast() {
            if file.kind(id) == .text, let frame = layout.frame(id), frame.height > 0 {
                spans.append((frame.minY, frame.maxY))
            }
            stack.append(contentsOf: file.children(id))
        }
        var covered: CGFloat = 0
        var reach = -CGFloat.infinity
        for span in spans.sorted(by: { $0.low < $1.low }) {
            let low = max(span.low, reach)
            if span.high > low { covered += span.high - low }
            reach = max(reach, span.high)
        }
        return covered
    }

    /// The part of `node`'s frame that answers taps: the union of the frames of what it draws
    /// (texts, images, shapes, boxes, dividers, filled elements) and of the elements with a
    /// `.contentShape` (whole), itself included — its own shape only when it comes before the
    /// gesture. Nil when it draws nothing.
    static func hitRegion(of node: LayoutNodeID, in layout: LintLayout) -> CGRect? {
        let file = layout.file
        let tree = file.tree
        /// Whether `id` has a `.contentShape` that shapes the taps: inside the gesture. On the
        /// tapped element itself only one before its `.onTapGesture()` is (a button's own is
        /// outside its label, and shapes nothing of it).
        func hasContentShape(_ id: LayoutNodeID) -> Bool {
            guard tree.hasDecoration(id) else { return false }
            let effects = tree.effects(of: id)
            let inside = id == node ? effects.prefix { $0 != .interactive } : effects[...]
            guard id != node || inside.count < effects.count else { return false }
            return inside.contains { if case .contentShape = $0 { return true } else { return false } }
        }
        var region: CGRect?
        var stack = [node]
        while let id = stack.popLast() {
            guard let frame = layout.frame(id), !tree.effects(of: id).contains(.hidden) else { continue }
            let whole = hasContentShape(id)
            // `Color.clear` draws nothing, and answers nothing.
            if (whole || file.draws(id)), frame.width > 0, frame.height > 0 {
                region = region.map { $0.union(frame) } ?? frame
            }
            // What a content shape holds answers inside its frame; a fill's content may spill out.
            if !whole { stack.append(contentsOf: file.children(id).reversed()) }
        }
        return region
    }
}
