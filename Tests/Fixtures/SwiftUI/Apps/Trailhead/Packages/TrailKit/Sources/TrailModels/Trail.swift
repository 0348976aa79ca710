import Foundation

public enum Difficulty: String, CaseIterable, Codable, Hashable, Sendable {
    case easy
    case moderate
    case hard

    public var title: String {
        switch self {
        case .easy: "Easy"
        case .moderate: "Moderate"
        case .hard: "Hard"
        }
    }

    public var rank: Int {
        switch self {
        case .easy: 1
        case .moderate: 2
        case .hard: 3
        }
    }
}

public struct Trail: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public var name: String
    public var region: String
    public var distanceKm: Double
    public var elevationGainM: Int
    public var durationMinutes: Int
    public var difficulty: Difficulty
    public var rating: Double
    public var reviewCount: Int
    public var isLoop: Bool
    public var isDogFriendly: Bool
    public var photoURL: URL?
    public var photoCredit: String?
    public var parkingNote: String?

    public init(
        id: UUID = UUID(),
        name: String,
        region: String,
        distanceKm: Double,
        elevationGainM: Int,
        durationMinutes: Int,
        difficulty: Difficulty,
        rating: Double,
        reviewCount: Int,
        isLoop: Bool = false,
        isDogFriendly: Bool = false,
        photoURL: URL? = nil,
        photoCredit: String? = nil,
        parkingNote: String? = nil
    ) {
        self.id = id
        self.name = name
        self.region = region
        self.distanceKm = distanceKm
        self.elevationGainM = elevationGainM
        self.durationMinutes = durationMinutes
        self.difficulty = difficulty
        self.rating = rating
        self.reviewCount = reviewCount
        self.isLoop = isLoop
        self.isDogFriendly = isDogFriendly
        self.photoURL = photoURL
        self.photoCredit = photoCredit
        self.parkingNote = parkingNote
    }
}

public extension Trail {
    var distanceText: String { String(format: "%.1f km", distanceKm) }

    var elevationText: String {
        elevationGainM.formatted(.number) + " m"
    }

    var durationText: String {
        let hours = durationMinutes / 60
        let minutes = durationMinutes % 60
        return minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min"
    }

    var ratingText: String { String(format: "%.1f", rating) }
}

public extension Trail {
    static let mock = Trail(
        name: "Cascade Canyon Loop",
        region: "Grand Teton National Park",
        distanceKm: 14.6,
        elevationGainM: 640,
        durationMinutes: 330,
        difficulty: .moderate,
        rating: 4.8,
        reviewCount: 212,
        isLoop: true,
        photoURL: URL(string: "https://images.trailhead.app/cascade-canyon.jpg"),
        photoCredit: "J. Alvarez",
        parkingNote: "String Lake lot fills early on busy days."
    )

    static let mockList: [Trail] = [
        .mock,
        Trail(
            name: "Mist Trail",
            region: "Yosemite Valley",
            distanceKm: 4.8,
            elevationGainM: 400,
            durationMinutes: 180,
            difficulty: .hard,
            rating: 4.9,
            reviewCount: 1_804,
            photoURL: URL(string: "https://images.trailhead.app/mist-trail.jpg")
        ),
        Trail(
            name: "Lake Trail",
            region: "Tahoe Rim",
            distanceKm: 6.2,
            elevationGainM: 120,
            durationMinutes: 120,
            difficulty: .easy,
            rating: 4.5,
            reviewCount: 96,
            isLoop: true,
            isDogFriendly: true
        ),
        Trail(
            name: "Skyline Ridge",
            region: "Mount Rainier",
            distanceKm: 9.3,
            elevationGainM: 520,
            durationMinutes: 240,
            difficulty: .moderate,
            rating: 4.7,
            reviewCount: 388
        ),
    ]
}
