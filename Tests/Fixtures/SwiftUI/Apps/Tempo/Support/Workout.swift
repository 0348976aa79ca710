import Foundation
import SwiftUI

enum Phase: String, CaseIterable, Codable, Identifiable {
    case warmUp, work, rest, coolDown, done

    var id: Self { self }

    var title: LocalizedStringKey {
        switch self {
        case .warmUp: "Warm-up"
        case .work: "Work"
        case .rest: "Rest"
        case .coolDown: "Cool-down"
        case .done: "Done"
        }
    }

    var tint: Color {
        switch self {
        case .warmUp: .orange
        case .work: .red
        case .rest: .teal
        case .coolDown: .indigo
        case .done: .green
        }
    }
}

struct Interval: Identifiable, Hashable, Codable {
    var id = UUID()
    var phase: Phase
    var duration: TimeInterval
}

struct Workout: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var symbol: String
    var intervals: [Interval]
    var rounds: Int
    var notes: String?
    var isFavorite = false

    var totalDuration: TimeInterval {
        intervals.reduce(0) { $0 + $1.duration } * Double(rounds)
    }

    var summary: String {
        let work = intervals.filter { $0.phase == .work }
        return "\(rounds) × \(work.count) · \(Int(totalDuration / 60)) min"
    }
}

extension Workout {
    static let mock = Workout(
        name: "Hill sprints",
        symbol: "figure.run",
        intervals: [
            Interval(phase: .warmUp, duration: 300),
            Interval(phase: .work, duration: 45),
            Interval(phase: .rest, duration: 75),
            Interval(phase: .work, duration: 45),
            Interval(phase: .rest, duration: 75),
            Interval(phase: .coolDown, duration: 240),
        ],
        rounds: 3,
        notes: "Find a hill with a steady grade. Walk back down for the rest."
    )

    static let mockList: [Workout] = [
        mock,
        Workout(
            name: "Tabata",
            symbol: "bolt.heart",
            intervals: [Interval(phase: .work, duration: 20), Interval(phase: .rest, duration: 10)],
            rounds: 8,
            isFavorite: true
        ),
        Workout(
            name: "Core circuit",
            symbol: "figure.core.training",
            intervals: [
                Interval(phase: .warmUp, duration: 120),
                Interval(phase: .work, duration: 40),
                Interval(phase: .rest, duration: 20),
            ],
            rounds: 5
        ),
        Workout(
            name: "Long intervals",
            symbol: "figure.outdoor.cycle",
            intervals: [
                Interval(phase: .work, duration: 480),
                Interval(phase: .rest, duration: 120),
            ],
            rounds: 4,
            notes: "Zone 4. Keep the cadence high."
        ),
    ]
}
