import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L013: the same modifier twice in a row where the second changes nothing (static).
struct DuplicateModifierRule: FileCheck {
    let isLocal = true
    let rule = LintRule(
        code: "L013", name: "duplicate-modifier", severity: .warning,
        summary: "a modifier repeats the one it wraps and changes nothing",
        explanation: """
        `.fixedSize()`, `.frame(…)` and `.aspectRatio(…)` applied twice with the same arguments \
        act once; of two `.layoutPriority` in a row only the outer one is read. (Padding and \
        offsets add up, so they are not duplicates.) The fix removes the one with no effect.
        """,
        bad: """
        proposal(320, nil)
        hstack < text("Title").fixedSize().fixedSize() box(10x10).layoutPriority(1).layoutPriority(2) >
        """,
        good: """
        proposal(320, nil)
        hstack < text("Title").fixedSize() box(10x10).layoutPriority(2) >
        """,
        fix: .safe)

    func check(file: LintFile) -> [LintFinding] {
        var findings: [LintFinding] = []
        for node in file.checked {
            // Every case below is an element around one of its own kind.
            guard let inner = file.children(node).first, file.children(node).count == 1,
                  file.kind(node) == file.kind(inner) else { continue }
            let outer = file.element(node)
            let wrapped = file.element(inner)
            switch (outer, wrapped) {
            case let (.fixedSize(a), .fixedSize(b)) where a == b:
                findings.append(removal(node, file, "this '.fixedSize' repeats the one it wraps"))
            case let (.frame(w1, h1, a1), .frame(w2, h2, a2)) where w1 == w2 && h1 == h2 && a1 == a2:
                findings.append(removal(node, file, "this '.frame' repeats the one it wraps"))
            case let (.flexibleFrame(f1), .flexibleFrame(f2)) where f1 == f2:
                findings.append(removal(node, file, "this '.frame' repeats the one it wraps"))
            case let (.aspectRatio(r1, m1), .aspectRatio(r2, m2)) where r1 == r2 && m1 == m2:
                findings.append(removal(node, file, "this '.aspectRatio' repeats the one it wraps"))
            case (.layoutPriority, .layoutPriority):
                var found = removal(inner, file, "this '.layoutPriority' is replaced by the one around it")
                found.anchor = node
                findings.append(found)
            default: break
            }
        }
        return findings
    }
}
