// SwiftUI rejects this: error: incorrect argument label in call (have 'at:anchor:size:', expected 'at:anchor:proposal:') — LayoutSubview.place(at:anchor:proposal:).
import SwiftUI

struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, size: .unspecified)
        }
    }
}
