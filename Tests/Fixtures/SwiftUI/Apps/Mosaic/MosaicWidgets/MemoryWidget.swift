import SwiftUI
import WidgetKit

struct MemoryEntry: TimelineEntry {
    let date: Date
    let memoryDate: Date
    let title: String
    let photo: Image
    let yearsAgo: Int

    static let placeholder = MemoryEntry(
        date: .now,
        memoryDate: Date(timeIntervalSince1970: 1_684_051_200),
        title: "Market day in Lisbon",
        photo: Image("widget-placeholder"),
        yearsAgo: 1
    )
}

struct MemoryProvider: TimelineProvider {
    func placeholder(in context: Context) -> MemoryEntry {
        .placeholder
    }

    func getSnapshot(in context: Context, completion: @escaping (MemoryEntry) -> Void) {
        completion(.placeholder)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MemoryEntry>) -> Void) {
        let entry = MemoryLoader.memory(for: .now) ?? .placeholder
        let midnight = Calendar.current.startOfDay(for: .now).addingTimeInterval(86_400)
        completion(Timeline(entries: [entry], policy: .after(midnight)))
    }
}

enum MemoryLoader {
    static let appGroup = "group.app.mosaicjournal"

    /// Reads the entry the app saved for this calendar day in an earlier year.
    static func memory(for date: Date) -> MemoryEntry? {
        guard
            let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup),
            let data = try? Data(contentsOf: container.appending(path: "memory-of-the-day.json")),
            let stored = try? JSONDecoder().decode(StoredMemory.self, from: data),
            let uiImage = UIImage(contentsOfFile: container.appending(path: stored.photoFile).path())
        else { return nil }
        return MemoryEntry(
            date: date,
            memoryDate: stored.date,
            title: stored.title,
            photo: Image(uiImage: uiImage),
            yearsAgo: Calendar.current.dateComponents([.year], from: stored.date, to: date).year ?? 1
        )
    }

    private struct StoredMemory: Decodable {
        let date: Date
        let title: String
        let photoFile: String
    }
}

struct MemoryWidget: Widget {
    let kind = "MemoryWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MemoryProvider()) { entry in
            MemoryWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Memory of the Day")
        .description("A photo from this day in an earlier year.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

#Preview("Small", as: .systemSmall) {
    MemoryWidget()
} timeline: {
    MemoryEntry.placeholder
}

#Preview("Medium", as: .systemMedium) {
    MemoryWidget()
} timeline: {
    MemoryEntry.placeholder
}

#Preview("Lock Screen", as: .accessoryRectangular) {
    MemoryWidget()
} timeline: {
    MemoryEntry.placeholder
}
