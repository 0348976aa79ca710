import Foundation

enum LightLevel: Int, CaseIterable, Codable, Comparable, Identifiable {
    case shade
    case low
    case medium
    case bright
    case direct

    var id: Int { rawValue }

    var title: String {
        switch self {
        case .shade: return "Shade"
        case .low: return "Low light"
        case .medium: return "Medium"
        case .bright: return "Bright"
        case .direct: return "Full sun"
        }
    }

    static func < (lhs: LightLevel, rhs: LightLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

enum Humidity: String, CaseIterable, Codable {
    case low
    case medium
    case high

    var title: String { rawValue.capitalized }
}

struct Plant: Identifiable, Hashable, Codable {
    enum Status: String, Codable {
        case healthy
        case thirsty
        case overdue

        var label: String {
            switch self {
            case .healthy: return "OK"
            case .thirsty: return "Water"
            case .overdue: return "Overdue"
            }
        }
    }

    let id: UUID
    var name: String
    var species: String
    var room: String
    var imageName: String?
    var waterIntervalDays: Int
    var lastWatered: Date?
    var light: LightLevel
    var humidity: Humidity
    var notes: String?

    init(
        id: UUID = UUID(),
        name: String,
        species: String,
        room: String = "Living room",
        imageName: String? = nil,
        waterIntervalDays: Int = 7,
        lastWatered: Date? = nil,
        light: LightLevel = .medium,
        humidity: Humidity = .medium,
        notes: String? = nil
    ) {
        self.id = id
        self.name = name
        self.species = species
        self.room = room
        self.imageName = imageName
        self.waterIntervalDays = waterIntervalDays
        self.lastWatered = lastWatered
        self.light = light
        self.humidity = humidity
        self.notes = notes
    }

    var nextWatering: Date? {
        lastWatered.flatMap { Calendar.current.date(byAdding: .day, value: waterIntervalDays, to: $0) }
    }

    var status: Status {
        guard let next = nextWatering else { return .thirsty }
        let days = Calendar.current.dateComponents([.day], from: Date(), to: next).day ?? 0
        if days < 0 { return .overdue }
        return days == 0 ? .thirsty : .healthy
    }
}

extension Plant {
    static let sample = Plant(
        name: "Monstera",
        species: "Monstera deliciosa",
        imageName: "monstera",
        waterIntervalDays: 7,
        lastWatered: Date().addingTimeInterval(-6 * 86_400),
        light: .bright,
        humidity: .high,
        notes: "Wipe the leaves every other week. Rotate a quarter turn when watering."
    )

    static let samples: [Plant] = [
        .sample,
        Plant(name: "Fern", species: "Nephrolepis exaltata", room: "Bathroom", waterIntervalDays: 3, lastWatered: Date().addingTimeInterval(-4 * 86_400), light: .low, humidity: .high),
        Plant(name: "Snake plant", species: "Sansevieria trifasciata", room: "Bedroom", waterIntervalDays: 14, lastWatered: Date().addingTimeInterval(-2 * 86_400), light: .shade, humidity: .low),
        Plant(name: "Pothos", species: "Epipremnum aureum", room: "Kitchen", waterIntervalDays: 7, light: .medium),
        Plant(name: "Basil", species: "Ocimum basilicum", room: "Kitchen", waterIntervalDays: 2, lastWatered: Date().addingTimeInterval(-86_400), light: .direct),
    ]
}
