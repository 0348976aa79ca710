// A radial layout: Angle, cos/sin, place(at:anchor:proposal:), and a LayoutValueKey per subview.
import SwiftUI

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 0
}

extension View {
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

struct RadialLayout: Layout {
    var startAngle: Angle = .degrees(-90)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 3
        let step = Angle.radians(2 * .pi / Double(subviews.count))
        let ranked = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
        for (offset, subview) in ranked.enumerated() {
            let angle = Angle(radians: startAngle.radians + step.radians * Double(offset))
            let point = CGPoint(
                x: bounds.midX + radius * CGFloat(cos(angle.radians)),
                y: bounds.midY + radius * CGFloat(sin(angle.radians)))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct Clock: View {
    var body: some View {
        RadialLayout {
            ForEach(1...12, id: \.self) { hour in
                Text("\(hour)")
                    .rank(hour)
            }
        }
        .frame(width: 200, height: 200)
    }
}
