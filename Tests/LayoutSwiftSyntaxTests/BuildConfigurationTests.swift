import Testing
@testable import LayoutSwiftSyntax

/// `#if` conditions as an iOS debug build for a device sees them (`SwiftBuildConfiguration`).
@Suite struct BuildConfigurationTests {
    @Test(arguments: [
        ("os(iOS)", true), ("os(macOS)", false), ("os(watchOS)", false), ("os(visionOS)", false),
        ("canImport(UIKit)", true), ("canImport(SwiftUI)", true), ("canImport(AppKit)", false),
        ("canImport(WatchKit)", false),
        ("DEBUG", true), ("RELEASE", false), ("MY_FEATURE", false), ("true", true), ("false", false),
        ("swift(>=5.9)", true), ("compiler(>=6.0)", true), ("hasFeature(StrictConcurrency)", true),
        ("arch(arm64)", true), ("arch(x86_64)", false),
        ("targetEnvironment(simulator)", false), ("targetEnvironment(macCatalyst)", false),
        ("os( iOS )", true), ("  DEBUG  ", true),
    ])
    func platformsModulesAndFlags(_ condition: String, _ holds: Bool) {
        #expect(SwiftBuildConfiguration.iOS.holds(condition) == holds, "\(condition)")
    }

    @Test(arguments: [
        ("!os(macOS)", true), ("!DEBUG", false), ("!!DEBUG", true),
        ("os(iOS) && DEBUG", true), ("os(iOS) && os(macOS)", false), ("os(iOS)&&!DEBUG", false),
        ("os(macOS) || DEBUG", true), ("os(macOS) || os(tvOS)", false),
        ("!(os(macOS) || os(watchOS))", true), ("(os(iOS) || os(macOS)) && !targetEnvironment(simulator)", true),
        // `&&` binds tighter than `||`: true || (false && false).
        ("DEBUG || os(macOS) && os(tvOS)", true),
        // (false && true) || false.
        ("os(macOS) && DEBUG || RELEASE", false),
        ("canImport(UIKit) && swift(>=5.9) && !canImport(AppKit)", true),
    ])
    func operatorsAndParentheses(_ condition: String, _ holds: Bool) {
        #expect(SwiftBuildConfiguration.iOS.holds(condition) == holds, "\(condition)")
    }

    /// A condition it cannot read does not hold, and none stops it (nesting is bounded).
    @Test(arguments: ["", "(", ")", "&&", "os(", "os(iOS", "@@", String(repeating: "(", count: 10_000)])
    func malformedConditionsDoNotHold(_ condition: String) {
        #expect(!SwiftBuildConfiguration.iOS.holds(condition), "\(condition.prefix(20))")
    }

    /// A condition is one line, but a line can be long: ten thousand `!` are read without
    /// running out of stack.
    @Test func manyNegations() {
        #expect(SwiftBuildConfiguration.iOS.holds(String(repeating: "!", count: 10_000) + "DEBUG"))
        #expect(!SwiftBuildConfiguration.iOS.holds(String(repeating: "!", count: 10_001) + "DEBUG"))
    }

    /// Each platform's build: its `os(…)` (older spellings too) and the SDK modules it has.
    @Test(arguments: [
        (SwiftBuildConfiguration.Platform.macOS, "os(macOS)", true), (.macOS, "os(OSX)", true), (.macOS, "os(iOS)", false),
        (.macOS, "canImport(AppKit)", true), (.macOS, "canImport(UIKit)", false), (.macOS, "canImport(UIKit.UIColor)", false),
        (.macOS, "canImport(SwiftUI)", true), (.macOS, "DEBUG", true),
        (.watchOS, "os(watchOS)", true), (.watchOS, "canImport(WatchKit)", true), (.watchOS, "canImport(UIKit)", true),
        (.watchOS, "canImport(AppKit)", false),
        (.visionOS, "os(visionOS)", true), (.visionOS, "os(xrOS)", true), (.visionOS, "canImport(UIKit)", true),
        (.tvOS, "os(tvOS)", true), (.tvOS, "canImport(WatchKit)", false),
        (.iOS, "canImport(AppKit.NSColor)", false), (.iOS, "canImport(UIKit, _version: 2)", true),
    ])
    func otherPlatforms(_ platform: SwiftBuildConfiguration.Platform, _ condition: String, _ holds: Bool) {
        #expect(SwiftBuildConfiguration(platform: platform).holds(condition) == holds, "\(platform): \(condition)")
    }

    /// A build without `DEBUG` (a release build) does not take `#if DEBUG`.
    @Test func definedFlags() {
        let release = SwiftBuildConfiguration(platform: .iOS, definedFlags: [])
        #expect(!release.holds("DEBUG"))
        #expect(release.holds("!DEBUG && os(iOS)"))
        #expect(SwiftBuildConfiguration(platform: .iOS, definedFlags: ["BETA"]).holds("BETA"))
    }

    /// The parser reads a declaration-level and a modifier-chain `#if` as the build it is given.
    @Test func theParserReadsAsItsBuild() {
        let source = Array("""
            #if os(macOS)
            struct MacOnly: View { var body: some View { Text("m").padding(2) } }
            #else
            struct PhoneOnly: View { var body: some View { Text("p") } }
            #endif
            """.utf8)
        func names(_ platform: SwiftBuildConfiguration.Platform) -> [String] {
            SwiftParser.parse(source, configuration: SwiftBuildConfiguration(platform: platform)).declarations
                .flatMap { declaration -> [String] in
                    guard case let .conditional(inner, _) = declaration else { return [] }
                    return inner.compactMap { if case let .type(type) = $0 { return type.name } else { return nil } }
                }
        }
        #expect(names(.iOS) == ["PhoneOnly"])
        #expect(names(.macOS) == ["MacOnly"])
        #expect(names(.watchOS) == ["PhoneOnly"])
    }

    @Test func theClauseABuildCompiles() {
        let clauses: [(condition: String?, body: Int)] = [("os(macOS)", 1), ("DEBUG", 2), (nil, 3)]
        #expect(SwiftBuildConfiguration.iOS.chosen(clauses) == 2)
        #expect(SwiftBuildConfiguration.iOS.chosen([("os(macOS)", 1), (nil, 3)]) == 3)
        #expect(SwiftBuildConfiguration.iOS.chosen([(condition: "os(macOS)", body: 1)]) == nil)
        #expect(SwiftBuildConfiguration.iOS.chosen([(condition: "os(iOS)", body: 1), (condition: "DEBUG", body: 2)]) == 1)
    }
}
