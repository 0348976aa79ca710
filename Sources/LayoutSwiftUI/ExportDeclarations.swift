import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// The file's declarations: the root view and its preview, each component and element constant
/// as a `View` struct, each value constant as a file-private `let`.
extension ExportSession {
    func writeRoot(_ root: Expr, proposal: ProposalDecl?, into out: inout SwiftSource) {
        let name = SwiftNames.typeName(options.rootName)
        out.block("struct \(name): View {") { out in
            out.block("var body: some View {") { out in
                for line in viewLines(root, scope: []) { out.line(line) }
            }
        }
        out.line()
        // The preview at the file's proposal: a finite side as a frame, as the canvas proposes it.
        var frame: [String] = []
        if let proposal {
            let sides = proposalSides(proposal)
            if let width = sides.width, width.isFinite { frame.append("width: \(SwiftNames.number(width))") }
            if let height = sides.height, height.isFinite { frame.append("height: \(SwiftNames.number(height))") }
        }
        out.block("struct \(name)_Previews: PreviewProvider {") { out in
            out.block("static var previews: some View {") { out in
                out.line("\(name)()" + (frame.isEmpty ? "" : ".frame(\(frame.joined(separator: ", ")))"))
            }
        }
    }

    /// The sides of `proposal(…)`: `(320, nil)`, `(width: 320, height: inf)`, `(320x480)`.
    func proposalSides(_ proposal: ProposalDecl) -> (width: Double?, height: Double?) {
        func side(_ expr: Expr?) -> Double? {
            guard let expr else { return nil }
            switch expr.kind {
            case let .number(value): return value
            case .infinity: return .infinity
            default: return nil
            }
        }
        if proposal.arguments.count == 1, case let .size(width, height) = proposal.arguments[0].value.kind {
            return (width, height)
        }
        let width = proposal.arguments.first { $0.label?.name == "width" } ?? proposal.arguments.first { $0.label == nil }
        let height = proposal.arguments.first { $0.label?.name == "height" }
            ?? proposal.arguments.filter { $0.label == nil }.dropFirst().first
        return (side(width?.value), side(height?.value))
    }

    func writeGlobal(_ name: String, into out: inout SwiftSource) {
        guard let global = globals[name] else { return }
        out.line()
        switch global.kind {
        case .value:
            let value = self.value(global.decl.value, expected: global.type.isKnown ? global.type : nil, scope: [])
            let type = global.type.isKnown ? global.type : value.type
            guard type.isKnown else {
                refuse("the type of '\(name)' cannot be worked out; use it where its type is plain", at: global.decl.name.range)
                return
            }
            out.line("private let \(SwiftNames.identifier(name)): \(type.swift) = \(value.code)")
        case .container:
            out.line("private let \(SwiftNames.identifier(name)) = \(anyLayout(global.decl.value, scope: []))")
        case .element:
            let type = global.typeName ?? SwiftNames.typeName(name)
            out.block("struct \(type): View {") { out in
                out.block("var body: some View {") { out in
                    for line in viewLines(global.decl.value, scope: []) { out.line(line) }
                }
            }
        case .component:
            writeComponent(global, into: &out)
        case .function:
            let scope = global.parameters.map { Local(name: $0.name, type: $0.type, spelling: SwiftNames.identifier($0.name)) }
            let parameters = global.parameters.map { parameter in
                "\(SwiftNames.identifier(parameter.name)): \(parameter.type.swift)"
                    + (parameter.defaultValue.map { " = " + value($0, expected: parameter.type, scope: []).code } ?? "")
            }
            guard global.type.isKnown else {
                refuse("what '\(name)' gives cannot be worked out", at: global.decl.name.range)
                return
            }
            out.block("private func \(SwiftNames.identifier(name))(\(parameters.joined(separator: ", "))) -> \(global.type.swift) {") { out in
                out.line(value(global.decl.value, expected: global.type, scope: scope).code)
            }
        }
    }

    /// `struct Row<Content: View>: View { var tint: Color; var detail: String = ""; … }`.
    func writeComponent(_ global: Global, into out: inout SwiftSource) {
        let type = global.typeName ?? SwiftNames.typeName(global.decl.name.name)
        var generics: [String] = []
        var properties: [String] = []
        var scope: [Local] = []
        for parameter in global.parameters {
            let property = SwiftNames.identifier(parameter.name)
            switch parameter.type {
            case .view:
                let generic = SwiftNames.typeName(parameter.name) + "Content"
                generics.append("\(generic): View")
                if parameter.defaultValue != nil {
                    refuse("an element parameter with a default; SwiftUI's generic views have none",
                           at: global.decl.range)
                }
                properties.append("var \(property): \(generic)")
            case let type where !type.isKnown:
                refuse("the type of parameter '\(parameter.name)' of '\(global.decl.name.name)' cannot be worked out; "
                       + "give it a default value", at: global.decl.name.range)
                properties.append("var \(property): Any")
            default:
                let defaultValue = parameter.defaultValue.map {
                    " = " + value($0, expected: parameter.type, scope: []).code
                } ?? (isOptional(parameter.type) ? " = nil" : "")
                properties.append("var \(property): \(parameter.type.swift)\(defaultValue)")
            }
            scope.append(Local(name: parameter.name, type: parameter.type, spelling: property))
        }
        let signature = generics.isEmpty ? type : "\(type)<\(generics.joined(separator: ", "))>"
        out.block("struct \(signature): View {") { out in
            for property in properties { out.line(property) }
            out.line()
            out.block("var body: some View {") { out in
                for line in viewLines(global.decl.value, scope: scope) { out.line(line) }
            }
        }
    }
}
