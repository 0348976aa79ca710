import Foundation

public struct Hike: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var trailName: String
    public var date: Date
    public var distanceKm: Double
    public var symbolName: String

    public init(id: UUID = UUID(), trailName: String, date: Date, distanceKm: Double, symbolName: String = "figure.hiking") {
        self.id = id
        self.trailName = trailName
        self.date = date
        self.distanceKm = distanceKm
        self.symbolName = symbolName
    }

    public var distanceText: String { String(format: "%.1f km", distanceKm) }
}

public extension Hike {
    static let mock = Hike(trailName: "Cascade Canyon Loop", date: Date(timeIntervalSince1970: 1_717_286_400), distanceKm: 14.6)

    static let mockList: [Hike] = [
        .mock,
        Hike(trailName: "Lake Trail", date: Date(timeIntervalSince1970: 1_716_681_600), distanceKm: 6.2, symbolName: "figure.walk"),
        Hike(trailName: "Skyline Ridge", date: Date(timeIntervalSince1970: 1_716_076_800), distanceKm: 9.3),
    ]
}
