import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L010: two siblings of a container that places them side by side overlap.
struct OverlappingSiblingsRule: LintCheck {
    let rule = LintRule(
        code: "L010", name: "overlapping-siblings", severity: .warning,
        summary: "two children of a stack, grid, wrap, columns, balanced or alternate overlap",
        explanation: """
        These containers place their children side by side; children that overlap there were \
        moved by `.offset` or pulled by negative padding, and cover each other. Use `zstack` or \
        `.overlay` when covering is the intent, or `overlap` for a row of overlapping avatars.
        """,
        bad: """
        proposal(nil, nil)
        hstack(spacing: 0) < box(40x40) box(40x40).offset(x: -20) >
        """,
        good: """
        proposal(nil, nil)
        overlap(20) < box(40x40) box(40x40) >
        """,
        fix: .none, needsLayout: true)

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        for node in file.nodes {
            switch file.element(node) {
            case .hstack, .vstack, .wrap, .columns, .grid, .gridRow, .balanced, .alternate, .lazyGrid: break
            default: continue
            }
            var siblings: [(node: LayoutNodeID, frame: CGRect)] = file.children(node).compactMap { child in
                guard case .gridRow = file.element(child) else {
                    return layout.frame(child).flatMap { $0.width > 0 && $0.height > 0 ? (child, $0) : nil }
                }
                return nil
            }
            siblings.sort { $0.frame.minX < $1.frame.minX }
            var reported: Set<LayoutNodeID> = []
            // Sweep along x: only pairs whose x-ranges meet are compared.
            for i in siblings.indices {
                var j = i + 1
                while j < siblings.count, siblings[j].frame.minX < siblings[i].frame.maxX - 0.01 {
                    let overlap = siblings[i].frame.intersection(siblings[j].frame)
                    if !overlap.isNull, overlap.width > 0.01, overlap.height > 0.01 {
                        let (first, second) = siblings[i].node < siblings[j].node ? (siblings[i].node, siblings[j].node) : (siblings[j].node, siblings[i].node)
                        if reported.insert(second).inserted {
                            findings.append(finding(second, "\(file.describe(second)) overlaps \(file.describe(first)) by \(formatLength(overlap.width))×\(formatLength(overlap.height)) pt in its \(file.describe(node))"))
                        }
                    }
                    j += 1
                }
            }
        }
        return findings
    }
}
