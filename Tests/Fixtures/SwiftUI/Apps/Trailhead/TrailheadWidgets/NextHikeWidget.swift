import SwiftUI
import TrailDesign
import WidgetKit

struct NextHikeEntry: TimelineEntry {
    let date: Date
    let trailName: String
    let start: Date
    let distanceText: String
    let elevationText: String

    static let placeholder = NextHikeEntry(
        date: .now,
        trailName: "Cascade Canyon Loop",
        start: .now.addingTimeInterval(86_400),
        distanceText: "14.6 km",
        elevationText: "640 m"
    )
}

struct NextHikeProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextHikeEntry {
        .placeholder
    }

    func getSnapshot(in context: Context, completion: @escaping (NextHikeEntry) -> Void) {
        completion(PlannedHikeStore.shared.nextEntry() ?? .placeholder)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NextHikeEntry>) -> Void) {
        let entry = PlannedHikeStore.shared.nextEntry() ?? .placeholder
        let refresh = Calendar.current.date(byAdding: .hour, value: 1, to: .now) ?? .now
        completion(Timeline(entries: [entry], policy: .after(refresh)))
    }
}

struct NextHikeWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: NextHikeEntry

    var body: some View {
        switch family {
        case .systemMedium:
            MediumView(entry: entry)
        default:
            SmallView(entry: entry)
        }
    }
}

private struct SmallView: View {
    let entry: NextHikeEntry

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            Text("Next planned hike") // expect: truncated-text
                .font(.title3.bold())
                .lineLimit(1)
            Text(entry.trailName)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(2)
            Spacer(minLength: 0)
            Text(entry.start, format: .dateTime.weekday(.abbreviated).hour())
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color.trailGreen)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct MediumView: View {
    let entry: NextHikeEntry

    var body: some View {
        HStack(alignment: .top, spacing: Spacing.l) {
            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text("Next hike")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(Color.trailGreen)
                Text(entry.trailName)
                    .font(.headline)
                    .lineLimit(2)
                Spacer(minLength: 0)
                Text(entry.start, format: .dateTime.weekday(.wide).hour().minute())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer(minLength: 0)

            VStack(alignment: .trailing, spacing: Spacing.s) {
                Label(entry.distanceText, systemImage: "figure.hiking")
                Label(entry.elevationText, systemImage: "arrow.up.right")
            }
            .font(.subheadline.monospacedDigit())
        }
    }
}

struct NextHikeWidget: Widget {
    let kind = "NextHikeWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: NextHikeProvider()) { entry in
            NextHikeWidgetView(entry: entry)
                .dynamicTypeSize(...DynamicTypeSize.xLarge)
                .containerBackground(for: .widget) {
                    Color.trailSand
                }
        }
        .configurationDisplayName("Next hike")
        .description("The hike you planned next, at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    NextHikeWidget()
} timeline: {
    NextHikeEntry.placeholder
}

#Preview(as: .systemMedium) {
    NextHikeWidget()
} timeline: {
    NextHikeEntry.placeholder
}
