import SwiftUI

/// One number in the row of three under an event's title.
public struct StatTile: View {
    private let title: LocalizedStringKey
    private let value: String

    public init(_ title: LocalizedStringKey, value: String) {
        self.title = title
        self.value = value
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xxs) {
            Text(value)
                .font(.title3.weight(.bold))
                .lineLimit(1)
                .minimumScaleFactor(0.7)
            Text(title) // expect: truncated-text
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
        .frame(width: 76, alignment: .leading)
        .padding(Spacing.m)
        .background(.fill.quaternary, in: RoundedRectangle(cornerRadius: Radius.chip, style: .continuous))
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}

#Preview {
    HStack(spacing: Spacing.s) {
        StatTile("Doors open", value: "7 PM")
        StatTile("Ages", value: "21+")
        StatTile("From", value: "$45")
    }
}
