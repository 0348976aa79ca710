import SwiftUI

/// One figure of a trail or a profile: "14.6 km / Distance".
public struct StatPill: View {
    let caption: String
    let value: String
    let systemImage: String

    public init(_ caption: String, value: String, systemImage: String) {
        self.caption = caption
        self.value = value
        self.systemImage = systemImage
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xxs) {
            Label(value, systemImage: systemImage)
                .font(.headline)
            Text(caption)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(Spacing.m)
        .background(Color.trailSand.opacity(0.6), in: RoundedRectangle(cornerRadius: Radius.chip, style: .continuous))
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    StatPill("Elevation gain", value: "1,180 m", systemImage: "arrow.up.right")
        .frame(width: 250)
        .padding()
}
