import Foundation

/// The preview's state: the latest build and the last one that succeeded. The watcher thread
/// replaces them; connection threads read snapshots and wait for new generations.
final class PreviewModel: @unchecked Sendable {
    let configuration: PreviewConfiguration
    private let condition = NSCondition()
    private var latest: PreviewBuild
    private var lastGood: PreviewBuild?

    init(configuration: PreviewConfiguration) {
        self.configuration = configuration
        let first = PreviewBuild(generation: 1, configuration: configuration)
        latest = first
        lastGood = first.program == nil ? nil : first
    }

    /// The latest build and the last good one (the picture while the file has errors).
    var snapshot: (latest: PreviewBuild, good: PreviewBuild?) {
        condition.lock()
        defer { condition.unlock() }
        return (latest, lastGood)
    }

    /// Rebuilds if a watched file changed since the latest build; returns the new build.
    @discardableResult
    func rebuildIfChanged() -> PreviewBuild? {
        let current = snapshot.latest
        guard !current.watcher.changedPaths().isEmpty else { return nil }
        // A save in progress is read whole: wait for the files to hold still (20 ms).
        _ = current.watcher.settle(interval: 0.02) { interval in
            Thread.sleep(forTimeInterval: interval)
            return false
        }
        return rebuild(after: current)
    }

    /// Compiles again and publishes the result to waiting streams.
    @discardableResult
    func rebuild(after previous: PreviewBuild? = nil) -> PreviewBuild {
        let build = PreviewBuild(generation: (previous ?? snapshot.latest).generation + 1, configuration: configuration)
        condition.lock()
        latest = build
        if build.program != nil { lastGood = build }
        condition.broadcast()
        condition.unlock()
        return build
    }

    /// The latest build if its generation is above `generation`, waiting up to `timeout`.
    func build(after generation: Int?, timeout: TimeInterval) -> PreviewBuild? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if generation.map({ latest.generation > $0 }) ?? true { return latest }
            if !condition.wait(until: deadline) { return nil }
        }
    }
}
