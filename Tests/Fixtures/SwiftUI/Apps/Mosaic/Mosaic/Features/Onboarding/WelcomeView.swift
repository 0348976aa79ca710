import MosaicStyle
import SwiftUI

struct WelcomeView: View {
    var onContinue: () -> Void

    var body: some View {
        ScrollView {
            VStack(spacing: 28) {
                BlobShape()
                    .fill(
                        LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                    )
                    .frame(width: 180, height: 180)
                    .overlay {
                        Image(systemName: "photo.stack")
                            .font(.system(size: 56, weight: .semibold))
                            .foregroundStyle(.white)
                    }
                    .padding(.top, 48)

                VStack(spacing: 12) {
                    Text("A photo a day")
                        .font(.largeTitle.bold())
                    Text("Mosaic turns one photo and a line of text into a journal you'll want to scroll back through.")
                        .foregroundStyle(.secondary)
                }
                .multilineTextAlignment(.center)

                VStack(alignment: .leading, spacing: 16) {
                    FeatureRow(symbol: "bell", title: "A nudge in the evening", detail: "Only on days you haven't written.")
                    FeatureRow(symbol: "lock", title: "Private by default", detail: "Entries stay on your devices and in iCloud.")
                    FeatureRow(symbol: "rectangle.stack", title: "Look back", detail: "See what you wrote on this day, years ago.")
                }
            }
            .padding(.horizontal, 24)
        }
        .scrollBounceBehavior(.basedOnSize)
        .safeAreaInset(edge: .bottom) {
            Button(action: onContinue) {
                Text("Get Started")
                    .font(.headline)
                    .frame(maxWidth: .infinity, minHeight: 50)
            }
            .buttonStyle(.borderedProminent)
            .padding(.horizontal, 24)
            .padding(.bottom, 8)
            .background(.bar)
        }
    }
}

private struct FeatureRow: View {
    let symbol: String
    let title: String
    let detail: String
    @ScaledMetric(relativeTo: .title3) private var iconWidth: CGFloat = 28

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 14) {
            Image(systemName: symbol)
                .font(.title3)
                .foregroundStyle(.tint)
                .frame(width: iconWidth) // trap 6: @ScaledMetric: 28 pt at Large, growing with the title3 symbol it holds
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.headline)
                Text(detail)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    WelcomeView {}
}

#Preview("AX5") {
    WelcomeView {}
        .environment(\.dynamicTypeSize, .accessibility5)
}
