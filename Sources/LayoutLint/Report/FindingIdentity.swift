import Foundation
import LayoutDiagnostics
import LayoutSyntax

/// What identifies a finding across runs, whatever lines are added or removed around it: its
/// rule, its file, the path of its element in the file's tree and its message without numbers.
/// SARIF's `partialFingerprints` and GitLab's `fingerprint` are its hash (and so will a
/// baseline be). Two findings of one rule on two elements never share it; a finding on an
/// element that moves to another line keeps it.
///
/// Version 2 names the elements of a SwiftUI file by its Swift (`SwiftElementPaths`: the type,
/// its member, the views down to the finding's); version 1 parsed the Swift as `.layout`, whose
/// paths changed with unrelated code. A `.layout` file's paths are the same in both.
public struct FindingIdentity: Hashable, Sendable {
    /// The version reports and baselines write.
    public static let currentVersion = 2

    public var rule: String
    public var file: String
    /// `vstack/hstack[1]/box[2]`, `let card/text[0]`: element names from the root (or the
    /// `let`) down, each with its position among its parent's children; `.padding#0` when the
    /// finding is on a modifier (its position among the element's modifiers).
    public var elementPath: String
    /// The message with every number replaced by `#` (an amount changes with the layout).
    public var message: String

    /// The 128-bit hex hash reports carry.
    public var fingerprint: String { Self.hash([rule, file, elementPath, message]) }

    /// `message` with each number (`60`, `1.25`, `-4`) as `#`.
    public static func withoutNumbers(_ message: String) -> String {
        var out = ""
        var inNumber = false
        for character in message {
            if character.isASCII, character.isNumber || (inNumber && character == ".") {
                if !inNumber { out.append("#") }
                inNumber = true
            } else {
                inNumber = false
                out.append(character)
            }
        }
        return out
    }

    /// A stable 128-bit hex hash (two FNV-1a hashes) of the fields.
    static func hash(_ fields: [String]) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325, b: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in fields.joined(separator: "\u{1F}").utf8 {
            a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x100_0000_01b3 &+ 0x9e37_79b9
        }
        return String(format: "%016llx%016llx", a, b)
    }
}

/// The element paths of one file's findings: its syntax, parsed once, searched per offset.
final class ElementPaths {
    private let syntax: FileSyntax
    private let keep: ParseResult

    init(_ file: SourceFile) {
        keep = Parser.parse(file)
        syntax = keep.file
    }

    /// The path of the innermost element (or modifier) at `offset`; the item's kind when the
    /// offset is in no element (`proposal`, `import`).
    func path(at offset: Int) -> String {
        func contains(_ range: SourceRange) -> Bool {
            range.start <= offset && offset < max(range.end, range.start + 1)
        }
        var parts: [String] = []
        var current: Expr?
        for item in syntax.items where contains(item.range) {
            switch item {
            case let .letDecl(decl):
                parts.append("let \(decl.name.name)")
                current = ([decl.value] + (decl.parameters ?? []).compactMap(\.defaultValue))
                    .first { contains($0.range) }
            case let .root(expr): current = expr
            case .proposal: return "proposal"
            case .importDecl: return "import"
            case .error: return "error"
            }
            break
        }
        var label = ""
        while let expr = current {
            current = nil
            switch expr.kind {
            case let .element(element):
                parts.append(element.head.name + label)
                if let children = element.children, let index = children.firstIndex(where: { contains($0.range) }) {
                    (current, label) = (children[index], "[\(index)]")
                } else if let arguments = element.arguments,
                          let index = arguments.firstIndex(where: { contains($0.range) }) {
                    (current, label) = (arguments[index].value, "(\(index))")
                } else {
                    for (number, postfix) in element.postfixes.enumerated() {
                        guard case let .modifier(modifier) = postfix, contains(modifier.range) else { continue }
                        let name = ".\(modifier.name.name)#\(number)"
                        if let content = modifier.children,
                           let index = content.firstIndex(where: { contains($0.range) }) {
                            parts.append(name)
                            (current, label) = (content[index], "[\(index)]")
                        } else {
                            return (parts + [name]).joined(separator: "/")
                        }
                    }
                }
            case let .repeatBlock(block):
                parts.append("repeat" + label)
                if let index = block.children.firstIndex(where: { contains($0.range) }) {
                    (current, label) = (block.children[index], "[\(index)]")
                }
            case let .ifBlock(block):
                parts.append("if" + label)
                let branches = block.children + (block.elseChildren ?? [])
                if let index = branches.firstIndex(where: { contains($0.range) }) {
                    (current, label) = (branches[index], "[\(index)]")
                }
            default:
                if let inner = expr.subexpressions.first(where: { contains($0.range) }) {
                    (current, label) = (inner, "")
                }
            }
        }
        return parts.joined(separator: "/")
    }
}
