import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L005: a spacer that cannot grow: not in a stack, or in a stack sized by its content.
struct SpacerCannotExpandRule: FileCheck, LayoutCheck {
    let isLocal = true
    let rule = LintRule(
        code: "L005", name: "spacer-cannot-expand", severity: .warning,
        summary: "a spacer can never grow: it is not in a stack, or its stack is sized by its content",
        explanation: """
        A spacer takes the room its stack has left along the stack's axis. Outside an `hstack` or \
        `vstack` (and `wrap`, where it breaks the line) it has no axis to grow along. In a stack \
        that is proposed no length along its axis (nil: in a `scroll`, under `.fixedSize()`, in \
        another stack's ideal-size pass) there is no room left to take, so it stays at its \
        minimum length and pushes nothing apart.
        """,
        bad: """
        proposal(320, nil)
        scroll(horizontal) < hstack < text("Title") spacer text("Edit") > >
        """,
        good: """
        proposal(320, nil)
        hstack < text("Title") spacer text("Edit") >
        """,
        fix: .none)

    static func stackAxis(_ element: LayoutElement) -> Axis? {
        switch element {
        case .hstack: return .horizontal
        case .vstack: return .vertical
        default: return nil
        }
    }

    func check(file: LintFile) -> [LintFinding] {
        file.checked.compactMap { node in
            guard file.kind(node) == .spacer else { return nil }
            guard let container = file.container(of: node) else {
                return finding(node, "'spacer' is the whole layout: it has no stack to grow in",
                               help: "remove it, or put it in an hstack or vstack with the content it should push")
            }
            // A layout written in Swift may give spacers room: its definition says it might.
            if file.definition(container).givesSpacersRoom { return nil }
            return finding(node, "'spacer' is in \(file.describe(container)), not in an hstack or vstack: "
                               + "it has no axis to grow along",
                           help: "remove it; to push content to an edge, use the container's alignment or "
                               + ".frame(maxWidth: .infinity, alignment: …)")
        }
    }

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        return layout.checked.compactMap { node -> LintFinding? in
            guard file.kind(node) == .spacer, case let .spacer(minLength) = file.element(node),
                  let container = file.container(of: node),
                  let axis = Self.stackAxis(file.element(container)), let offer = layout.proposal(container),
                  offer.value(axis) == nil else { return nil }
            return finding(node, "its \(file.describe(container)) is proposed no \(LintText.axisName(axis)) (nil), "
                               + "so the spacer stays at its minimum \(LintText.pt(minLength))",
                           help: "give the \(file.describe(container)) a \(LintText.axisName(axis)) to fill "
                               + "(.frame(max\(axis == .horizontal ? "Width" : "Height"): .infinity)), or replace the "
                               + "spacer with the stack's spacing:")
        }
    }
}
