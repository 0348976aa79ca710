import Foundation

/// The build a reading stands for, for `#if`: an iOS app built for debugging on a device, as Xcode
/// builds one for its canvas (`docs/swiftui.md`). `os(iOS)`, `canImport(UIKit)` (any module but
/// macOS's and watchOS's), `DEBUG`, `swift(>=…)`, `compiler(>=…)`, `hasFeature(…)` and `arch(arm64)`
/// hold; other platforms, `targetEnvironment(…)` and flags the build does not define do not.
enum SwiftBuildConfiguration {
    static let platformOnlyModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "TVUIKit", "ClockKit"]
    static let definedFlags: Set<String> = ["DEBUG", "true"]

    /// Whether the condition written after `#if` / `#elseif` holds.
    static func holds(_ condition: String) -> Bool {
        var reader = ConditionReader(text: Array(condition.unicodeScalars))
        return reader.or()
    }

    /// The clause a `#if` compiles: the first whose condition holds, else its `#else` (nil
    /// condition), else none.
    static func chosen<T>(_ clauses: [(condition: String?, body: T)]) -> T? {
        clauses.first { $0.condition.map(holds) ?? true }?.body
    }

    private struct ConditionReader {
        let text: [Unicode.Scalar]
        var position = 0
        /// Nesting, bounded: a condition is one line, but a line can be long.
        var depth = 0

        mutating func skipSpaces() {
            while position < text.count, text[position].properties.isWhitespace { position += 1 }
        }

        mutating func eat(_ literal: String) -> Bool {
            skipSpaces()
            let scalars = Array(literal.unicodeScalars)
            guard position + scalars.count <= text.count, Array(text[position..<position + scalars.count]) == scalars else {
                return false
            }
            position += scalars.count
            return true
        }

        mutating func or() -> Bool {
            var value = and()
            while eat("||") { value = and() || value }
            return value
        }

        mutating func and() -> Bool {
            var value = unary()
            while eat("&&") { value = unary() && value }
            return value
        }

        mutating func unary() -> Bool {
            if eat("!") { return !unary() }
            return primary()
        }

        mutating func primary() -> Bool {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else {
                position = text.count
                return false
            }
            if eat("(") {
                let value = or()
                _ = eat(")")
                return value
            }
            skipSpaces()
            let start = position
            while position < text.count, text[position].properties.isAlphabetic || text[position] == "_"
                    || text[position].properties.numericType != nil {
                position += 1
            }
            let name = String(String.UnicodeScalarView(text[start..<position]))
            guard !name.isEmpty else {
                position = text.count
                return false
            }
            guard eat("(") else { return SwiftBuildConfiguration.definedFlags.contains(name) }
            let argumentStart = position
            var nesting = 1
            while position < text.count, nesting > 0 {
                if text[position] == "(" { nesting += 1 }
                if text[position] == ")" { nesting -= 1 }
                position += 1
            }
            let argument = String(String.UnicodeScalarView(text[argumentStart..<max(argumentStart, position - 1)]))
                .trimmingCharacters(in: .whitespaces)
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return !SwiftBuildConfiguration.platformOnlyModules.contains(argument)
            case "arch": return argument == "arm64"
            case "swift", "compiler", "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
    }
}
