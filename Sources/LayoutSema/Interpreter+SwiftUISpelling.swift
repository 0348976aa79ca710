import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Where layoutc keeps a spelling of its own, what a SwiftUI developer writes is answered with
/// what to write instead (E2031), with a fix-it where it is mechanical.
extension Interpreter {
    /// What to say about a SwiftUI view that has a layoutc element (the element is the one whose
    /// definition's `swiftUI` names it: `ElementCatalog`).
    static let swiftUINotes: [String: String] = [
        "HStack": "HStack { … } is hstack < … >",
        "VStack": "VStack { … } is vstack < … >",
        "ZStack": "ZStack { … } is zstack < … >",
        "Grid": "Grid { GridRow { … } } is grid < row < … > >",
        "GridRow": "GridRow { … } is row < … > inside grid",
        "LazyVGrid": "LazyVGrid(columns: [GridItem(.flexible())]) { … } is vgrid(columns: [.flexible()]) < … >",
        "LazyHGrid": "LazyHGrid(rows: …) { … } is hgrid(rows: …) < … >",
        "ScrollView": "ScrollView { … } is scroll < … >",
        "ViewThatFits": "ViewThatFits { … } is fits < … >",
        "AnyLayout": "AnyLayout(HStackLayout()) is a container value: let layout = hstack, then layout < … >",
        "Text": "Text(\"Hi\").font(.title) is text(\"Hi\").font(.title)",
        "Rectangle": "Rectangle() is rect",
        "RoundedRectangle": "RoundedRectangle(cornerRadius: 8) is roundedRect(cornerRadius: 8)",
        "Capsule": "Capsule() is capsule",
        "Ellipse": "Ellipse() is ellipse",
        "Circle": "Circle() is circle",
        "Color": "a colour as a view is color.fill(red); as an argument, .red",
        "Image": "an image is a placeholder of its size: image(24x24)",
        "Spacer": "Spacer() is spacer, Spacer(minLength: 0) is spacer(minLength: 0)",
        "Divider": "Divider() is divider",
    ]

    /// SwiftUI's names that are no element's own spelling: other views that lay out as one
    /// (nil: no counterpart; the note says why).
    static let swiftUIAliases: [String: (name: String?, note: String)] = [
        "LazyHStack": ("hstack", "a lazy stack lays out like a stack"),
        "LazyVStack": ("vstack", "a lazy stack lays out like a stack"),
        "lazyGrid": ("vgrid", "a lazy grid is vgrid(columns: …) or hgrid(rows: …)"),
        "lazyVGrid": ("vgrid", "LazyVGrid is vgrid(columns: …)"),
        "lazyHGrid": ("hgrid", "LazyHGrid is hgrid(rows: …)"),
        "ForEach": ("repeat", "ForEach(items, id: \\.self) { item in … } is repeat(items, as: item) < … >"),
        "forEach": ("repeat", "ForEach is repeat(items, as: item) < … >"),
        "List": (nil, "layoutc has no List: write the rows in vstack(spacing: 0) < … >, with dividers between them"),
        "Form": (nil, "layoutc has no Form: write its sections as vstacks"),
        "Section": (nil, "layoutc has no Section: write vstack(alignment: leading) < … > with a header text"),
        "Button": (nil, "layoutc has no controls: draw it, e.g. "
            + "text(\"Save\").padding(horizontal: 12, vertical: 6).background(capsule.fill(blue))"),
        "Toggle": (nil, "layoutc has no controls: draw it, e.g. capsule.fill(green).frame(width: 51, height: 31)"),
        "Label": (nil, "layoutc has no Label: write hstack < image(20x20) text(\"Title\") >"),
        "NavigationStack": (nil, "layoutc lays out one screen: leave the navigation out, or draw its title as a text"),
        "NavigationView": (nil, "layoutc lays out one screen: leave the navigation out, or draw its title as a text"),
        "Group": (nil, "layoutc has no Group: put the elements in their container directly, or in a component"),
        "GeometryReader": (nil, "layoutc has no GeometryReader: "
            + "a custom layout (Swift) or a flexible frame does its job"),
    ]

