import XCTest
import SwiftUI
@testable import MosaicUI

final class PhotoTileTests: XCTestCase {
    func testTileBuildsWithoutCaption() {
        let tile = PhotoTile(image: Image(systemName: "photo"), caption: nil, date: .now)
        XCTAssertNotNil(tile.body)
    }
}
