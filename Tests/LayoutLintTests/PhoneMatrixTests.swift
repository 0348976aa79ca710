import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutLint
import LayoutSema

/// The matrix iOS has: Dynamic Type sizes from Apple's table, devices with safe areas, and the
/// configurations `--devices`, `--dynamic-type` and `--accessibility` make.
struct PhoneMatrixTests {
    @Test func dynamicTypeListsParse() throws {
        #expect(try DynamicTypeSize.parseList("large,xxxLarge").get() == [.large, .xxxLarge])
        #expect(try DynamicTypeSize.parseList("AX1, accessibility5").get() == [.accessibility1, .accessibility5])
        #expect(try DynamicTypeSize.parseList("large...AX2").get()
                    == [.large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2])
        #expect(try DynamicTypeSize.parseList("all").get().count == 12)
        #expect(try DynamicTypeSize.parseList("xxxLarge,large,xxxLarge").get() == [.xxxLarge, .large])
        #expect(DynamicTypeSize.parseList("huge") == .failure(.unknown("huge")))
        #expect(DynamicTypeSize.parseList("AX6") == .failure(.unknown("AX6")))
        #expect(DynamicTypeSize.parseList("AX2...large") == .failure(.emptyRange("AX2...large")))
        #expect(DynamicTypeSize.parseList("large,") == .failure(.empty))
        #expect(DynamicTypeSize.accessibility2.label == "AX2" && DynamicTypeSize.large.label == "Large")
    }

    /// The texts' sizes and line heights at a category, from Apple's table: body is 17/22 at
    /// Large, 28/34 at AX1, 53/62 at AX5; caption2 11/13 at xSmall.
    @Test func textIsSizedForTheCategory() throws {
        let source = """
        vstack <
          text("a").font(.body)
          text("b", size: 11)
          text("c", size: 13, relativeTo: .footnote)
          text("d")
          text("e").font(.custom("Avenir", size: 17))
          text("f").font(.caption2)
          text("g").font(.system(size: 20))
          text("h").font(.system(.title))
        >
        """
        let sources = SourceManager()
        let program = try #require(Compiler.compile(sources.add(name: "t.layout", text: source), sources: sources).program)
        func specs(_ size: DynamicTypeSize?, scale: CGFloat = 1, in program: LoweredProgram) -> [TextSpec] {
            let tree = program.tree.sizingText(for: size, textScale: scale)
            return (0..<tree.count).compactMap {
                if case let .text(spec) = tree.elements[$0] { return spec } else { return nil }
            }.sorted { $0.content < $1.content }
        }
        // d, a text with no font, is the body style (SwiftUI's default): 17/22 at Large, 28/34 at AX1.
        let large = specs(.large, in: program)
        #expect(large.map(\.size) == [17, 11, 13, 17, 17, 11, 20, 28])
        #expect(large[0].lineHeight == 22 && large[3].lineHeight == 22 && large[5].lineHeight == 13
                    && large[7].lineHeight == 34)
        #expect(TextModel.model.lineHeight(large[1]) == 13.75)  // a fixed size keeps lines of 1.25 em in the model
        let ax1 = specs(.accessibility1, in: program)
        // c: 13 × 23/13 (footnote Large 13 → AX1 23); e: 17 × 28/17.
        #expect(ax1.map(\.size) == [28, 11, 23, 28, 28, 20, 20, 38])
        #expect(ax1[0].lineHeight == 34)
        let ax5 = specs(.accessibility5, in: program)
        #expect(ax5[0].size == 53 && ax5[0].lineHeight == 62 && ax5[1].size == 11 && ax5[6].size == 20)
        #expect(specs(.xSmall, in: program)[5].size == 11 && specs(.xSmall, in: program)[5].lineHeight == 13)
        // A text scale multiplies what scales, not a fixed size.
        let scaled = specs(nil, scale: 2, in: program)
        #expect(scaled.map(\.size) == [34, 11, 26, 34, 34, 22, 20, 56])
        #expect(specs(nil, in: program) == specs(nil, scale: 1, in: program)
                    && specs(nil, in: program).map(\.size) == [17, 11, 13, 17, 17, 11, 20, 28])
        // In the model (--font model) a text with no font is 16 pt and scales in proportion to body:
        // 16 × 28/17 at AX1.
        var options = CompileOptions()
        options.textModel = .model
        let modelled = try #require(Compiler.compile(sources.add(name: "m.layout", text: source), sources: sources,
                                                     options: options).program)
        #expect(specs(.large, in: modelled)[3].size == 16 && specs(.large, in: modelled)[3].lineHeight == nil)
        #expect(specs(.accessibility1, in: modelled)[3].size == CGFloat(16 * 28) / 17)
        #expect(specs(nil, scale: 2, in: modelled)[3].size == 32)
    }

    func configurations(_ source: String, _ configure: (inout LintOptions) -> Void) throws -> [LintConfiguration] {
        let (result, _) = lint(source, configure: configure)
        #expect(result.compiled)
        return result.configurations
    }

    /// A full screen on each device less its safe area (iPhone 16: 393 × 852 less 59 and 34 in
    /// portrait; 852 less 59 + 59 by 393 less 21 in landscape), all of it under
    /// `.ignoresSafeArea()`; a file that scrolls at the safe widths.
    @Test func devicesHaveSafeAreas() throws {
        let screens = try configurations("proposal(393, 759)\nvstack < box(10x10) spacer >") { $0.devices = true }
        // The file's own 393 × 759 is iPhone 16's portrait screen: linted once, named for it.
        #expect(screens.count == 2 * 12)
        let iPhone16 = try #require(screens.first { $0.screen?.label == "iPhone 16, portrait" })
        #expect(iPhone16.proposal == ProposedViewSize(width: 393, height: 759) && iPhone16.dynamicType == .large)
        let landscape = try #require(screens.first { $0.screen?.label == "iPhone 16, landscape" })
        #expect(landscape.proposal == ProposedViewSize(width: 734, height: 372))
        let se = try #require(screens.first { $0.screen?.label == "iPhone SE (3rd generation), portrait" })
        #expect(se.proposal == ProposedViewSize(width: 375, height: 647))
        #expect(Set(screens.compactMap(\.dynamicType)) == [.large, .xxxLarge])
        let whole = try configurations("proposal(393, 852)\nvstack < box(10x10) spacer >.ignoresSafeArea()") {
            $0.devices = true
        }
        #expect(whole.first { $0.screen?.label == "iPhone 16, landscape" }?.proposal
                    == ProposedViewSize(width: 852, height: 393))
        let widths = try configurations("proposal(393, nil)\nvstack < box(10x10) >") { $0.devices = true }
            .filter { $0.dynamicType == .large }.map { $0.proposal.width ?? -1 }
        #expect(widths == [393, 375, 402, 430, 440, 667, 712, 734, 750, 814, 832])
        let accessible = try configurations("proposal(393, nil)\nbox(10x10)") { $0.accessibility = true }
        #expect(accessible.compactMap(\.dynamicType)
                    == [.large, .xxxLarge, .accessibility1, .accessibility2, .accessibility3, .accessibility4,
                        .accessibility5])
        let chosen = try configurations("proposal(393, nil)\nbox(10x10)") {
            $0.devices = true
            $0.dynamicTypes = [.accessibility3]
        }
        #expect(Set(chosen.compactMap(\.dynamicType)) == [.accessibility3] && chosen.count == 11)
    }

    /// A full-screen player: the spacer has the screen's height to grow in on every device, so
    /// it is not "cannot expand" (with no device heights it would be).
    @Test func aFullScreenSpacerHasRoom() {
        let (result, _) = lint("""
        proposal(393, 759)
        vstack < box(200x200) text("Song").font(.headline) spacer hstack < box(44x44) box(44x44) > >
        """) { $0.devices = true }
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    /// Findings name the category and the device.
    @Test func findingsNameTheDeviceAndTheCategory() {
        // 440 pt of boxes: too wide for every portrait screen, on the landscape ones it fits.
        let (result, _) = lint("proposal(393, 759)\nhstack(spacing: 0) < box(220x40) box(220x40) >") {
            $0.devices = true
            $0.dynamicTypes = [.accessibility2]
        }
        let message = result.diagnostics.first { $0.code.rawValue == "L001" }?.message ?? ""
        #expect(message.contains("at iPhone SE (3rd generation), portrait, iPhone 13 mini, portrait"))
        #expect(message.contains("(AX2)"))
        #expect(!message.contains("landscape"))
    }

    /// `.ignoresSafeArea(edges: .bottom)` gives back the bottom inset only; the keyboard's region
    /// none; `--orientation portrait` keeps the portrait screens; `--accessibility` adds AX1–AX5
    /// to a list of sizes given.
    @Test func safeAreaEdgesOrientationsAndSizes() throws {
        let bottom = try configurations("proposal(393, 759)\nvstack < box(10x10) >.ignoresSafeArea(edges: .bottom)") {
            $0.devices = true
        }
        #expect(bottom.first { $0.screen?.label == "iPhone 16, portrait" }?.proposal
                    == ProposedViewSize(width: 393, height: 793))
        let keyboard = try configurations("proposal(393, 759)\nvstack < box(10x10) >.ignoresSafeArea(.keyboard)") {
            $0.devices = true
        }
        #expect(keyboard.first { $0.screen?.label == "iPhone 16, portrait" }?.proposal
                    == ProposedViewSize(width: 393, height: 759))
        let portrait = try configurations("proposal(393, 759)\nbox(10x10)") {
            $0.devices = true
            $0.orientations = [.portrait]
        }
        #expect(portrait.count == 12 && portrait.allSatisfy { $0.screen?.orientation == .portrait })
        let sizes = try configurations("proposal(393, nil)\nbox(10x10)") {
            $0.dynamicTypes = [.large]
            $0.accessibility = true
        }
        #expect(sizes.compactMap(\.dynamicType) == [.large] + DynamicTypeSize.allCases.filter(\.isAccessibilitySize))
    }
}