    /// What layoutc calls SwiftUI's `name` (nil: nothing) and what to say, or nil when `name` is
    /// not a SwiftUI view layoutc knows.
    static func swiftUIView(_ name: String) -> (name: String?, note: String)? {
        if let note = swiftUINotes[name], let element = ElementCatalog.elements.first(where: { $0.swiftUI == name }) {
            return (element.name, note)
        }
        return swiftUIAliases[name]
    }

    /// SwiftUI's type prefixes of values: `Color.red`, `Font.title`, `Double.infinity` are
    /// written with a leading dot: `.red`, `.title`, `.infinity`.
    static let swiftUIValueTypes: Set<String> = [
        "Color", "Font", "Double", "CGFloat", "Float", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge",
        "Axis",
    ]

    /// Reports `element` when it is SwiftUI spelling, and checks what is inside it (its names are
    /// used, its own mistakes reported); true if it was.
    func reportSwiftUISpelling(_ element: ElementNode, asValue: Bool) -> Bool {
        guard reportSwiftUIName(element, asValue: asValue) else { return false }
        if name(element.head) != "ForEach" {
            _ = evaluateArguments(element.arguments)
            _ = speculatively { evaluateChildren(element.children) }
        }
        return true
    }

    private func reportSwiftUIName(_ element: ElementNode, asValue: Bool) -> Bool {
        let name = self.name(element.head)
        let range = element.range
        if name == "Color", reportColor(element, asValue: asValue) { return true }
        if name == "ForEach" {
            reportForEach(element)
            return true
        }
        // `Color.red`, `Double.infinity`: a type, then a member (parsed as a modifier).
        if Self.swiftUIValueTypes.contains(name), element.arguments == nil, element.children == nil,
           element.postfixes.count > 0, case let .modifier(member) = syntax.postfix(syntax.id(element.postfixes, 0)),
           member.arguments == nil, member.children == nil {
            let memberName = self.name(member.name)
            let end = member.name.range.end
            let written = SourceRange(file: range.file, start: element.head.range.start, end: end)
            if name == "Color", !asValue {
                report(.error(SemaCode.swiftUISpelling,
                              "a colour as a view is written 'color.fill(\(memberName))' in layoutc", at: written)
                    .withFixIt("write color.fill(\(memberName))", replacing: written,
                               with: "color.fill(\(memberName))"))
            } else {
                let replacement = memberName == "infinity" ? ".infinity" : "." + memberName
                report(.error(SemaCode.swiftUISpelling,
                              "SwiftUI's '\(name).\(memberName)' is written '\(replacement)' in layoutc", at: written)
                    .withFixIt("write \(replacement)", replacing: written, with: replacement))
            }
            return true
        }
        if name == "GridItem" {
            var diagnostic = Diagnostic.error(
                SemaCode.swiftUISpelling,
                "layoutc writes a grid item as its size: .flexible(), .fixed(60) or .adaptive(min: 80)",
                at: element.head.range)
            if let arguments = element.arguments, arguments.count == 1, syntax.argument(arguments, 0).label == nil {
                let size = sources[range.file].text(in: self.range(syntax.argument(arguments, 0).value))
                diagnostic = diagnostic.withFixIt("write \(size)", replacing: range, with: size)
            } else {
                diagnostic = diagnostic.withNote("spacing and alignment go in the size's call: "
                                                     + ".fixed(60, spacing: 4, alignment: .leading)")
            }
            report(diagnostic)
            return true
        }
        guard let translation = Self.swiftUIView(name) else { return false }
        var diagnostic: Diagnostic
        if let ours = translation.name {
            diagnostic = Diagnostic.error(SemaCode.swiftUISpelling,
                                          "SwiftUI's '\(name)' is written '\(ours)' in layoutc", at: element.head.range)
                .withFixIt("write \(ours)", replacing: element.head.range, with: ours)
        } else {
            diagnostic = Diagnostic.error(SemaCode.swiftUISpelling, "layoutc has no '\(name)'", at: element.head.range)
        }
        report(diagnostic.withNote(translation.note))
        return true
    }
}

