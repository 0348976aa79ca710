import Foundation

/// Results computed on several threads (`DispatchQueue.concurrentPerform`), each written once
/// into its own slot and read back in order once every thread is done.
public final class ParallelResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    public init(count: Int) { slots = Array(repeating: nil, count: count) }

    public func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    public func value(_ index: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return slots[index]
    }
}
