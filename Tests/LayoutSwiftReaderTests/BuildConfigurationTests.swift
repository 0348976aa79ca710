import Testing
@testable import LayoutSwiftReader

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
        #expect(SwiftBuildConfiguration.holds(condition) == holds, "\(condition)")
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
        #expect(SwiftBuildConfiguration.holds(condition) == holds, "\(condition)")
    }

    /// A condition it cannot read does not hold, and none stops it (nesting is bounded).
    @Test(arguments: ["", "(", ")", "&&", "os(", "os(iOS", "@@", String(repeating: "(", count: 10_000)])
    func malformedConditionsDoNotHold(_ condition: String) {
        #expect(!SwiftBuildConfiguration.holds(condition), "\(condition.prefix(20))")
    }

    /// A condition is one line, but a line can be long: ten thousand `!` are read without
    /// running out of stack.
    @Test func manyNegations() {
        #expect(SwiftBuildConfiguration.holds(String(repeating: "!", count: 10_000) + "DEBUG"))
        #expect(!SwiftBuildConfiguration.holds(String(repeating: "!", count: 10_001) + "DEBUG"))
    }

    @Test func theClauseABuildCompiles() {
        let clauses: [(condition: String?, body: Int)] = [("os(macOS)", 1), ("DEBUG", 2), (nil, 3)]
        #expect(SwiftBuildConfiguration.chosen(clauses) == 2)
        #expect(SwiftBuildConfiguration.chosen([("os(macOS)", 1), (nil, 3)]) == 3)
        #expect(SwiftBuildConfiguration.chosen([(condition: "os(macOS)", body: 1)]) == nil)
        #expect(SwiftBuildConfiguration.chosen([(condition: "os(iOS)", body: 1), (condition: "DEBUG", body: 2)]) == 1)
    }
}
