import Foundation

struct JournalEntry: Identifiable, Hashable, Codable {
    let id: UUID
    var date: Date
    var caption: String?
    var placeName: String?
    var photoName: String
    var mood: Mood
    var isFavorite: Bool
}

enum Mood: String, CaseIterable, Identifiable, Codable {
    case great, good, okay, low, rough

    var id: Self { self }

    var title: String { rawValue.capitalized }

    var symbol: String {
        switch self {
        case .great: "sun.max.fill"
        case .good: "cloud.sun.fill"
        case .okay: "cloud.fill"
        case .low: "cloud.drizzle.fill"
        case .rough: "cloud.bolt.rain.fill"
        }
    }
}

enum Weekday: Int, CaseIterable, Identifiable {
    case monday = 2, tuesday, wednesday, thursday, friday, saturday, sunday

    var id: Int { rawValue }

    var letter: String {
        switch self {
        case .monday: "M"
        case .tuesday: "T"
        case .wednesday: "W"
        case .thursday: "T"
        case .friday: "F"
        case .saturday: "S"
        case .sunday: "S"
        }
    }
}

struct Profile: Codable, Hashable {
    var name: String
    var joined: Date
    var entryCount: Int
    var streak: Int
}

extension JournalEntry {
    static let preview = JournalEntry(
        id: UUID(uuidString: "0B7E2D4A-61C2-4F0B-8E0A-5B8C1F3A9D01")!,
        date: Date(timeIntervalSince1970: 1_715_500_800),
        caption: "Sunday market in Lisbon",
        placeName: "Feira da Ladra, Lisbon",
        photoName: "sample-market",
        mood: .great,
        isFavorite: true
    )

    static let uncaptioned = JournalEntry(
        id: UUID(uuidString: "0B7E2D4A-61C2-4F0B-8E0A-5B8C1F3A9D02")!,
        date: Date(timeIntervalSince1970: 1_715_587_200),
        caption: nil,
        placeName: nil,
        photoName: "sample-market",
        mood: .okay,
        isFavorite: false
    )

    static let previews: [JournalEntry] = [
        .preview,
        .uncaptioned,
        JournalEntry(
            id: UUID(uuidString: "0B7E2D4A-61C2-4F0B-8E0A-5B8C1F3A9D03")!,
            date: Date(timeIntervalSince1970: 1_715_673_600),
            caption: "First swim of the year",
            placeName: "Praia da Adraga",
            photoName: "sample-market",
            mood: .good,
            isFavorite: false
        ),
    ]
}

extension Profile {
    static let preview = Profile(
        name: "Rosa Almeida",
        joined: Date(timeIntervalSince1970: 1_614_556_800),
        entryCount: 412,
        streak: 9
    )
}
