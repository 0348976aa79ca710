import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L009: a modifier that changes nothing.
struct NoEffectRule: FileCheck, LayoutCheck {
    let isLocal = true
    let rule = LintRule(
        code: "L009", name: "no-effect", severity: .warning,
        summary: "a modifier changes nothing",
        explanation: """
        `.padding(0)`, `.offset(x: 0, y: 0)`, `.fixedSize()` on an element whose size is fixed \
        anyway, `.layoutPriority` where no stack reads it (only `hstack`, `vstack` and `zstack` \
        do, and `frame`, `padding` and `aspectRatio` reset it), and a `.frame` that is the size of \
        its content at every proposal linted: each is noise that suggests an intent the layout \
        does not have. The fix removes the modifier (for the frame, only on request: at another \
        proposal it might matter).
        """,
        bad: """
        proposal(320, nil)
        vstack < box(40x20).padding(0) text("Hi").layoutPriority(1).frame(width: 100) >
        """,
        good: """
        proposal(320, nil)
        vstack < box(40x20) text("Hi").frame(width: 100) >
        """,
        fix: .safe)

    func check(file: LintFile) -> [LintFinding] {
        var findings: [LintFinding] = []
        for node in file.checked {
            switch file.kind(node) {
            case .padding, .offset, .fixedSize, .layoutPriority: break
            default: continue
            }
            switch file.element(node) {
            case let .padding(insets)
                where insets.top == 0 && insets.leading == 0 && insets.bottom == 0 && insets.trailing == 0:
                findings.append(removal(node, file, "'.padding' with zero insets has no effect"))
            case let .offset(x, y) where x == 0 && y == 0:
                findings.append(removal(node, file, "'.offset(x: 0, y: 0)' has no effect"))
            case .fixedSize:
                if let child = file.children(node).first, let why = fixedSizeReason(child, file) {
                    findings.append(removal(node, file, "'.fixedSize' has no effect: \(why)"))
                }
            case .layoutPriority:
                if let why = unreadPriority(node, file) {
                    findings.append(removal(node, file, "'.layoutPriority' has no effect: \(why)"))
                }
            default: break
            }
        }
        return findings
    }

    /// Why the size of `node` is fixed whatever it is proposed, if it is: a box, an image that
    /// is not resizable or a fixed frame, under modifiers that keep their child's size (padding,
    /// an offset, an overlay or background, a priority); a flexible frame or an aspect ratio
    /// between them makes it flexible.
    func fixedSizeReason(_ node: LayoutNodeID, _ file: LintFile) -> String? {
        var current = node
        while true {
            switch file.element(current) {
            case .box: return "a box has a fixed size"
            case .image(_, _, false): return "an image that is not resizable has a fixed size"
            case let .frame(width, height, _) where width != nil && height != nil:
                return "the frame inside it has a fixed size"
            case .padding, .offset, .overlay, .background, .layoutPriority, .fixedSize:
                guard let child = file.children(current).first else { return nil }
                current = child
            default: return nil
            }
        }
    }

    /// Why no stack reads the priority of `node`, if none does.
    func unreadPriority(_ node: LayoutNodeID, _ file: LintFile) -> String? {
        var current = node
        while let parent = file.parent(current) {
            switch file.element(parent) {
            case .fixedSize, .offset, .gridCellColumns, .layoutPriority:
                current = parent
                continue
            case .overlay, .background:
                guard file.children(parent).first == current else {
                    return "the content of an overlay or background has no priority"
                }
                current = parent
                continue
            case .frame, .flexibleFrame, .padding, .aspectRatio:
                return "the \(file.describe(parent)) around it resets the priority to 0"
            default:
                if file.definition(parent).readsPriorities { return nil }
                return "its container \(file.describe(parent)) does not read priorities"
            }
        }
        return "the whole layout has no container to read it"
    }

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        for node in layout.checked {
            // The frame changes nothing when its content answers the frame's size anyway: to what
            // the frame was offered, and to the probes a stack makes (nil, zero, infinity).
            guard case let .frame(width, height, _) = file.element(node), let child = file.children(node).first,
                  let frame = layout.frame(node), let offer = layout.proposal(node) else { continue }
            let answers = layout.inspection.sizes([offer, .unspecified, .zero, .infinity].map { (child, $0) })
            let same = answers.allSatisfy { alone in
                (width == nil || abs(frame.width - alone.width) < 0.01)
                    && (height == nil || abs(frame.height - alone.height) < 0.01)
            }
            guard same else { continue }
            var found = removal(node, file, "the '.frame' is the size its content has anyway: it changes nothing",
                                safe: false)
            found.everyConfiguration = true
            findings.append(found)
        }
        return findings
    }
}
