import SwiftUI
import TrailDesign
import TrailModels

/// A week of forecast tiles. Always shown inside a horizontal ScrollView.
struct ConditionsStrip: View {
    let days: [DayForecast]

    var body: some View {
        HStack(spacing: Spacing.s) { // trap 5: 7 tiles are 496 pt wide, but the strip is only used inside a horizontal ScrollView (TrailDetailView) and previewed at its own size
            ForEach(days) { day in
                DayTile(day: day)
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}

private struct DayTile: View {
    let day: DayForecast

    var body: some View {
        VStack(spacing: Spacing.xs) {
            Text(day.weekday)
                .font(.caption)
                .foregroundStyle(.secondary)
            Image(systemName: day.symbolName)
                .symbolRenderingMode(.multicolor)
                .font(.system(size: 20))
                .frame(height: 28)
            Text(day.highText) // trap 4: temperatures come from the weather service at run time ("21°", 4 characters at most); a 16-character stand-in would be cut
                .font(.headline)
                .lineLimit(1)
            Text(day.lowText)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
        .frame(width: 64)
        .padding(.vertical, Spacing.m)
        .background(Color.trailSand.opacity(0.5), in: RoundedRectangle(cornerRadius: Radius.chip, style: .continuous))
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ConditionsStrip(days: DayForecast.previewWeek)
        .padding()
}
