import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L010: two siblings of a container that places them side by side overlap.
struct OverlappingSiblingsRule: LayoutCheck {
    let isLocal = true
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
        fix: .none)

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        for node in layout.checked {
            let definition = file.definition(node)
            guard definition.role == .container, !definition.overlapsByDesign else { continue }
            let siblings: [(node: LayoutNodeID, frame: CGRect)] = file.children(node).compactMap { child in
                guard file.kind(child) == .row else {
                    return Self.drawn(child, layout).flatMap { $0.width > 0 && $0.height > 0 ? (child, $0) : nil }
                }
                return nil
            }
            var reported: Set<LayoutNodeID> = []
            for (i, j) in Self.intersectingPairs(siblings.map(\.frame)) {
                let overlap = siblings[i].frame.intersection(siblings[j].frame)
                let (first, second) = siblings[i].node < siblings[j].node
                    ? (siblings[i].node, siblings[j].node) : (siblings[j].node, siblings[i].node)
                if reported.insert(second).inserted {
                    var found = finding(second, "\(file.describe(second)) overlaps \(file.describe(first)) "
                                            + "in its \(file.describe(node))")
                    found.anchor = node
                    found.measure = "by \(formatLength(overlap.width))×\(formatLength(overlap.height)) pt"
                    found.help = "remove the negative padding or the offset that moves it, and space the two "
                        + "with the stack's spacing: instead; if covering is the intent, use zstack or .overlay"
                    findings.append(found)
                }
            }
        }
        return findings
    }

    /// Where a child is drawn: the union of the frames down its modifier chain to its element,
    /// so that content a negative padding or an offset moves out of the child's frame counts
    /// where it is drawn. A clip stops it; a hidden element is drawn nowhere.
    static func drawn(_ node: LayoutNodeID, _ layout: LintLayout) -> CGRect? {
        let file = layout.file
        var current = node
        var union: CGRect?
        while true {
            let effects = file.tree.effects(of: current)
            if effects.contains(.hidden) { return union }
            if let frame = layout.frame(current), frame.width > 0, frame.height > 0 {
                union = union.map { $0.union(frame) } ?? frame
            }
            if effects.contains(where: { if case .clip = $0 { return true } else { return false } }) { return union }
            guard file.definition(current).role == .modifier, let first = file.children(current).first
            else { return union }
            current = first
        }
    }

    /// The pairs (i < j) of rectangles that overlap by more than a hair, in order. A spatial
    /// hash on a grid the size of an average rectangle: each is compared only with those
    /// sharing a cell, so a wrap of a million items (many sharing an x range) stays linear.
    /// A few rectangles (a row's) are compared pair by pair: the grid's tables cost more.
    static func intersectingPairs(_ frames: [CGRect]) -> [(Int, Int)] {
        guard frames.count > 1 else { return [] }
        // A stack's children one after the other along an axis (each starting where the one
        // before it ends, or later) overlap nowhere: no pair to look at.
        if frames.indices.dropFirst().allSatisfy({ frames[$0].minY >= frames[$0 - 1].maxY })
            || frames.indices.dropFirst().allSatisfy({ frames[$0].minX >= frames[$0 - 1].maxX }) {
            return []
        }
        func overlaps(_ i: Int, _ j: Int) -> Bool {
            let overlap = frames[i].intersection(frames[j])
            return !overlap.isNull && overlap.width > 0.01 && overlap.height > 0.01
        }
        if frames.count <= 16 {
            var result: [(Int, Int)] = []
            for i in frames.indices {
                for j in (i + 1)..<frames.count where overlaps(i, j) { result.append((i, j)) }
            }
            return result
        }
        let cellWidth = max(frames.reduce(0) { $0 + $1.width } / CGFloat(frames.count), 1)
        let cellHeight = max(frames.reduce(0) { $0 + $1.height } / CGFloat(frames.count), 1)
        func cell(_ value: CGFloat, _ size: CGFloat) -> Int {
            let index = (value / size).rounded(.down)
            return Int(max(min(index, 1e12), -1e12))
        }
        var cells: [Int: [Int]] = [:]
        var wide: [Int] = []  // rectangles covering too many cells: compared with everything
        var pairs: Set<Int> = []
        var result: [(Int, Int)] = []
        func test(_ a: Int, _ b: Int) {
            let (i, j) = a < b ? (a, b) : (b, a)
            guard pairs.insert(i &* frames.count &+ j).inserted else { return }
            if overlaps(i, j) { result.append((i, j)) }
        }
        for (index, frame) in frames.enumerated() {
            let x0 = cell(frame.minX, cellWidth), x1 = cell(frame.maxX, cellWidth)
            let y0 = cell(frame.minY, cellHeight), y1 = cell(frame.maxY, cellHeight)
            for other in wide { test(other, index) }
            if (x1 - x0 + 1) * (y1 - y0 + 1) > 64 {
                for other in 0..<index where !wide.contains(other) { test(other, index) }
                wide.append(index)
                continue
            }
            for x in x0...x1 {
                for y in y0...y1 {
                    let key = x &* 1_000_003 &+ y
                    for other in cells[key, default: []] { test(other, index) }
                    cells[key, default: []].append(index)
                }
            }
        }
        return result.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    }
}
