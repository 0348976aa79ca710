import SwiftUI

/// A number with its unit and a caption: "152 BPM / Avg heart rate".
struct MetricTile: View {
    let title: LocalizedStringKey
    let value: String
    let unit: String
    var tint: Color = .accentColor

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline, spacing: 3) {
                Text(value)
                    .font(.title2.weight(.semibold))
                    .monospacedDigit()
                Text(unit) // expect: text-too-small
                    .font(.system(size: Theme.unitSize, weight: .bold))
                    .foregroundStyle(tint)
            }
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .tile(tint: tint)
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    MetricTile(title: "Avg heart rate", value: "152", unit: "BPM", tint: .red)
        .frame(width: 180)
        .padding()
}
