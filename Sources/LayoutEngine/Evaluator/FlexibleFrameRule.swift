import Foundation

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)` (`docs/semantics-core.md §4`),
/// one axis at a time.
struct FlexibleFrameRule {
    struct AxisLimits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// min = max(min, 0), ideal = max(min ?? 0, ideal), max = max(ideal ?? 0, max).
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let normalMin = min.map { Swift.max($0, 0) }
            let normalIdeal = ideal.map { Swift.max(normalMin ?? 0, $0) }
            self.min = normalMin
            self.ideal = normalIdeal
            self.max = max.map { Swift.max(normalIdeal ?? 0, $0) }
        }

        /// Whether min ≤ max (after normalising; only a max below an absent ideal's min can
        /// break it). A contradictory pair clamps nothing: the frame takes its child's length.
        var isOrdered: Bool { (min ?? -.infinity) <= (max ?? .infinity) }

        /// `min(max(value, min), max)`: with a contradictory pair the max wins (SwiftUI's
        /// `_FlexFrameLayout`, as OpenSwiftUI reconstructs it).
        func clamp(_ value: CGFloat) -> CGFloat {
            var result = value
            if let min { result = Swift.max(result, min) }
            if let max { result = Swift.min(result, max) }
            return result
        }

        /// The child's proposal on this axis: `(P ?? ideal)` clamped to [min, max].
        func childProposal(_ p: CGFloat?) -> CGFloat? {
            // Not `.map(clamp)`: the partially applied method was a heap context per call.
            guard let value = p ?? ideal else { return nil }
            return clamp(value)
        }

        /// Whether `length` needs the child's answer for proposal `p`.
        func needsChild(_ p: CGFloat?) -> Bool {
            if p != nil, min != nil, max != nil, isOrdered { return false }
            return !(p == nil && ideal != nil)
        }

        /// The frame's length on this axis given the proposal and the child's answer `c` (read
        /// only when `needsChild(p)`).
        func length(_ p: CGFloat?, child c: CGFloat) -> CGFloat {
            if let p, min != nil, max != nil, isOrdered { return clamp(p) }
            if p == nil, let ideal { return ideal }
            switch (min, max) {
            case (.some, .some): return isOrdered ? clamp(c) : c
            case let (lower?, nil): return Swift.max(Swift.min(p ?? .infinity, c), lower)
            case let (nil, upper?): return Swift.min(Swift.max(p ?? -.infinity, c), upper)
            case (nil, nil): return c
            }
        }

        /// iOS 17: the child is re-proposed the final length, except nil where the ideal is nil,
        /// the frame's own proposal was nil and the length lies strictly between min and max (an
        /// absent min is −∞, an absent max +∞).
        func placementProposal(_ p: CGFloat?, length: CGFloat) -> CGFloat? {
            if ideal == nil, p == nil, length > (min ?? -.infinity), length < (max ?? .infinity) { return nil }
            return length
        }
    }

    var width: AxisLimits
    var height: AxisLimits
    var alignment: Alignment

    init(_ frame: FlexibleFrame) {
        width = AxisLimits(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
        height = AxisLimits(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
        alignment = frame.alignment
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(p.width), height: height.childProposal(p.height))
    }

    func size(proposal p: ProposedViewSize, child: (ProposedViewSize) -> CGSize) -> CGSize {
        // The child is asked at most once, and only when an axis needs its answer (no captured
        // optional: that was a heap box per answer).
        let answer = width.needsChild(p.width) || height.needsChild(p.height) ? child(childProposal(p)) : .zero
        return CGSize(width: width.length(p.width, child: answer.width),
                      height: height.length(p.height, child: answer.height))
    }

    func placementProposal(_ p: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        ProposedViewSize(
            width: width.placementProposal(p.width, length: size.width),
            height: height.placementProposal(p.height, length: size.height)
        )
    }
}
