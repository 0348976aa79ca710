import Foundation

/// Reads the hike the app planned from the shared app group container.
struct PlannedHikeStore {
    static let shared = PlannedHikeStore()

    private let defaults = UserDefaults(suiteName: "group.app.trailhead")

    func nextEntry(now: Date = .now) -> NextHikeEntry? {
        guard
            let data = defaults?.data(forKey: "plannedHike"),
            let planned = try? JSONDecoder().decode(PlannedHike.self, from: data),
            planned.start > now
        else { return nil }

        return NextHikeEntry(
            date: now,
            trailName: planned.trailName,
            start: planned.start,
            distanceText: planned.distanceText,
            elevationText: planned.elevationText
        )
    }
}

private struct PlannedHike: Decodable {
    var trailName: String
    var start: Date
    var distanceText: String
    var elevationText: String
}
