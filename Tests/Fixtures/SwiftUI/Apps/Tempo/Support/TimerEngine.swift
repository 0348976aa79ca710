import Foundation
import Observation

/// Runs a workout: walks its intervals round by round and publishes the time left.
@Observable
final class TimerEngine {
    enum State: Equatable {
        case idle, running, paused, finished
    }

    private(set) var state: State = .idle
    private(set) var workout: Workout?
    private(set) var round = 1
    private(set) var index = 0
    private(set) var remaining: TimeInterval = 0

    private var ticker: Task<Void, Never>?

    var interval: Interval? {
        guard let workout, workout.intervals.indices.contains(index) else { return nil }
        return workout.intervals[index]
    }

    var phase: Phase { state == .finished ? .done : interval?.phase ?? .warmUp }

    var progress: Double {
        guard let interval, interval.duration > 0 else { return 0 }
        return 1 - remaining / interval.duration
    }

    var nextInterval: Interval? {
        guard let workout else { return nil }
        if workout.intervals.indices.contains(index + 1) { return workout.intervals[index + 1] }
        return round < workout.rounds ? workout.intervals.first : nil
    }

    func start(_ workout: Workout) {
        self.workout = workout
        round = 1
        index = 0
        remaining = workout.intervals.first?.duration ?? 0
        resume()
    }

    func pause() {
        ticker?.cancel()
        state = .paused
    }

    func resume() {
        state = .running
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                await MainActor.run { self?.tick() }
            }
        }
    }

    func skip() {
        advance()
    }

    func stop() {
        ticker?.cancel()
        state = .idle
        workout = nil
    }

    private func tick() {
        remaining -= 1
        if remaining <= 0 { advance() }
    }

    private func advance() {
        guard let workout else { return }
        if index + 1 < workout.intervals.count {
            index += 1
        } else if round < workout.rounds {
            round += 1
            index = 0
        } else {
            ticker?.cancel()
            state = .finished
            return
        }
        remaining = workout.intervals[index].duration
    }
}

extension TimerEngine {
    static var preview: TimerEngine {
        let engine = TimerEngine()
        engine.workout = .mock
        engine.index = 1
        engine.remaining = 32
        engine.state = .running
        return engine
    }
}
