import SwiftUI

/// A label and its value on a detail screen ("Doors", "7:00 PM").
///
/// Side by side at the standard sizes; the value goes under the label at the
/// accessibility sizes, as the HIG recommends.
public struct Row: View { // trap 2: same name as BeaconFeatures' ticket Row, which has the problem; this Row is clean
    private let title: LocalizedStringKey
    private let value: String
    private let systemImage: String?

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    public init(_ title: LocalizedStringKey, value: String, systemImage: String? = nil) {
        self.title = title
        self.value = value
        self.systemImage = systemImage
    }

    public var body: some View {
        let stacked = dynamicTypeSize.isAccessibilitySize
        let layout = stacked
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: Spacing.xxs))
            : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: Spacing.m))

        layout {
            if let systemImage {
                Label(title, systemImage: systemImage)
            } else {
                Text(title)
            }
            if !stacked {
                Spacer(minLength: Spacing.s)
            }
            Text(value)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(stacked ? .leading : .trailing)
        }
        .font(.subheadline)
    }
}

#Preview {
    VStack(spacing: Spacing.m) {
        Row("Doors", value: "7:00 PM", systemImage: "door.left.hand.open")
        Row("Venue", value: "Pier 70", systemImage: "mappin.and.ellipse")
        Row("Ages", value: "21 and over")
    }
    .card()
    .padding()
}