extension Interpreter {
    /// SwiftUI's colours, each answered with layoutc's spelling as a fix-it that compiles:
    /// `Color.blue` / `Color(.systemGray6)` / `Color(uiColor: .systemGray6)` → `.blue`,
    /// `.systemGray6` as a value and `color.fill(…)` as a view; `Color(red:green:blue:opacity:)`
    /// and `Color(white:opacity:)` → `"#rrggbb[aa]"`; a following `.opacity(a)` folds into the
    /// alpha of a value (`"#007AFF33"`), and stays a modifier on a view. False when `element` is
    /// no colour spelling these cover (`Color` alone is reported as a view name).
    func reportColor(_ element: ElementNode, asValue: Bool) -> Bool {
        let file = element.range.file
        var postfixes = syntax.ids(element.postfixes).map { syntax.postfix($0) }
        var colour: String?
        var end = element.head.range.end
        if let arguments = element.arguments {
            guard element.children == nil else { return false }
            colour = colourArgument(arguments)
            end = argumentListEnd(element) ?? end
            if colour == nil {
                if arguments.count == 1, case .string = syntax.expr(syntax.argument(arguments, 0).value) {
                    report(.error(SemaCode.swiftUISpelling, "layoutc cannot read an asset catalog's colours",
                                  at: element.range)
                        .withNote("write a system colour such as .blue or .systemGray6, or \"#rrggbb\""))
                    return true
                }
                return false
            }
        } else {
            guard element.children == nil, case let .modifier(member)? = postfixes.first,
                  member.arguments == nil, member.children == nil
            else { return false }
            colour = self.name(member.name)
            end = member.name.range.end
            postfixes.removeFirst()
        }
        guard let colour else { return false }
        let written = SourceRange(file: file, start: element.head.range.start, end: end)
        guard colour.hasPrefix("#") || BuiltinRegistry.colorNames.contains(colour) else {
            var diagnostic = Diagnostic.error(SemaCode.invalidValue,
                                              "unknown colour '\(colour)'; use a system colour such as .blue or "
                                                  + ".systemGray6, or \"#rrggbb\"",
                                              at: written)
            if let suggestion = Suggestion.closest(to: colour, in: BuiltinRegistry.colorNames) {
                let spelling = asValue ? "." + suggestion : "color.fill(.\(suggestion))"
                diagnostic = diagnostic.withFixIt("did you mean '\(spelling)'?", replacing: written, with: spelling)
            }
            report(diagnostic)
            return true
        }
        // A following `.opacity(a)` with a number.
        var opacity: (value: Double, range: SourceRange)?
        if case let .modifier(member)? = postfixes.first, self.name(member.name) == "opacity",
           let arguments = member.arguments, arguments.count == 1,
           case let .number(value) = evaluate(syntax.argument(arguments, 0).value) {
            opacity = (value, member.range)
        }
        let display = colour.hasPrefix("#") ? "\"\(colour)\"" : "." + colour
        if asValue {
            if let opacity, let hex = SystemColors.hex(colour, opacity: opacity.value) {
                let span = SourceRange(file: file, start: written.start, end: opacity.range.end)
                report(.error(SemaCode.swiftUISpelling, "a translucent colour is written \"\(hex)\" in layoutc",
                              at: span)
                    .withFixIt("write \"\(hex)\"", replacing: span, with: "\"\(hex)\"")
                    .withNote("or keep the colour and make the element translucent: "
                                  + ".opacity(\(Self.format(opacity.value))) after it"))
            } else {
                report(.error(SemaCode.swiftUISpelling,
                              "SwiftUI's '\(sources[file].text(in: written))' is written '\(display)' in layoutc",
                              at: written)
                    .withFixIt("write \(display)", replacing: written, with: display))
            }
        } else {
            report(.error(SemaCode.swiftUISpelling, "a colour as a view is written 'color.fill(\(display))' in layoutc",
                          at: written)
                .withFixIt("write color.fill(\(display))", replacing: written, with: "color.fill(\(display))"))
        }
        return true
    }

    /// Where the parentheses of `element`'s arguments end.
    private func argumentListEnd(_ element: ElementNode) -> Int? {
        guard let arguments = element.arguments else { return nil }
        let bytes = sources[element.range.file].bytes
        var position = arguments.count > 0
            ? syntax.argument(arguments, arguments.count - 1).range.end : element.head.range.end
        while position < bytes.count, bytes[position] != 41 { position += 1 }  // ')'
        return position < bytes.count ? position + 1 : nil
    }

