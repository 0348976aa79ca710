import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutSema

/// `.dynamicTypeSize(…)`: the sizes the text inside follows, clamped as SwiftUI clamps the
/// environment, inner ranges clamping what outer ones give.
@Suite struct DynamicTypeSizeTests {
    /// The body style's (size, leading) at each category (Apple's table, docs/lint.md).
    static let body: [DynamicTypeSize: (Double, Double)] = [
        .xSmall: (14, 19), .large: (17, 22), .xLarge: (19, 24), .xxxLarge: (23, 29), .accessibility3: (40, 48),
        .accessibility5: (53, 62),
    ]

    /// The text's size and line height in the tree sized for `category`.
    func sized(_ source: String, at category: DynamicTypeSize?) throws -> (size: Double, line: Double?) {
        let (result, _) = compile(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let tree = try #require(result.program?.tree).sizingText(for: category, textScale: 1)
        for index in 0..<tree.count {
            if case let .text(spec) = tree.elements[index] { return (Double(spec.size), spec.lineHeight.map(Double.init)) }
        }
        Issue.record("no text")
        return (0, nil)
    }

    @Test(arguments: [
        // A cap: the user's size up to it, then it.
        (".dynamicTypeSize(max: .xxxLarge)", DynamicTypeSize.accessibility5, DynamicTypeSize.xxxLarge),
        (".dynamicTypeSize(max: .xxxLarge)", .xLarge, .xLarge),
        // A floor.
        (".dynamicTypeSize(min: .large)", .xSmall, .large),
        // One size, whatever the user's.
        (".dynamicTypeSize(.accessibility3)", .xSmall, .accessibility3),
        (".dynamicTypeSize(.accessibility3)", .accessibility5, .accessibility3),
        // Inner [large, AX5] clamps outer [xSmall, xLarge]: large...xLarge.
        (".dynamicTypeSize(min: .large, max: .accessibility5).dynamicTypeSize(max: .xLarge)", .accessibility5, .xLarge),
        (".dynamicTypeSize(min: .large, max: .accessibility5).dynamicTypeSize(max: .xLarge)", .xSmall, .large),
        // Outer AX3 fixed, inner cap at xxxLarge: xxxLarge.
        (".dynamicTypeSize(max: .xxxLarge).dynamicTypeSize(.accessibility3)", .xSmall, .xxxLarge),
    ])
    func clamped(_ modifiers: String, _ user: DynamicTypeSize, _ expected: DynamicTypeSize) throws {
        let text = try sized("text(\"Aa\").font(.body)" + modifiers, at: user)
        let (size, leading) = try #require(Self.body[expected])
        #expect(text.size == size && text.line == leading, "\(modifiers) at \(user)")
    }

    /// The modifier on a stack reaches the texts inside, as SwiftUI's environment does.
    @Test func throughAContainer() throws {
        let text = try sized("vstack < text(\"Aa\").font(.body) >.dynamicTypeSize(max: .large)", at: .accessibility5)
        #expect(text.size == 17 && text.line == 22)
    }

    /// As written (no category), a text is written size unless its range leaves Large out.
    @Test func asWritten() throws {
        #expect(try sized("text(\"Aa\").font(.body).dynamicTypeSize(max: .xxxLarge)", at: nil) == (17, nil))
        let fixed = try sized("text(\"Aa\").font(.body).dynamicTypeSize(.accessibility3)", at: nil)
        #expect(fixed.size == 40 && fixed.line == 48)
    }

    @Test func mistakes() {
        checkMarked(#"text("a").dynamicTypeSize(.large, max: /* E2010 "'.dynamicTypeSize' takes one size or min:/max:, not both" */.xLarge)"#)
        checkMarked(#"text("a").dynamicTypeSize(min: /* E2009 "'.dynamicTypeSize' min: accessibility1 is larger than max: large" */.accessibility1, max: .large)"#)
    }
}
