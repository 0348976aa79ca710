import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L017: text with a fixed size, which ignores the user's Dynamic Type size (static, opt-in).
struct FixedSizeTextRule: FileCheck {
    let isLocal = true
    let rule = LintRule(
        code: "L017", name: "fixed-size-text", severity: .info,
        summary: "text has a fixed size and ignores the user's Dynamic Type size",
        explanation: """
        SwiftUI's text styles (`.font(.body)`, `.headline`…) follow the size the user picks in \
        Settings; a fixed size (`text(size: 13)`, `.font(size: 13)`, `.system(size: 13)`) does \
        not, unless it says which style to scale with (`relativeTo: .footnote`, \
        `@ScaledMetric`'s behaviour). Apple's Human Interface Guidelines (Typography → Supporting \
        Dynamic Type) ask apps to support it. Opt-in: it runs with `--accessibility`, or when \
        selected by name or given a severity.
        """,
        bad: """
        proposal(320, nil)
        text("Delivery details").font(size: 13)
        """,
        good: """
        proposal(320, nil)
        text("Delivery details").font(.footnote)
        """,
        fix: .none, optIn: true)

    func check(file: LintFile) -> [LintFinding] {
        file.checked.compactMap { node in
            guard let spec = file.textSpec(node), spec.scaling == .fixed,
                  !spec.content.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            let size = Double(spec.size)
            let closest = TextStyle.allCases.min { abs($0.defaultSize - size) < abs($1.defaultSize - size) } ?? .body
            let style = closest.rawValue
            return finding(node, "\(file.describe(node)) has a fixed size, \(LintText.pt(spec.size)): "
                               + "it stays the same when the user asks for larger text",
                           help: "use the text style .\(style) (\(formatLength(CGFloat(closest.defaultSize))) pt "
                               + "at the default size), or keep the size and scale it: relativeTo: .\(style)")
        }
    }
}
