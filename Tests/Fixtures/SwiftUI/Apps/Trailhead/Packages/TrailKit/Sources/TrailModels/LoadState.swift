import Foundation

public enum LoadState<Value> {
    case loading
    case loaded(Value)
    case failed(String)
}

extension LoadState: Sendable where Value: Sendable {}
