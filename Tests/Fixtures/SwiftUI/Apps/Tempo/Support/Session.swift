import Foundation

/// A finished workout, as recorded in the history.
struct Session: Identifiable, Hashable, Codable {
    var id = UUID()
    var workoutName: String
    var date: Date
    var duration: TimeInterval
    var averageHeartRate: Int?
    var calories: Int
}

extension Session {
    static let mockList: [Session] = [
        Session(workoutName: "Hill sprints", date: .now.addingTimeInterval(-86_400), duration: 1_710, averageHeartRate: 152, calories: 410),
        Session(workoutName: "Tabata", date: .now.addingTimeInterval(-3 * 86_400), duration: 240, averageHeartRate: 164, calories: 72),
        Session(workoutName: "Core circuit", date: .now.addingTimeInterval(-5 * 86_400), duration: 1_020, calories: 190),
        Session(workoutName: "Long intervals", date: .now.addingTimeInterval(-8 * 86_400), duration: 2_400, averageHeartRate: 141, calories: 520),
    ]
}
