import SwiftUI

struct CareTask: Identifiable, Hashable {
    enum Kind: String, CaseIterable {
        case water
        case mist
        case fertilize
        case repot

        var title: String { rawValue.capitalized }

        var color: Color {
            switch self {
            case .water: return .blue
            case .mist: return .teal
            case .fertilize: return .brown
            case .repot: return .orange
            }
        }
    }

    let id = UUID()
    var plantName: String
    var kind: Kind
    var due: Date
    var isDone = false

    var title: String { "\(kind.title) \(plantName)" }
}

enum TaskFilter: String, CaseIterable, Identifiable {
    case today
    case upcoming
    case done

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

extension CareTask {
    static let samples: [CareTask] = [
        CareTask(plantName: "Monstera", kind: .water, due: Date()),
        CareTask(plantName: "Fern", kind: .mist, due: Date()),
        CareTask(plantName: "Basil", kind: .water, due: Date()),
        CareTask(plantName: "Pothos", kind: .fertilize, due: Date().addingTimeInterval(2 * 86_400)),
        CareTask(plantName: "Snake plant", kind: .repot, due: Date().addingTimeInterval(20 * 86_400)),
        CareTask(plantName: "Fern", kind: .water, due: Date().addingTimeInterval(-86_400), isDone: true),
    ]
}
