import Foundation
import SwiftUI
import WidgetKit

@MainActor
final class JournalStore: ObservableObject {
    @Published private(set) var entries: [JournalEntry] = []
    @Published private(set) var profile: Profile
    @Published var isSyncing = false
    @Published var lastError: String?

    private let fileURL: URL

    init(entries: [JournalEntry] = [], profile: Profile = Profile(name: "", joined: .now, entryCount: 0, streak: 0)) {
        self.entries = entries
        self.profile = profile
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: AppGroup.identifier)
            ?? URL.documentsDirectory
        self.fileURL = container.appending(path: "journal.json")
    }

    var favorites: [JournalEntry] {
        entries.filter(\.isFavorite)
    }

    var highlights: [JournalEntry] {
        Array(favorites.prefix(6))
    }

    func hasEntry(on weekday: Weekday) -> Bool {
        let calendar = Calendar.current
        return entries.contains { entry in
            calendar.isDate(entry.date, equalTo: .now, toGranularity: .weekOfYear)
                && calendar.component(.weekday, from: entry.date) == weekday.rawValue % 7
        }
    }

    func load() async {
        do {
            let data = try Data(contentsOf: fileURL)
            entries = try JSONDecoder().decode([JournalEntry].self, from: data)
        } catch {
            entries = []
        }
    }

    func refresh() async {
        isSyncing = true
        defer { isSyncing = false }
        await load()
    }

    func save(_ entry: JournalEntry) {
        if let index = entries.firstIndex(where: { $0.id == entry.id }) {
            entries[index] = entry
        } else {
            entries.insert(entry, at: 0)
        }
        persist()
    }

    func toggleFavorite(_ entry: JournalEntry) {
        guard let index = entries.firstIndex(where: { $0.id == entry.id }) else { return }
        entries[index].isFavorite.toggle()
        persist()
    }

    private func persist() {
        do {
            let data = try JSONEncoder().encode(entries)
            try data.write(to: fileURL, options: .atomic)
            WidgetCenter.shared.reloadTimelines(ofKind: "MemoryWidget")
        } catch {
            lastError = error.localizedDescription
        }
    }
}

extension JournalStore {
    static let preview = JournalStore(entries: JournalEntry.previews, profile: .preview)
}
