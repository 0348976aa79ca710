import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L012: containers nested very deep (static).
struct DeepNestingRule: FileCheck {
    static let limit = 12
    let rule = LintRule(
        code: "L012", name: "deep-nesting", severity: .info,
        summary: "containers are nested more than 12 deep",
        explanation: """
        A dozen containers inside each other is hard to read and to change; SwiftUI code this \
        deep is usually split into views. Name the inner part with `let` and use it as a \
        component. Only containers count, not modifiers.
        """,
        bad: """
        vstack < vstack < vstack < vstack < vstack < vstack < vstack < vstack < vstack < vstack < vstack < vstack < \
        vstack < box(1x1) > > > > > > > > > > > > >
        """,
        good: """
        let inner = vstack < vstack < vstack < vstack < vstack < vstack < box(1x1) > > > > > >
        vstack < vstack < vstack < vstack < vstack < vstack < inner > > > > > >
        """,
        fix: .none)

    func check(file: LintFile) -> [LintFinding] {
        var depth = [Int](repeating: 0, count: file.tree.count)
        var findings: [LintFinding] = []
        // Parents come after their children: walk from the root down. A component's body starts
        // counting anew: its nesting is written, and read, where the component is defined.
        for node in file.nodes.reversed() {
            let parentDepth = file.parent(node).map { parent in
                file.program.hasSameCallChain(parent, as: node) ? depth[Int(parent.index)] : 0
            } ?? 0
            let isContainer = file.definition(node).role == .container
            depth[Int(node.index)] = parentDepth + (isContainer ? 1 : 0)
            if isContainer, depth[Int(node.index)] == Self.limit + 1 {
                findings.append(finding(node, "\(file.describe(node)) is nested \(Self.limit + 1) containers deep",
                                        help: "name the inner part with 'let' and use it as a component"))
            }
        }
        return findings
    }
}
