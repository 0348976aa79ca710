// SwiftUI rejects this: error: type 'HalfLayout' does not conform to protocol 'Layout' — placeSubviews(in:proposal:subviews:cache:) is required.
import SwiftUI

struct HalfLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
