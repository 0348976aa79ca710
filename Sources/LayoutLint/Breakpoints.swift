import Foundation
import LayoutDiagnostics
import LayoutEngine

/// Where a finding starts: the width (to 0.5 pt) below or above which it occurs, and the
/// smallest Dynamic Type size at which it does, found by bisection with the engine between the
/// configurations linted ("truncates below 351 pt wide, and at AX2 and above"). A finding is
/// assumed to change once along each axis; the search asks the rule again at each step, on a
/// fresh layout, and says nothing when what it finds is not a single change.
struct Breakpoints {
    let file: LintFile
    let reportsOverflow: Bool
    private var trees: [Linter.TextKey: LayoutTree] = [:]
    /// The most findings of one file searched (each search lays the file out about 20 times).
    static let limit = 40
    /// The layouts the search may still make: twice the configurations linted (at least 24),
    /// so that it never costs more than about twice the lint, and fewer for a large file.
    private(set) var budget: Int

    init(file: LintFile, reportsOverflow: Bool, configurations: Int) {
        self.file = file
        self.reportsOverflow = reportsOverflow
        budget = min(max(24, 2 * configurations), 4_000_000 / max(file.tree.count, 1))
    }

    /// Whether another search may start (it needs about 20 layouts).
    var canSearch: Bool { budget >= 20 }

    /// The sentence for a finding of `check` at `key`, seen at `seen` of `configurations`.
    mutating func describe(_ check: any LayoutCheck, key: FindingMerger.Key, seen: [LintConfiguration],
                           of configurations: [LintConfiguration]) -> String? {
        var parts: [String] = []
        if let width = widthBreakpoint(check, key: key, seen: seen, of: configurations) { parts.append(width) }
        if let size = sizeBreakpoint(check, key: key, seen: seen, of: configurations) { parts.append(size) }
        return parts.isEmpty ? nil : "it starts " + parts.joined(separator: ", and ")
    }

    /// Whether `check` finds `key` at `configuration`.
    mutating func occurs(_ check: any LayoutCheck, key: FindingMerger.Key,
                         at configuration: LintConfiguration) -> Bool {
        guard budget > 0 else { return false }
        budget -= 1
        let textKey = Linter.TextKey(dynamicType: configuration.dynamicType, textScale: configuration.textScale)
        let tree = trees[textKey] ?? file.tree.sizingText(for: configuration.dynamicType,
                                                          textScale: CGFloat(configuration.textScale))
        trees[textKey] = tree
        guard let inspection = try? LayoutEvaluator(tree: tree).inspect(proposal: configuration.proposal) else {
            return false
        }
        let layout = LintLayout(file: file, configuration: configuration, inspection: inspection, tree: tree,
                                reportsOverflow: reportsOverflow)
        var merger = FindingMerger(file: file, configurationCount: 1)
        for finding in check.check(layout: layout) { merger.add(finding, at: configuration) }
        return merger.keys.contains(key)
    }

    /// Between the widest place it occurs and the nearest wider one it does not (or the
    /// narrowest it occurs and the nearest narrower one it does not), at one text sizing and
    /// height: "below 351 pt wide".
    private mutating func widthBreakpoint(_ check: any LayoutCheck, key: FindingMerger.Key, seen: [LintConfiguration],
                                          of configurations: [LintConfiguration]) -> String? {
        for sample in seen {
            let sameRow = configurations.filter {
                $0.dynamicType == sample.dynamicType && $0.textScale == sample.textScale
                    && $0.proposal.height == sample.proposal.height && $0.proposal.width?.isFinite == true
            }
            let widths = Set(sameRow.compactMap(\.proposal.width)).sorted()
            guard widths.count > 1 else { continue }
            let occurring = Set(seen.filter { sameRow.contains($0) }.compactMap(\.proposal.width))
            guard let widest = occurring.max(), let narrowest = occurring.min() else { continue }
            var probe = sample
            probe.screen = nil
            if let above = widths.first(where: { $0 > widest }), !occurring.contains(above) {
                // Occurs at `widest`, not at `above`: the first width it stops at.
                let edge = Self.bisect(low: widest, high: above) { width in
                    probe.proposal.width = width
                    return occurs(check, key: key, at: probe)
                }
                // One change along the widths linted, or nothing is said.
                guard widths.allSatisfy({ ($0 < edge) == occurring.contains($0) }) else { return nil }
                return "below \(LintText.pt(edge)) wide" + Self.at(sample)
            }
            if let below = widths.last(where: { $0 < narrowest }), !occurring.contains(below) {
                let edge = Self.bisect(low: below, high: narrowest) { width in
                    probe.proposal.width = width
                    return !occurs(check, key: key, at: probe)
                }
                guard widths.allSatisfy({ ($0 >= edge) == occurring.contains($0) }) else { return nil }
                return "at \(LintText.pt(edge)) wide and wider" + Self.at(sample)
            }
        }
        return nil
    }

    /// The smallest Dynamic Type size at which it occurs, at the place where it was seen at the
    /// smallest size linted: "at AX2 and above (on 375 pt wide)".
    private mutating func sizeBreakpoint(_ check: any LayoutCheck, key: FindingMerger.Key,
                                         seen: [LintConfiguration], of configurations: [LintConfiguration]) -> String? {
        guard let sample = seen.filter({ $0.dynamicType != nil }).min(by: { $0.dynamicType! < $1.dynamicType! })
        else { return nil }
        // The sizes linted at the sample's place, and those it was seen at.
        let samePlace = configurations.filter { $0.proposal == sample.proposal && $0.textScale == sample.textScale }
        let linted = samePlace.compactMap(\.dynamicType)
        let occurring = Set(seen.filter { $0.proposal == sample.proposal && $0.textScale == sample.textScale }
            .compactMap(\.dynamicType))
        let sizes = DynamicTypeSize.allCases
        var probe = sample
        probe.dynamicType = sizes[0]
        if occurs(check, key: key, at: probe) { return nil }
        // Occurs at sample's size, not at xSmall: the smallest size where it does.
        var low = 0, high = sizes.firstIndex(of: sample.dynamicType!)!
        while high - low > 1 {
            let middle = (low + high) / 2
            probe.dynamicType = sizes[middle]
            if occurs(check, key: key, at: probe) { high = middle } else { low = middle }
        }
        // One change along the sizes linted, or nothing is said.
        guard linted.allSatisfy({ ($0 >= sizes[high]) == occurring.contains($0) }) else { return nil }
        let place = sample.screen?.label ?? LintText.pt(sample.proposal.width ?? 0) + " wide"
        return "at \(sizes[high].label) and above (on \(place))"
    }

    /// The first value in (low, high] where `holds` is false, to 0.5 pt, given it holds at low.
    private static func bisect(low: CGFloat, high: CGFloat, _ holds: (CGFloat) -> Bool) -> CGFloat {
        var low = low, high = high
        while high - low > 0.5 {
            let middle = ((low + high) / 2 * 2).rounded(.down) / 2
            if middle <= low || middle >= high { break }
            if holds(middle) { low = middle } else { high = middle }
        }
        return high
    }

    private static func at(_ configuration: LintConfiguration) -> String {
        configuration.textLabel.isEmpty ? "" : " (at \(configuration.textLabel))"
    }
}
