import XCTest
@testable import ChatComponents

final class InitialsTests: XCTestCase {
    func testTwoWords() {
        XCTAssertEqual(Initials.from("Ana Lima"), "AL")
    }

    func testOneWord() {
        XCTAssertEqual(Initials.from("mom"), "M")
    }

    func testStopsAfterTwoWords() {
        XCTAssertEqual(Initials.from("Mary Ann Evans"), "MA")
    }
}
