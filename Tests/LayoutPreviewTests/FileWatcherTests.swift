import Foundation
import Testing
@testable import LayoutPreview

/// The watcher waits for a save in progress to finish before anything reads the file.
struct FileWatcherTests {
    @Test func settleWaitsUntilTheFileHoldsStill() throws {
        let path = NSTemporaryDirectory() + "layoutc-watch-\(UUID().uuidString).layout"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "box(1x1)\n".write(toFile: path, atomically: false, encoding: .utf8)
        let watcher = FileWatcher(baseline: [path: FileStamp.of(path)])
        // A writer that keeps changing the file (a different size each time) for a while: the
        // pauses between the watcher's looks write it again, as a slow save would.
        var writes = 0
        let settled = watcher.settle(interval: 0.01, limit: 5) { interval in
            if writes < 5 {
                writes += 1
                try? String(repeating: "x", count: writes).write(toFile: path, atomically: false, encoding: .utf8)
            }
            Thread.sleep(forTimeInterval: interval)
            return false
        }
        #expect(settled)
        // It looked again after every write and returned only once a look found no change.
        #expect(writes == 5)
        #expect(watcher.changedPaths() == [path])
        #expect((try? String(contentsOfFile: path, encoding: .utf8)) == "xxxxx")
        // Ctrl-C while waiting: gives up at once.
        #expect(!watcher.settle(interval: 0.01) { _ in true })
    }
}
