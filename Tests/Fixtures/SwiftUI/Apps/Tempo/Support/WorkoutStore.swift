import Foundation
import Observation

@Observable
final class WorkoutStore {
    var workouts: [Workout]
    var sessions: [Session]

    init(workouts: [Workout] = [], sessions: [Session] = []) {
        self.workouts = workouts
        self.sessions = sessions
    }

    var favorites: [Workout] { workouts.filter(\.isFavorite) }

    func lastSession(of workout: Workout) -> Session? {
        sessions
            .filter { $0.workoutName == workout.name }
            .max { $0.date < $1.date }
    }

    var totalMinutesThisWeek: Int {
        let weekAgo = Date.now.addingTimeInterval(-7 * 86_400)
        return Int(sessions.filter { $0.date > weekAgo }.reduce(0) { $0 + $1.duration } / 60)
    }

    func add(_ workout: Workout) {
        workouts.append(workout)
    }

    func delete(at offsets: IndexSet) {
        workouts.remove(atOffsets: offsets)
    }
}

extension WorkoutStore {
    static let preview = WorkoutStore(workouts: Workout.mockList, sessions: Session.mockList)
}
