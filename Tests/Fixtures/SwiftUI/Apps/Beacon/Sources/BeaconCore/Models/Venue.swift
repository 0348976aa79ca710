import Foundation

public struct Venue: Hashable, Codable, Sendable {
    public var name: String
    public var street: String
    public var city: String
    public var latitude: Double?
    public var longitude: Double?

    public init(name: String, street: String, city: String, latitude: Double? = nil, longitude: Double? = nil) {
        self.name = name
        self.street = street
        self.city = city
        self.latitude = latitude
        self.longitude = longitude
    }
}

extension Venue {
    public static let preview = Venue(
        name: "Pier 70",
        street: "420 22nd St",
        city: "San Francisco",
        latitude: 37.7609,
        longitude: -122.3841
    )
}
