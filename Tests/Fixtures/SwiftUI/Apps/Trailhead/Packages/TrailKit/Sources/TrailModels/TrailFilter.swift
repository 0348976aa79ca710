import Foundation

public enum TrailFilter: String, CaseIterable, Identifiable, Sendable {
    case nearby
    case easy
    case dogFriendly
    case waterfalls
    case loop
    case shaded

    public var id: String { rawValue }

    public var title: String {
        switch self {
        case .nearby: "Nearby"
        case .easy: "Easy"
        case .dogFriendly: "Dog friendly"
        case .waterfalls: "Waterfalls"
        case .loop: "Loop"
        case .shaded: "Shaded"
        }
    }
}
