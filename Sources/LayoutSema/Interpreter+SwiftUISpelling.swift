import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Where layoutc keeps a spelling of its own, what a SwiftUI developer writes is answered with
/// what to write instead (E2031), with a fix-it where it is mechanical.
extension Interpreter {
    /// SwiftUI's view names and what layoutc calls them (nil: no counterpart; the note says why).
    static let swiftUIViews: [String: (name: String?, note: String)] = [
        "HStack": ("hstack", "HStack { … } is hstack < … >"),
        "VStack": ("vstack", "VStack { … } is vstack < … >"),
        "ZStack": ("zstack", "ZStack { … } is zstack < … >"),
        "LazyHStack": ("hstack", "a lazy stack lays out like a stack"),
        "LazyVStack": ("vstack", "a lazy stack lays out like a stack"),
        "Grid": ("grid", "Grid { GridRow { … } } is grid < row < … > >"),
        "GridRow": ("row", "GridRow { … } is row < … > inside grid"),
        "LazyVGrid": ("vgrid", "LazyVGrid(columns: [GridItem(.flexible())]) { … } is vgrid(columns: [.flexible()]) < … >"),
        "LazyHGrid": ("hgrid", "LazyHGrid(rows: …) { … } is hgrid(rows: …) < … >"),
        "lazyGrid": ("vgrid", "a lazy grid is vgrid(columns: …) or hgrid(rows: …)"),
        "lazyVGrid": ("vgrid", "LazyVGrid is vgrid(columns: …)"),
        "lazyHGrid": ("hgrid", "LazyHGrid is hgrid(rows: …)"),
        "ScrollView": ("scroll", "ScrollView { … } is scroll < … >"),
        "ViewThatFits": ("fits", "ViewThatFits { … } is fits < … >"),
        "AnyLayout": ("any", "AnyLayout(HStackLayout()) is a container value: let layout = hstack, then layout < … >"),
        "Text": ("text", "Text(\"Hi\").font(.title) is text(\"Hi\").font(.title)"),
        "Rectangle": ("rect", "Rectangle() is rect"),
        "RoundedRectangle": ("roundedRect", "RoundedRectangle(cornerRadius: 8) is roundedRect(cornerRadius: 8)"),
        "Capsule": ("capsule", "Capsule() is capsule"),
        "Ellipse": ("ellipse", "Ellipse() is ellipse"),
        "Circle": ("circle", "Circle() is circle"),
        "Color": ("color", "a colour as a view is color.fill(red); as an argument, .red"),
        "Image": ("image", "an image is a placeholder of its size: image(24x24)"),
        "Spacer": ("spacer", "Spacer() is spacer, Spacer(minLength: 0) is spacer(minLength: 0)"),
        "Divider": ("divider", "Divider() is divider"),
        "ForEach": ("repeat", "ForEach(items, id: \\.self) { item in … } is repeat(items, as: item) < … >"),
        "forEach": ("repeat", "ForEach is repeat(items, as: item) < … >"),
        "List": (nil, "layoutc has no List: write the rows in vstack(spacing: 0) < … >, with dividers between them"),
        "Form": (nil, "layoutc has no Form: write its sections as vstacks"),
        "Section": (nil, "layoutc has no Section: write vstack(alignment: leading) < … > with a header text"),
        "Button": (nil, "layoutc has no controls: draw it, e.g. text(\"Save\").padding(horizontal: 12, vertical: 6).background(capsule.fill(blue))"),
        "Toggle": (nil, "layoutc has no controls: draw it, e.g. capsule.fill(green).frame(width: 51, height: 31)"),
        "Label": (nil, "layoutc has no Label: write hstack < image(20x20) text(\"Title\") >"),
        "NavigationStack": (nil, "layoutc lays out one screen: leave the navigation out, or draw its title as a text"),
        "NavigationView": (nil, "layoutc lays out one screen: leave the navigation out, or draw its title as a text"),
        "Group": (nil, "layoutc has no Group: put the elements in their container directly, or in a component"),
        "GeometryReader": (nil, "layoutc has no GeometryReader: a custom layout (Swift) or a flexible frame does its job"),
    ]

    /// SwiftUI's type prefixes of values: `Color.red`, `Font.title`, `Double.infinity` are
    /// written with a leading dot: `.red`, `.title`, `.infinity`.
    static let swiftUIValueTypes: Set<String> = [
        "Color", "Font", "Double", "CGFloat", "Float", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis",
    ]

    /// Reports `element` when it is SwiftUI spelling; true if it was.
    func reportSwiftUISpelling(_ element: ElementNode, asValue: Bool) -> Bool {
        let name = self.name(element.head)
        let range = element.range
        // `Color.red`, `Double.infinity`: a type, then a member (parsed as a modifier).
        if Self.swiftUIValueTypes.contains(name), element.arguments == nil, element.children == nil, element.postfixes.count > 0,
           case let .modifier(member) = syntax.postfix(syntax.id(element.postfixes, 0)), member.arguments == nil, member.children == nil {
            let memberName = self.name(member.name)
            let end = member.name.range.end
            let written = SourceRange(file: range.file, start: element.head.range.start, end: end)
            if name == "Color", !asValue {
                report(.error(SemaCode.swiftUISpelling, "a colour as a view is written 'color.fill(\(memberName))' in layoutc", at: written)
                    .withFixIt("write color.fill(\(memberName))", replacing: written, with: "color.fill(\(memberName))"))
            } else {
                let replacement = memberName == "infinity" ? ".infinity" : "." + memberName
                report(.error(SemaCode.swiftUISpelling, "SwiftUI's '\(name).\(memberName)' is written '\(replacement)' in layoutc", at: written)
                    .withFixIt("write \(replacement)", replacing: written, with: replacement))
            }
            return true
        }
        if name == "GridItem" {
            var diagnostic = Diagnostic.error(SemaCode.swiftUISpelling, "layoutc writes a grid item as its size: .flexible(), .fixed(60) or .adaptive(min: 80)", at: element.head.range)
            if let arguments = element.arguments, arguments.count == 1, syntax.argument(arguments, 0).label == nil {
                let size = sources[range.file].text(in: self.range(syntax.argument(arguments, 0).value))
                diagnostic = diagnostic.withFixIt("write \(size)", replacing: range, with: size)
            } else {
                diagnostic = diagnostic.withNote("spacing and alignment go in the size's call: .fixed(60, spacing: 4, alignment: .leading)")
            }
            report(diagnostic)
            return true
        }
        guard let translation = Self.swiftUIViews[name] else { return false }
        var diagnostic: Diagnostic
        if let ours = translation.name {
            diagnostic = Diagnostic.error(SemaCode.swiftUISpelling, "SwiftUI's '\(name)' is written '\(ours)' in layoutc", at: element.head.range)
                .withFixIt("write \(ours)", replacing: element.head.range, with: ours)
        } else {
            diagnostic = Diagnostic.error(SemaCode.swiftUISpelling, "layoutc has no '\(name)'", at: element.head.range)
        }
        report(diagnostic.withNote(translation.note))
        return true
    }
}
