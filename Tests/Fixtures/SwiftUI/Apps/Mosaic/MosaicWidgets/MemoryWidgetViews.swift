import MosaicStyle
import SwiftUI
import WidgetKit

struct MemoryWidgetEntryView: View { // trap 5: a widget: judged at its families' sizes (small 148×148 … 170×170, medium 321×148 … 364×170, rectangular 153×68 … 172×76), not as a 393×759 screen
    @Environment(\.widgetFamily) private var family
    let entry: MemoryEntry

    var body: some View {
        switch family {
        case .systemMedium:
            MediumMemoryView(entry: entry)
        case .accessoryRectangular:
            RectangularMemoryView(entry: entry)
        default:
            SmallMemoryView(entry: entry)
        }
    }
}

struct SmallMemoryView: View {
    let entry: MemoryEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Spacer(minLength: 0)
            Text("Your memory of the day") // expect: truncated-text
                .font(.headline)
                .lineLimit(1)
            Text(entry.memoryDate, format: .dateTime.day().month().year())
                .font(.caption)
                .opacity(0.9)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, alignment: .leading)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .containerBackground(for: .widget) {
            entry.photo
                .resizable()
                .scaledToFill()
                .overlay {
                    LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .center, endPoint: .bottom)
                }
        }
    }
}

struct MediumMemoryView: View {
    let entry: MemoryEntry

    var body: some View {
        HStack(spacing: 12) {
            PhotoTile(photo: entry.photo)
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.yearsAgo == 1 ? "A year ago" : "\(entry.yearsAgo) years ago")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                Text(entry.title)
                    .font(.headline)
                    .lineLimit(2)
                Spacer(minLength: 0)
                Text(entry.memoryDate, format: .dateTime.day().month(.abbreviated))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

/// The widget's own photo tile: a rounded square photo. Not MosaicUI's PhotoTile, which the
/// extension does not link.
struct PhotoTile: View { // trap 2: same name as MosaicUI's PhotoTile (which truncates); this one has no text and is clean
    let photo: Image

    var body: some View {
        Color.clear
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                photo
                    .resizable()
                    .scaledToFill()
            }
            .clipShape(RoundedRectangle(cornerRadius: MosaicMetrics.tileCornerRadius, style: .continuous))
    }
}

struct RectangularMemoryView: View {
    let entry: MemoryEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("On this day")
                .font(.headline)
                .widgetAccentable()
            Text(entry.title)
                .font(.caption)
                .lineLimit(2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .dynamicTypeSize(...DynamicTypeSize.large)
        .containerBackground(for: .widget) {
            AccessoryWidgetBackground()
        }
    }
}
