import Foundation

public struct Badge: Identifiable, Hashable, Sendable {
    public let id: String
    public var title: String
    public var symbolName: String

    public init(id: String, title: String, symbolName: String) {
        self.id = id
        self.title = title
        self.symbolName = symbolName
    }
}

public struct UserProfile: Hashable, Sendable {
    public var name: String
    public var handle: String
    public var totalKm: Double
    public var hikeCount: Int
    public var elevationM: Int
    public var recentHikes: [Hike]
    public var savedTrails: [Trail]
    public var badges: [Badge]

    public init(name: String, handle: String, totalKm: Double, hikeCount: Int, elevationM: Int, recentHikes: [Hike], savedTrails: [Trail], badges: [Badge]) {
        self.name = name
        self.handle = handle
        self.totalKm = totalKm
        self.hikeCount = hikeCount
        self.elevationM = elevationM
        self.recentHikes = recentHikes
        self.savedTrails = savedTrails
        self.badges = badges
    }
}

public extension UserProfile {
    static let mock = UserProfile(
        name: "Maya Okafor",
        handle: "mayahikes",
        totalKm: 412.5,
        hikeCount: 38,
        elevationM: 18_420,
        recentHikes: Hike.mockList,
        savedTrails: Array(Trail.mockList.prefix(2)),
        badges: [
            Badge(id: "first", title: "First hike", symbolName: "flag.fill"),
            Badge(id: "peak", title: "Summit", symbolName: "mountain.2.fill"),
            Badge(id: "early", title: "Early bird", symbolName: "sunrise.fill"),
            Badge(id: "100k", title: "100 km", symbolName: "figure.hiking"),
        ]
    )
}
