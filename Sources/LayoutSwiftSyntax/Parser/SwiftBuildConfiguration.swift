import Foundation

/// The build a parse stands for, for `#if`: a platform's debug build, as Xcode builds one for its
/// canvas (`docs/swiftui.md`). `os(…)` of the platform, `canImport` of any module the platform has,
/// `DEBUG`, `swift(>=…)`, `compiler(>=…)`, `hasFeature(…)` and `arch(arm64)` hold; other
/// platforms, `targetEnvironment(…)` and flags the build does not define do not. A unit that
/// builds for several platforms is read once per platform (`docs/swiftui.md`, "Platforms").
public struct SwiftBuildConfiguration: Sendable, Hashable {
    /// The platforms SwiftUI runs on, by the names `#if os(…)` and Xcode give them.
    public enum Platform: String, Sendable, Hashable, CaseIterable, Comparable {
        case iOS, macOS, watchOS, tvOS, visionOS

        /// The names `os(…)` accepts for the platform (`OSX` and `xrOS` are older spellings).
        var osNames: Set<String> {
            switch self {
            case .iOS: return ["iOS"]
            case .macOS: return ["macOS", "OSX"]
            case .watchOS: return ["watchOS"]
            case .tvOS: return ["tvOS"]
            case .visionOS: return ["visionOS", "xrOS"]
            }
        }

        /// The modules of other platforms' SDKs that this one lacks (`canImport` of any other
        /// module holds: a module the app declares is in the build).
        public var missingModules: Set<String> {
            switch self {
            case .iOS: return ["AppKit", "Cocoa", "WatchKit", "TVUIKit", "ClockKit"]
            case .macOS: return ["UIKit", "WatchKit", "TVUIKit", "ClockKit", "ARKit", "CarPlay"]
            case .watchOS: return ["AppKit", "Cocoa", "TVUIKit", "ARKit", "CarPlay"]
            case .tvOS: return ["AppKit", "Cocoa", "WatchKit", "ClockKit", "ARKit", "CarPlay"]
            case .visionOS: return ["AppKit", "Cocoa", "WatchKit", "TVUIKit", "ClockKit", "CarPlay"]
            }
        }

        /// The platform a user names (`--platform`, `.layoutc.json`): its name or an older
        /// spelling `os(…)` accepts, in any case (`ios`, `macOS`, `OSX`).
        public static func named(_ name: String) -> Platform? {
            let lowered = name.lowercased()
            return allCases.first { $0.osNames.contains { $0.lowercased() == lowered } }
        }

        /// A comma-separated list of platforms (`iOS,macOS`): the set, or the first word that
        /// names none.
        public static func parseList(_ text: String) -> Result<Set<Platform>, UnknownName> {
            var platforms: Set<Platform> = []
            for word in text.split(separator: ",", omittingEmptySubsequences: false) {
                let name = word.trimmingCharacters(in: .whitespaces)
                guard let platform = named(name) else { return .failure(UnknownName(name: name)) }
                platforms.insert(platform)
            }
            return .success(platforms)
        }

        /// A word that names no platform.
        public struct UnknownName: Error, Sendable {
            public var name: String
            public var message: String {
                (name.isEmpty ? "a platform is missing" : "unknown platform '\(name)'")
                    + "; use " + Platform.allCases.map(\.rawValue).joined(separator: ", ")
            }
        }

        public static func < (a: Platform, b: Platform) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public var platform: Platform
    /// Compilation conditions the build defines (`DEBUG`, as a debug build does).
    public var definedFlags: Set<String>

    public init(platform: Platform, definedFlags: Set<String> = ["DEBUG"]) {
        self.platform = platform
        self.definedFlags = definedFlags
    }

    /// An iOS debug build: what layoutc lints.
    public static let iOS = SwiftBuildConfiguration(platform: .iOS)

    /// Whether the condition written after `#if` / `#elseif` holds.
    public func holds(_ condition: String) -> Bool {
        var reader = ConditionReader(text: Array(condition.unicodeScalars), configuration: self)
        return reader.or()
    }

    /// The byte ranges of a file this build does not compile: each `#if` clause not chosen (from
    /// its directive to the next), however deep and wherever it is written (among statements too,
    /// which the parser keeps whole). In the order written.
    public func inactiveRanges(of tokens: SwiftTokens) -> [Range<Int>] {
        struct Clause {
            var outerActive: Bool
            var taken: Bool
            var active: Bool
            var start: Int
        }
        let list = tokens.tokens
        var open: [Clause] = []
        var ranges: [Range<Int>] = []
        // The condition after the directive at `index`, to the end of its line; the next token's index.
        func condition(after index: Int) -> (text: String, next: Int) {
            var next = index + 1
            guard next < list.count else { return ("", next) }
            let from = list[next].range.lowerBound
            var to = from
            while next < list.count, list[next].kind != .endOfFile, !list[next].flags.contains(.precededByNewline) {
                if list[next].kind != .comment { to = list[next].range.upperBound }
                next += 1
            }
            return (String(decoding: tokens.source[from..<max(from, to)], as: UTF8.self), next)
        }
        var index = 0
        while index < list.count {
            guard case let .poundKeyword(name) = list[index].kind else {
                index += 1
                continue
            }
            let at = list[index].range.lowerBound
            switch name {
            case "if":
                let outer = open.last?.active ?? true
                let (text, next) = condition(after: index)
                let holds = holds(text)
                open.append(Clause(outerActive: outer, taken: holds, active: outer && holds, start: at))
                index = next
            case "elseif", "else":
                guard var clause = open.popLast() else {
                    index += 1
                    continue
                }
                if clause.outerActive && !clause.active { ranges.append(clause.start..<at) }
                var holds = true
                index += 1
                if name == "elseif" {
                    let (text, next) = condition(after: index - 1)
                    holds = self.holds(text)
                    index = next
                }
                clause.active = clause.outerActive && !clause.taken && holds
                clause.taken = clause.taken || holds
                clause.start = at
                open.append(clause)
            case "endif":
                if let clause = open.popLast(), clause.outerActive && !clause.active { ranges.append(clause.start..<at) }
                index += 1
            default:
                index += 1
            }
        }
        // A `#if` never closed: to the end.
        for clause in open where clause.outerActive && !clause.active { ranges.append(clause.start..<tokens.source.count) }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The clause a `#if` compiles: the first whose condition holds, else its `#else` (nil
    /// condition), else none.
    public func chosen<T>(_ clauses: [(condition: String?, body: T)]) -> T? {
        clauses.first { $0.condition.map(holds) ?? true }?.body
    }

    private struct ConditionReader {
        let text: [Unicode.Scalar]
        let configuration: SwiftBuildConfiguration
        var position = 0
        /// Nesting, bounded: a condition is one line, but a line can be long.
        var depth = 0

        init(text: [Unicode.Scalar], configuration: SwiftBuildConfiguration) {
            self.text = text
            self.configuration = configuration
        }

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
            guard eat("(") else { return name == "true" || configuration.definedFlags.contains(name) }
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
            case "os": return configuration.platform.osNames.contains(argument)
            case "canImport":
                // `canImport(UIKit.UIColor)`, `canImport(X, _version: 2)`: the module is what counts.
                let module = argument.prefix { $0 != "." && $0 != "," && !$0.isWhitespace }
                return !configuration.platform.missingModules.contains(String(module))
            case "arch": return argument == "arm64"
            case "swift", "compiler", "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
    }
}
