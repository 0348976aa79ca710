import SwiftUI

/// One care figure ("Water / Every 7 days"), a cell of the plant's care grid.
struct CareCardView: View { // trap 2: one view, many roots: four cells of PlantDetailView's grid and two previews; its value line is one finding
    let title: String
    let value: String
    let systemImage: String
    var tint: Color
    var footnote: String?

    init(_ title: String, value: String, systemImage: String, tint: Color = .sproutGreen, footnote: String? = nil) {
        self.title = title
        self.value = value
        self.systemImage = systemImage
        self.tint = tint
        self.footnote = footnote
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(title, systemImage: systemImage)
                .font(.subheadline.weight(.semibold))
                .foregroundColor(tint)
            Text(value) // expect: truncated-text
                .font(.title3.bold())
                .lineLimit(1)
            if let footnote = footnote {
                Text(footnote)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
        .padding(Metrics.cardPadding)
        .frame(maxWidth: .infinity, alignment: .leading)
        .cardBackground()
    }
}

struct CareCardView_Previews: PreviewProvider {
    static var previews: some View {
        CareCardView("Water", value: "Every 7 days", systemImage: "drop.fill", tint: .blue, footnote: "Last: Jun 12")
            .frame(width: 170)
            .padding()
            .previewLayout(.sizeThatFits)

        VStack(spacing: 12) { // trap 5: preview scaffolding: ten cards stacked at full width without a ScrollView (about 900 pt); the app shows four in a two-column grid
            ForEach(LightLevel.allCases) { level in
                CareCardView("Light", value: level.title, systemImage: "sun.max.fill", tint: .orange)
            }
            ForEach(Humidity.allCases, id: \.self) { humidity in
                CareCardView("Humidity", value: humidity.title, systemImage: "humidity.fill", tint: .teal)
            }
            CareCardView("Feed", value: "Monthly", systemImage: "leaf.arrow.circlepath")
            CareCardView("Water", value: "Every 14 days", systemImage: "drop.fill", tint: .blue, footnote: "Last: Jun 12")
        }
        .padding()
        .previewDisplayName("All values")
    }
}
