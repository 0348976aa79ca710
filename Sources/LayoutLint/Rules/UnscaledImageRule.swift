import Foundation
import LayoutEngine

/// L019: an image that is not resizable, in a smaller frame that clips it — the avatar bug.
struct UnscaledImageRule: LayoutCheck {
    /// Not local: the finding at the image depends on the frame around it.
    let isLocal = false
    let rule = LintRule(
        code: "L019", name: "unscaled-image", severity: .warning,
        summary: "an image that is not resizable is cropped by the smaller frame that clips it",
        explanation: """
        An image is drawn at its own size unless it is `.resizable()`: a `.frame` smaller than \
        the image does not scale it, and a `.clipShape`, `.clipped()` or `.cornerRadius` on the \
        frame then shows only its middle — a 120-pt avatar in a 40-pt circle is a circle of its \
        nose. The frame looks right in the code and the clip hides the overflow, so clipped-by-frame \
        does not speak up: this rule does. The finding is at the image and says how much of it is \
        cropped. (An unclipped image that spills out of its frame is clipped-by-frame's.)
        """,
        bad: """
        proposal(nil, nil)
        image(120x120).frame(width: 40, height: 40).clipShape(circle)
        """,
        good: """
        proposal(nil, nil)
        image(120x120).resizable.scaledToFill.frame(width: 40, height: 40).clipShape(circle)
        """,
        fix: .none)

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        for node in layout.checked {
            guard file.kind(node) == .image, case let .image(width, height, resizable) = file.element(node), !resizable
            else { continue }
            // The frame that holds it, through the modifiers wrapped around it.
            var current = node
            var frameNode: LayoutNodeID?
            while let parent = file.parent(current), file.definition(parent).role == .modifier,
                  file.children(parent).first == current {
                if file.kind(parent) == .frame {
                    frameNode = parent
                    break
                }
                current = parent
            }
            guard let frameNode, ClippedByFrameRule.clipsOnPurpose(frameNode, file),
                  let frame = layout.frame(frameNode) else { continue }
            let croppedWidth = width - frame.width, croppedHeight = height - frame.height
            guard croppedWidth > 0.01 || croppedHeight > 0.01 else { continue }
            let size = "\(formatLength(width))×\(formatLength(height)) pt"
            let frameSize = "\(formatLength(frame.width))×\(formatLength(frame.height))"
            var cropped: [String] = []
            if croppedWidth > 0.01 { cropped.append("\(LintText.pt(croppedWidth)) of its width") }
            if croppedHeight > 0.01 { cropped.append("\(LintText.pt(croppedHeight)) of its height") }
            findings.append(finding(
                node, "\(file.describe(node)) is not resizable: it is drawn at its own size, \(size), and the "
                    + "\(frameSize) frame that clips it shows only its middle",
                measure: "\(cropped.joined(separator: " and ")) cropped",
                help: "add .resizable() and .scaledToFill() (or .scaledToFit()) before the frame, so that the image "
                    + "is scaled to it"))
        }
        return findings
    }
}
