import Foundation

public struct Event: Identifiable, Hashable, Codable, Sendable {
    public enum Category: String, CaseIterable, Identifiable, Codable, Sendable {
        case all, music, comedy, sports, theater, family, festivals, nightlife

        public var id: Self { self }

        public var title: String {
            switch self {
            case .all: "All"
            case .music: "Music"
            case .comedy: "Comedy"
            case .sports: "Sports"
            case .theater: "Theater"
            case .family: "Family"
            case .festivals: "Festivals"
            case .nightlife: "Nightlife"
            }
        }

        public var systemImage: String {
            switch self {
            case .all: "sparkles"
            case .music: "music.note"
            case .comedy: "theatermask.and.paintbrush"
            case .sports: "sportscourt"
            case .theater: "theatermasks"
            case .family: "figure.2.and.child.holdinghands"
            case .festivals: "tent"
            case .nightlife: "moon.stars"
            }
        }
    }

    public enum Availability: String, Codable, Sendable {
        case onSale, fewLeft, soldOut
    }

    public let id: UUID
    public var title: String
    public var performer: String
    public var category: Category
    public var venue: Venue
    public var startDate: Date
    public var doorsOpen: Date
    public var priceFrom: Decimal
    public var currencyCode: String
    public var posterURL: URL?
    public var ageLimit: String?
    public var summary: String
    public var host: Host
    public var availability: Availability

    public init(
        id: UUID = UUID(),
        title: String,
        performer: String,
        category: Category,
        venue: Venue,
        startDate: Date,
        doorsOpen: Date,
        priceFrom: Decimal,
        currencyCode: String = "USD",
        posterURL: URL? = nil,
        ageLimit: String? = nil,
        summary: String,
        host: Host,
        availability: Availability = .onSale
    ) {
        self.id = id
        self.title = title
        self.performer = performer
        self.category = category
        self.venue = venue
        self.startDate = startDate
        self.doorsOpen = doorsOpen
        self.priceFrom = priceFrom
        self.currencyCode = currencyCode
        self.posterURL = posterURL
        self.ageLimit = ageLimit
        self.summary = summary
        self.host = host
        self.availability = availability
    }
}

public struct Host: Hashable, Codable, Sendable {
    public var name: String
    public var followers: Int
    public var avatarURL: URL?

    public init(name: String, followers: Int, avatarURL: URL? = nil) {
        self.name = name
        self.followers = followers
        self.avatarURL = avatarURL
    }
}

// MARK: - Preview data

extension Event {
    public static let preview = Event(
        title: "Night Swim",
        performer: "The Tides",
        category: .music,
        venue: .preview,
        startDate: .previewDay(3, hour: 20),
        doorsOpen: .previewDay(3, hour: 19),
        priceFrom: 45,
        posterURL: URL(string: "https://img.beacon.example/posters/night-swim.jpg"),
        ageLimit: "21+",
        summary: "Surf rock and dream pop on the old pier, with a late set by the sea wall. Bring a jacket: it gets cold by the water after dark.",
        host: Host(name: "Pier Nights", followers: 12_400),
        availability: .fewLeft
    )

    public static let previewList: [Event] = [
        .preview,
        Event(
            title: "Open Mic",
            performer: "Dana Ruiz",
            category: .comedy,
            venue: Venue(name: "The Cellar", street: "12 Mint St", city: "Oakland"),
            startDate: .previewDay(8, hour: 20),
            doorsOpen: .previewDay(8, hour: 19),
            priceFrom: 18,
            summary: "Ten comics, five minutes each, one very patient host.",
            host: Host(name: "Cellar Club", followers: 3_100)
        ),
        Event(
            title: "Derby Day",
            performer: "Bay Rollers",
            category: .sports,
            venue: Venue(name: "Kezar Pavilion", street: "755 Stanyan St", city: "San Francisco"),
            startDate: .previewDay(-20, hour: 18),
            doorsOpen: .previewDay(-20, hour: 17),
            priceFrom: 25,
            summary: "A double header of roller derby. Kids under ten get in free.",
            host: Host(name: "Bay Rollers", followers: 8_900),
            availability: .soldOut
        ),
    ]
}

extension Date {
    /// A day relative to today at a whole hour, so that preview data stays upcoming.
    static func previewDay(_ days: Int, hour: Int) -> Date {
        let calendar = Calendar.current
        let day = calendar.date(byAdding: .day, value: days, to: calendar.startOfDay(for: .now)) ?? .now
        return calendar.date(bySettingHour: hour, minute: 0, second: 0, of: day) ?? day
    }
}
