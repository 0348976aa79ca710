import Foundation

/// Subtrees whose two axes do not meet (`LayoutPass.separable`): the width a node answers
/// depends on the proposed width alone, its height on the proposed height alone. A node asked
/// (w, h) after answering (w, h′) and (w′, h) then knows its answer without asking its children:
/// the width of the first, the height of the second. A stack's probes make exactly such pairs —
/// each child is asked at 0 and ∞ along the stack with the stack's cross proposal, then at its
/// offer — so in a tree of flexible shapes, frames and stacks most questions are answered so.
///
/// Found once per pass, bottom-up, from rules that treat the axes one at a time:
/// - a box, an image, a shape (`rect`, `capsule`, …: the proposal or 10 per side), a spacer and
///   a divider (their orientation is their stack's, not the proposal's);
/// - a frame, a flexible frame, padding, `fixedSize`, `layoutPriority`, `offset`,
///   `gridCellColumns`, an overlay and a background (sized by their first child), each side from
///   the same side of the proposal and of their child's answer;
/// - an hstack and a vstack on a built-in guide: the offers along the stack follow from the
///   proposal along it and the children's lengths there, the cross length from the children's
///   cross lengths (a built-in guide is a fraction of that length);
/// - a zstack: the largest width and the largest height of its children, each proposed the same.
/// A circle (the smaller side), text (its height follows its width), an aspect ratio, a
/// `fits`, a grid, a scroll view and the custom layouts are not, nor is anything above them.
extension LayoutPass {
    func separableAxes() -> [Bool] {
        let count = kinds.count
        var flags = [Bool](repeating: false, count: count)
        for index in 0..<count {
            let node = LayoutNodeID(index)
            switch kinds[index] {
            case .box, .shape, .image, .spacer, .divider:
                flags[index] = true
            case .frame, .flexibleFrame, .padding, .fixedSize, .layoutPriority, .offset, .gridCellColumns,
                 .overlay, .background:
                flags[index] = child(node).map { flags[Int($0.index)] } ?? true
            case .hstack, .vstack:
                guard params[index].guide != nil else { break }
                flags[index] = children(of: node).allSatisfy { flags[Int($0.index)] }
            case .zstack:
                flags[index] = children(of: node).allSatisfy { flags[Int($0.index)] }
            case .circle, .text, .aspectRatio, .fits, .grid, .gridRow, .lazyGrid, .scroll, .layout:
                break
            }
        }
        return flags
    }
}
