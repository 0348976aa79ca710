import XCTest
@testable import TrailModels

final class TrailTests: XCTestCase {
    func testDurationText() {
        var trail = Trail.mock
        trail.durationMinutes = 120
        XCTAssertEqual(trail.durationText, "2 h")
        trail.durationMinutes = 330
        XCTAssertEqual(trail.durationText, "5 h 30 min")
    }

    func testDistanceText() {
        XCTAssertEqual(Trail.mock.distanceText, "14.6 km")
    }
}