    /// The colour of `Color(…)`'s arguments: `.systemGray6`, `uiColor: .systemGray6`,
    /// `UIColor.systemGray6`, or `red:green:blue:` / `white:` (with `opacity:`) as hex.
    private func colourArgument(_ arguments: SyntaxList) -> String? {
        var components: [String: Double] = [:]
        for index in 0..<arguments.count {
            let argument = syntax.argument(arguments, index)
            let label = argument.label.map(name)
            if arguments.count == 1, label == nil || label == "uiColor" || label == "nsColor" {
                switch syntax.expr(argument.value) {
                case let .implicitMember(member, nil) where BuiltinRegistry.colorNames.contains(name(member)):
                    return name(member)
                case let .element(inner) where ["UIColor", "NSColor"].contains(name(inner.head))
                    && inner.arguments == nil && inner.postfixes.count == 1:
                    if case let .modifier(member) = syntax.postfix(syntax.id(inner.postfixes, 0)),
                       BuiltinRegistry.colorNames.contains(name(member.name)) {
                        return name(member.name)
                    }
                    return nil
                default: return nil
                }
            }
            guard let label, ["red", "green", "blue", "white", "opacity"].contains(label),
                  case let .number(value) = speculatively({ evaluate(argument.value) }) else { return nil }
            components[label] = min(max(value, 0), 1)
        }
        func byte(_ value: Double) -> String { String(format: "%02X", Int((value * 255).rounded())) }
        let alpha = components["opacity"].map { $0 < 1 ? byte($0) : "" } ?? ""
        if let white = components["white"], components.count == (components["opacity"] == nil ? 1 : 2) {
            return "#" + byte(white) + byte(white) + byte(white) + alpha
        }
        guard let red = components["red"], let green = components["green"], let blue = components["blue"] else {
            return nil
        }
        return "#" + byte(red) + byte(green) + byte(blue) + alpha
    }

    /// `ForEach(data, id: \.self) { item in … }` is `repeat(data, as: item) < … >`: one error
    /// whose fix-it renames it, drops `id:` and names the item with `as:` (the braces have an
    /// error and a fix-it of their own). The children are checked with the item bound.
    func reportForEach(_ element: ElementNode) {
        let file = element.range.file
        var edits = [TextEdit(range: element.head.range, replacement: "repeat")]
        var closureParameter: NameNode?
        if let children = element.children, children.count > 0,
           case let .closureParameter(name) = syntax.expr(syntax.id(children, 0)) {
            closureParameter = name
        }
        var hasAs = false
        var data: SyntaxID?
        if let arguments = element.arguments {
            for index in 0..<arguments.count {
                let argument = syntax.argument(arguments, index)
                switch argument.label.map(name) {
                case nil where data == nil: data = argument.value
                case "id"?:
                    // `, id: \.self` goes, with the comma before it.
                    let start = index > 0 ? syntax.argument(arguments, index - 1).range.end : argument.range.start
                    let next = index + 1 < arguments.count
                        ? syntax.argument(arguments, index + 1).range.start : argument.range.end
                    edits.append(TextEdit(range: SourceRange(file: file, start: start,
                                                             end: index > 0 ? argument.range.end : next),
                                          replacement: ""))
                case "as"?: hasAs = true
                default: break
                }
            }
            if let closureParameter, !hasAs, let end = argumentListEnd(element) {
                edits.append(TextEdit(range: SourceRange(file: file, start: end - 1, end: end - 1),
                                      replacement: ", as: \(name(closureParameter))"))
            }
        }
        var diagnostic = Diagnostic.error(SemaCode.swiftUISpelling,
                                          "SwiftUI's 'ForEach' is written 'repeat' in layoutc", at: element.head.range)
            .withNote("ForEach(items, id: \\.self) { item in … } is repeat(items, as: item) < … >")
        diagnostic.fixIts.append(FixIt(message: "write repeat", edits: edits))
        report(diagnostic)
        _ = data.map(evaluate)
        var scope: [Symbol: Local] = [:]
        if let closureParameter {
            scope[closureParameter.symbol] = Local(value: .poisoned, range: closureParameter.range, used: true)
        }
        scopes.append(scope)
        _ = speculatively { evaluateChildren(element.children) }
        scopes.removeLast()
    }
}
