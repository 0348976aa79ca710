// ZStack, offsets, zIndex, layout priority, fixed sizes, aspect ratios, effects and safe areas.
import SwiftUI

struct Dashboard: View {
    let progress: Double

    var body: some View {
        ZStack(alignment: .topLeading) {
            LinearBackdrop()
                .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text("A label that should keep its full width")
                        .layoutPriority(1)
                    Text("and one that may be truncated first")
                        .lineLimit(1)
                }
                Text("Never wraps")
                    .fixedSize()
                Text("Wraps vertically only")
                    .fixedSize(horizontal: false, vertical: true)
                Image("chart")
                    .resizable()
                    .aspectRatio(16 / 9, contentMode: .fit)
                    .frame(maxWidth: 300)
                Image("cover")
                    .resizable(resizingMode: .tile)
                    .aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)
                    .frame(width: 120, height: 90)
                    .clipped()
                Rectangle()
                    .frame(width: 200 * progress, height: 6)
                    .cornerRadius(3)
                Text("hidden")
                    .hidden()
            }
            .padding(20)
            Circle()
                .fill(.yellow)
                .frame(width: 24, height: 24)
                .offset(x: 140, y: -10)
                .zIndex(1)
                .shadow(radius: 4)
                .rotationEffect(.degrees(45))
                .scaleEffect(1.2)
                .opacity(0.9)
        }
    }
}

struct LinearBackdrop: View {
    var body: some View {
        Color.black.opacity(0.05)
            .border(.secondary, width: 0.5)
    }
}
