import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L015: a stack with one child and default arguments (static).
struct RedundantContainerRule: FileCheck {
    let isLocal = true
    let rule = LintRule(
        code: "L015", name: "redundant-container", severity: .info,
        summary: "a stack with one child and default arguments lays out as its child alone",
        explanation: """
        An `hstack`, `vstack` or `zstack` with a single child and no arguments proposes its own \
        proposal to the child and answers the child's size: the child alone lays out the same. \
        Keep the stack if more children are coming; otherwise it is noise.
        """,
        bad: """
        proposal(320, nil)
        vstack < hstack < text("Alone") > box(10x10) >
        """,
        good: """
        proposal(320, nil)
        vstack < text("Alone") box(10x10) >
        """,
        fix: .none)

    func check(file: LintFile) -> [LintFinding] {
        file.checked.compactMap { node in
            switch file.kind(node) {
            case .hstack, .vstack, .zstack: guard file.children(node).count == 1 else { return nil }
            default: return nil
            }
            switch file.element(node) {
            case let .hstack(alignment, spacing) where alignment == .center && spacing == nil: break
            case let .vstack(alignment, spacing) where alignment == .center && spacing == nil: break
            case let .zstack(alignment) where alignment == .center: break
            default: return nil
            }
            return finding(node, "\(file.describe(node)) has one child and default arguments: "
                               + "the child alone lays out the same",
                           help: "replace \(file.describe(node)) with its child")
        }
    }
}
