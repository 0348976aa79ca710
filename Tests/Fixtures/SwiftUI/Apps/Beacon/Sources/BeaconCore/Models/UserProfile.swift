import Foundation

public struct UserProfile: Hashable, Codable, Sendable {
    public var name: String
    public var homeCity: String
    public var memberSince: Date
    public var avatarURL: URL?
    public var eventsAttended: Int
    public var citiesVisited: Int
    public var savedEvents: Int

    public init(
        name: String,
        homeCity: String,
        memberSince: Date,
        avatarURL: URL? = nil,
        eventsAttended: Int = 0,
        citiesVisited: Int = 0,
        savedEvents: Int = 0
    ) {
        self.name = name
        self.homeCity = homeCity
        self.memberSince = memberSince
        self.avatarURL = avatarURL
        self.eventsAttended = eventsAttended
        self.citiesVisited = citiesVisited
        self.savedEvents = savedEvents
    }
}

extension UserProfile {
    public static let preview = UserProfile(
        name: "Maya Okafor",
        homeCity: "Oakland",
        memberSince: Date(timeIntervalSince1970: 1_652_000_000),
        avatarURL: URL(string: "https://img.beacon.example/u/maya.jpg"),
        eventsAttended: 23,
        citiesVisited: 4,
        savedEvents: 11
    )
}
