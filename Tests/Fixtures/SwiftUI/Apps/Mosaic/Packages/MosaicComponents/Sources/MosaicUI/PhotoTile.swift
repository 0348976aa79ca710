import MosaicStyle
import SwiftUI

/// A journal photo with its caption and date over a gradient. Used by the journal grid and
/// the profile's highlights.
public struct PhotoTile: View {
    let image: Image
    let caption: String?
    let date: Date
    var isFavorite: Bool

    public init(image: Image, caption: String?, date: Date, isFavorite: Bool = false) {
        self.image = image
        self.caption = caption
        self.date = date
        self.isFavorite = isFavorite
    }

    public var body: some View {
        Color.clear
            .frame(height: MosaicMetrics.tileHeight)
            .overlay {
                image
                    .resizable()
                    .scaledToFill()
            }
            .clipShape(RoundedRectangle(cornerRadius: MosaicMetrics.tileCornerRadius, style: .continuous))
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: 2) {
                    if let caption {
                        Text(caption)
                            .font(.subheadline.weight(.semibold))
                            .lineLimit(3)
                    } else {
                        Text("Tap to add a caption") // expect: truncated-text // trap 3: the app's grid uses this package view; the finding belongs here, not in JournalView
                            .font(.subheadline.italic())
                            .lineLimit(1)
                    }
                    Text(date, format: .dateTime.day().month(.abbreviated))
                        .font(.caption)
                        .opacity(0.85)
                }
                .foregroundStyle(.white)
                .padding(MosaicMetrics.tilePadding)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(
                    LinearGradient(colors: [.clear, .black.opacity(0.55)], startPoint: .top, endPoint: .bottom)
                        .clipShape(RoundedRectangle(cornerRadius: MosaicMetrics.tileCornerRadius, style: .continuous))
                )
            }
            .overlay(alignment: .topTrailing) {
                if isFavorite {
                    Image(systemName: "heart.fill")
                        .font(.caption)
                        .foregroundStyle(.white)
                        .padding(MosaicMetrics.tilePadding)
                }
            }
            .dynamicTypeSize(...DynamicTypeSize.accessibility1)
            .accessibilityElement(children: .combine)
    }
}

#Preview("Variants") {
    VStack(spacing: 12) { // trap 5: preview scaffolding: five 168 pt tiles stacked, taller than the canvas on purpose
        PhotoTile(image: Image(systemName: "photo"), caption: "Sunday market in Lisbon", date: .now, isFavorite: true)
        PhotoTile(image: Image(systemName: "photo"), caption: "First swim of the year, the water was freezing", date: .now)
        PhotoTile(image: Image(systemName: "photo"), caption: nil, date: .now)
        PhotoTile(image: Image(systemName: "photo"), caption: "Rain", date: .now)
        PhotoTile(image: Image(systemName: "photo"), caption: nil, date: .now, isFavorite: true)
    }
    .frame(width: 180)
    .padding()
}
