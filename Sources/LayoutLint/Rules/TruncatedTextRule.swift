import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L003: a text keeps fewer lines than its content needs, or is narrower than a word.
struct TruncatedTextRule: LayoutCheck {
    let isLocal = true
    let rule = LintRule(
        code: "L003", name: "truncated-text", severity: .warning,
        summary: "a text shows fewer lines than it needs, or is narrower than one of its words",
        explanation: """
        A text that is offered less height than its wrapped lines need (or has a `lineLimit:`) \
        keeps only the lines that fit: the rest is lost, on a device with an ellipsis. A text \
        narrower than its longest word breaks that word between characters. Both often appear \
        only on small phones or with large Dynamic Type (`--devices`, `--text-scale`). The \
        finding says how many lines are lost, and what limited them. A text with a `lineLimit` \
        and a `.truncationMode(.middle)` or `.head` is cut as its code asks: no finding.
        """,
        bad: """
        proposal(160, nil)
        text("Notes on the analytical engine, with the first algorithm").frame(height: 40)
        """,
        good: """
        proposal(160, nil)
        text("Notes on the analytical engine, with the first algorithm").frame(minHeight: 40)
        """,
        fix: .none)

    /// What to do: in a row, let the text have room first (naming the sibling that takes
    /// most); else lift the limit that cut it.
    static func help(_ node: LayoutNodeID, limitedByLines: Bool, layout: LintLayout) -> String {
        let file = layout.file
        let outer = file.outermost(node)
        let text = file.describe(node)
        if let row = file.container(of: outer), case .hstack = file.element(row) {
            let widest = file.children(row).filter { child in
                if child == outer { return false }
                if case .spacer = file.element(core(of: child, in: file)) { return false }
                return true
            }
                .max { (layout.frame($0)?.width ?? 0) < (layout.frame($1)?.width ?? 0) }
            return "give \(text) .layoutPriority(1) so that its row sizes it first, or .fixedSize(), "
                + "or shorten " + (widest.map { file.describe($0) } ?? "its neighbours")
        }
        if limitedByLines { return "raise or remove the lineLimit of \(text), or shorten it" }
        return "let \(text) grow: a frame with minHeight: or maxHeight: instead of height:, or a scroll view"
    }

    /// How much narrower the system font (SF Pro) sets a text than the built-in font (Inter)
    /// measures it, at least, by the text's size: 2 % at text sizes, 10 % from 20 pt, where iOS
    /// sets SF Pro's display cut (issue 43's measurements against iOS's own snapshots: body within
    /// 1–2 %, title and largeTitle 10–16 % narrower than Inter). A finding that text this much
    /// narrower would not have is not one iOS shows.
    static func margin(_ size: CGFloat) -> Double? {
        guard size.isFinite, size > 0 else { return nil }
        return size >= 20 ? 0.10 : 0.02
    }

    /// What the text keeps at `proposal`: the lines it shows, the lines it needs at that width,
    /// and its widest word when that is wider than the width (broken between characters).
    static func measure(_ spec: TextSpec, summary: TextSummary?, proposal: ProposedViewSize, model: TextModel)
        -> (kept: Int, needed: Int, widest: (text: String, width: CGFloat)?) {
        var unlimited = spec
        unlimited.lineLimit = nil
        let kept = model.lineCount(spec, proposal: proposal, summary: summary)
        let needed = model.lineCount(unlimited, proposal: ProposedViewSize(width: proposal.width, height: nil),
                                     summary: summary)
        let widest = proposal.width.flatMap { width in
            width.isFinite ? model.widestUnbreakable(spec, summary: summary, widerThan: width + 0.01) : nil
        }
        return (kept, needed, widest)
    }

    /// Whether the text shows whole — every line it needs, no word broken — when its glyphs are
    /// `scale` as wide: its proposal's width divided by `scale` stands for the narrower text.
    static func fits(_ spec: TextSpec, summary: TextSummary?, proposal: ProposedViewSize, widthsScaledBy scale: Double,
                     model: TextModel) -> Bool {
        guard let width = proposal.width, width.isFinite, scale > 0 else { return false }
        let narrower = measure(spec, summary: summary, proposal: ProposedViewSize(width: width / scale, height: proposal.height),
                               model: model)
        return narrower.kept >= narrower.needed && narrower.widest == nil
    }

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        for node in layout.checked {
            guard let written = layout.textSpec(node), !written.content.isEmpty,
                  let proposal = layout.proposal(node) else { continue }
            // At a zero proposal a text is squeezed out, not truncated (zero-size says so).
            if proposal.width == 0 || proposal.height == 0 { continue }
            // `.lineLimit(1).truncationMode(.middle)`: a cut the code asks for (a file name, an
            // address with both ends kept), not one that happens to it.
            if written.lineLimit != nil && written.truncation != .tail { continue }
            var problems: [String] = []
            var help: String?
            let model = layout.tree.textModel
            let summary = layout.tree.textSummary(of: node)
            // As it is set: a text that shrinks to fit (`.minimumScaleFactor`) at its smaller size.
            let shrinks = written.minimumScaleFactor < 1
            let spec = model.fitted(written, proposal: proposal, summary: summary)
            let (kept, needed, widest) = Self.measure(spec, summary: summary, proposal: proposal, model: model)
            if kept < needed {
                let lost = needed - kept
                var cause = "its height \(LintText.pt(proposal.height ?? 0))"
                let limited = spec.lineLimit.map { $0 <= kept } ?? false
                if let limit = spec.lineLimit, limited { cause = "lineLimit: \(limit)" }
                problems.append("shows \(kept) of \(needed) lines "
                                    + "(\(lost) line\(lost == 1 ? "" : "s") lost, limited by \(cause))")
                help = Self.help(node, limitedByLines: limited, layout: layout)
            }
            if let width = proposal.width, let widest {
                problems.append("is \(LintText.pt(width)) wide, narrower than its word "
                                    + "\(LintText.quote(widest.text)) (\(LintText.pt(widest.width))), "
                                    + "which breaks between characters")
                help = help ?? Self.help(node, limitedByLines: false, layout: layout)
            }
            if !problems.isEmpty {
                var found = finding(node, file.describe(node) + " is cut short")
                found.measure = problems.joined(separator: ", and ")
                    + (shrinks ? " (shrunk to its minimumScaleFactor, \(LintText.pt(spec.size)))" : "")
                found.help = help
                if file.systemFontStandsIn, let margin = Self.margin(spec.size),
                   Self.fits(spec, summary: summary, proposal: proposal, widthsScaledBy: 1 - margin, model: model) {
                    found.marginal = "Inter's widths standing in for SF Pro's (at \(LintText.pt(spec.size)), SF Pro is "
                        + "\(Int((margin * 100).rounded())) % narrower or more)"
                }
                findings.append(found)
            }
        }
        return findings
    }
}
