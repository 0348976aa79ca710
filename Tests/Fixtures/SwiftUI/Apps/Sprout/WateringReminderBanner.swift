import SwiftUI

struct WateringReminderBanner: View {
    let plantCount: Int
    var onSnooze: () -> Void = {}

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "drop.circle.fill")
                .font(.system(size: 28))
                .foregroundColor(.white)

            Text("\(plantCount) plants need water today to stay happy and green.") // expect: truncated-text
                .font(.subheadline.weight(.medium))
                .foregroundColor(.white)

            Spacer(minLength: 0)

            Button("Snooze", action: onSnooze) // trap 3: CapsuleButtonStyle (Styles.swift) gives the label a 50-pt minimum height
                .buttonStyle(CapsuleButtonStyle())
        }
        .padding(.horizontal, 16)
        .frame(height: Metrics.bannerHeight) // trap 3: the height is Metrics.bannerHeight (64 pt, Metrics.swift); that constant decides the truncation above
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        .background(Color.sproutGreen)
        .cornerRadius(Metrics.cornerRadius)
    }
}

struct WateringReminderBanner_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            WateringReminderBanner(plantCount: 3)
            WateringReminderBanner(plantCount: 12)
                .environment(\.sizeCategory, .extraLarge)
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
