import Foundation
import LayoutEmit
import LayoutEngine

/// The query parameters the routes understand, validated: anything unknown, repeated or
/// malformed is a 400 that says what was expected.
struct QueryParameters {
    var width: CGFloat??
    var height: CGFloat??
    var style: SVGStyle?
    var showModifiers = false
    var node: Int?

    /// The largest width or height the page may propose (pictures stay a sensible size).
    static let maxLength: CGFloat = 100_000

    init(_ query: [(name: String, value: String)], allowed: Set<String>) throws(HTTPError) {
        var seen = Set<String>()
        for (name, value) in query {
            guard allowed.contains(name) else {
                let list = allowed.sorted().joined(separator: ", ")
                throw HTTPError(.badRequest, "unknown query parameter '\(name.prefix(40))'"
                                + (list.isEmpty ? "; this route takes none" : "; expected one of \(list)"))
            }
            guard seen.insert(name).inserted else {
                throw HTTPError(.badRequest, "query parameter '\(name)' given twice")
            }
            switch name {
            case "w": width = .some(try Self.dimension(value, name: name))
            case "h": height = .some(try Self.dimension(value, name: name))
            case "style":
                guard let parsed = SVGStyle(rawValue: value) else {
                    throw HTTPError(.badRequest, "expected style preview or debug, found '\(value.prefix(40))'")
                }
                style = parsed
            case "modifiers":
                switch value {
                case "1", "true": showModifiers = true
                case "0", "false": showModifiers = false
                default:
                    throw HTTPError(.badRequest, "expected modifiers=1 or modifiers=0, found '\(value.prefix(40))'")
                }
            case "node":
                guard let index = Int(value), index >= 0 else {
                    throw HTTPError(.badRequest, "expected a node number ≥ 0, found '\(value.prefix(40))'")
                }
                node = index
            default: break
            }
        }
    }

    /// A proposal dimension: a number in 0…`maxLength`, `inf` or `nil`.
    /// A side as `--proposal` reads it (`ProposalText.side`), within the page's own limit.
    static func dimension(_ value: String, name: String) throws(HTTPError) -> CGFloat? {
        if value.isEmpty { return nil }
        guard case let .value(side)? = ProposalText.side(value[...]),
              (side.map { $0.isInfinite || $0 <= maxLength } ?? true) else {
            throw HTTPError(.badRequest, "expected \(name) to be a number from 0 to \(Int(maxLength)), inf or nil, "
                            + "found '\(value.prefix(40))'")
        }
        return side
    }

    /// The proposals asked for: the one `w`×`h` if either is given, else `defaults`.
    func proposals(defaults: [ProposedViewSize]) -> [ProposedViewSize] {
        guard width != nil || height != nil else { return defaults }
        return [ProposedViewSize(width: width ?? nil, height: height ?? nil)]
    }
}
