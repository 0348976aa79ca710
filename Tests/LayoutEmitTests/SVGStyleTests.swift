import Foundation
import Testing
import LayoutEngine
@testable import LayoutEmit

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed SVG: every element with its attributes and the text inside it.
struct ParsedSVG {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// Indices of the enclosing elements, outermost first.
        var ancestors: [Int]
    }
    var elements: [Element] = []

    init(_ svg: String) throws {
        final class Collector: NSObject, XMLParserDelegate, @unchecked Sendable {
            var elements: [Element] = []
            var open: [Int] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                elements.append(Element(name: name, attributes: attributes, ancestors: open))
                open.append(elements.count - 1)
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { open.removeLast() }
            func parser(_ parser: XMLParser, foundCharacters string: String) {
                if let last = open.last { elements[last].text += string }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { throw CocoaError(.coderReadCorrupt) }
        elements = collector.elements
    }

    func number(_ element: Element, _ name: String) -> Double { Double(element.attributes[name] ?? "") ?? .nan }
}

/// A tree with a tagged padding around a box, a text, an image, a spacer and a filled frame
/// around a circle, in a vstack: every role a picture distinguishes.
func styleInput(proposals: [ProposedViewSize] = [.unspecified, ProposedViewSize(width: 120, height: nil)]) throws -> EmitInput {
    var tree = LayoutTree()
    tree.textModel = .model
    let box = tree.add(.box(width: 40, height: 20), metadata: NodeMetadata(name: "box", origin: 0))
    let padded = tree.add(.padding(EdgeInsets(all: 4)), children: [box], metadata: NodeMetadata(name: "padding", tag: "tag&"))
    let text = tree.add(.text(TextSpec("Hello wide world", size: 16)), metadata: NodeMetadata(name: "text"))
    let image = tree.add(.image(width: 60, height: 40, resizable: false), metadata: NodeMetadata(name: "image"))
    let spacer = tree.add(.spacer(minLength: 8), metadata: NodeMetadata(name: "spacer"))
    let circle = tree.add(.circle, metadata: NodeMetadata(name: "circle"))
    let framed = tree.add(.frame(width: 30, height: 30, alignment: .center), children: [circle], metadata: NodeMetadata(name: "frame", fill: "red"))
    tree.add(.vstack(alignment: .leading, spacing: 4), children: [padded, text, image, spacer, framed], metadata: NodeMetadata(name: "vstack", tag: "root"))
    let evaluator = LayoutEvaluator(tree: tree)
    let layouts = try proposals.map { try evaluator.layout(proposal: $0) }
    return EmitInput(fileName: "style.layout", tree: tree, layouts: layouts) { id in (Int(id.index) + 10, 3) }
}

struct SVGStyleTests {
    @Test(arguments: [SVGOptions(style: .preview), SVGOptions(style: .debug), SVGOptions(style: .debug, showModifiers: true)])
    func everyFramedNodeIsAGroupWhoseHitRectIsItsFrame(_ options: SVGOptions) throws {
        let input = try styleInput()
        let svg = try ParsedSVG(SVGEmitter.emit(input, options: options))
        #expect(svg.elements.first?.name == "svg")
        let root = try #require(svg.elements.first).attributes
        #expect(root["viewBox"] == "0 0 \(root["width"] ?? "") \(root["height"] ?? "")")
        let panels = svg.elements.enumerated().filter { $0.element.attributes["class"] == "panel" }
        #expect(panels.count == 2)
        for (panelIndex, result) in input.layouts.enumerated() {
            let panel = panels[panelIndex].offset
            // The proposal outline starts at the root's origin.
            let outline = try #require(svg.elements.first { $0.attributes["class"] == "proposal" && $0.ancestors.contains(panel) })
            let origin = (x: svg.number(outline, "x"), y: svg.number(outline, "y"))
            let groups = svg.elements.enumerated().filter { $0.element.attributes["class"] == "node" && $0.element.ancestors.contains(panel) }
            #expect(groups.count == result.frames.compactMap { $0 }.count)
            for (offset, group) in groups {
                let node = try #require(Int(group.attributes["data-node"] ?? ""))
                let frame = try #require(result.frames[node])
                #expect(Double(group.attributes["data-y"] ?? "") == Double(frame.minY))
                let hit = try #require(svg.elements.first { $0.attributes["class"] == "hit" && $0.ancestors.last == offset })
                #expect(abs(svg.number(hit, "x") - origin.x - Double(frame.minX)) < 1e-3)
                #expect(abs(svg.number(hit, "y") - origin.y - Double(frame.minY)) < 1e-3)
                #expect(abs(svg.number(hit, "width") - Double(frame.width)) < 1e-3)
                #expect(abs(svg.number(hit, "height") - Double(frame.height)) < 1e-3)
            }
        }
    }

    @Test func tooltipsSayKindTagFrameProposalAndLine() throws {
        let svg = try ParsedSVG(SVGEmitter.emit(try styleInput(), options: SVGOptions(style: .debug)))
        let titles = svg.elements.filter { $0.name == "title" }.map(\.text)
        // The padding #tag& at (0, 0), 48×28; the vstack places it with its own width, 128.
        #expect(titles.contains("padding #tag&\nx 0, y 0, w 48, h 28\nproposed 128xnil → 48x28\nline 11, column 3"))
        // The text in the second panel wraps at 120: it is placed below the padding (28 + 4).
        #expect(titles.contains { $0.hasPrefix("text\nx 0, y 32, w 80, h 40\nproposed 120x") })
    }

    @Test func previewDrawsTextInTheMonospacedStackWithoutTextLength() throws {
        let out = SVGEmitter.emit(try styleInput())
        #expect(!out.contains("textLength"))
        let svg = try ParsedSVG(out)
        let lines = svg.elements.filter { $0.name == "text" && $0.ancestors.last.map { svg.elements[$0].attributes["data-kind"] == "text" } == true }
        // nil: one line; 120 wide (15 characters of 8): "Hello wide" / "world".
        #expect(lines.map(\.text) == ["Hello wide world", "Hello wide", "world"])
        for line in lines { #expect(line.attributes["font-size"] == "13.12") }
        let family = svg.elements.first { $0.name == "g" && $0.attributes["font-family"]?.contains("monospace") == true }
        #expect(family != nil)
    }

    @Test func previewFillsReachTheLeafAModifierWraps() throws {
        let input = try styleInput(proposals: [.unspecified])
        let svg = try ParsedSVG(SVGEmitter.emit(input))
        let circle = try #require(svg.elements.first { $0.name == "circle" && $0.attributes["r"] == "15" })
        #expect(circle.attributes["fill"] == "#FF3B30")
        // The frame itself paints nothing; containers and modifiers without fills neither.
        let frameGroup = try #require(svg.elements.firstIndex { $0.attributes["data-kind"] == "frame" })
        #expect(svg.elements.filter { $0.ancestors.last == frameGroup }.map(\.name) == ["title", "rect"])
        // The image is a placeholder that names its size.
        #expect(svg.elements.contains { $0.name == "text" && $0.text == "60×40" })
    }

    @Test func anImagesSizeLabelSitsUnderItsGlyphClearOfCornerBadges() throws {
        // A 120×120 photo tile (a grid cell) with a 4032×3024 image: the glyph's side is 48, its
        // top-left at (36, 30) (centred, 6 above the middle), so it ends at y = 78 and the label's
        // baseline is 13 lower, at 91 — above the bottom 24 points, where a video badge sits.
        let svg = try ParsedSVG("<svg>" + PreviewStyle.imagePlaceholder(CGRect(x: 0, y: 0, width: 120, height: 120),
                                                                          intrinsic: CGSize(width: 4032, height: 3024), fill: nil) + "</svg>")
        let label = try #require(svg.elements.first { $0.name == "text" })
        #expect(label.text == "4032×3024")
        #expect(label.attributes["y"] == "91")
        #expect(label.attributes["x"] == "60")
        let glyph = try #require(svg.elements.first { $0.name == "path" })
        #expect(glyph.attributes["d"]?.hasPrefix("M36 78L") == true)
        // A tile too short for a line under its glyph has no label.
        let short = try ParsedSVG("<svg>" + PreviewStyle.imagePlaceholder(CGRect(x: 0, y: 0, width: 200, height: 36),
                                                                            intrinsic: CGSize(width: 60, height: 40), fill: nil) + "</svg>")
        #expect(!short.elements.contains { $0.name == "text" })
    }

    @Test func debugHidesModifiersUnlessAskedButKeepsTaggedOnes() throws {
        func modifierOutlines(_ options: SVGOptions) throws -> Set<String> {
            let svg = try ParsedSVG(SVGEmitter.emit(try styleInput(proposals: [.unspecified]), options: options))
            return Set(svg.elements.enumerated().compactMap { index, element in
                guard element.attributes["stroke"] == DebugStyle.modifierStroke, let group = element.ancestors.last else { return nil }
                return svg.elements[group].attributes["data-kind"]
            })
        }
        #expect(try modifierOutlines(SVGOptions(style: .debug)) == ["padding"])
        #expect(try modifierOutlines(SVGOptions(style: .debug, showModifiers: true)) == ["padding", "frame"])
    }

    @Test func debugLabelsAreReadableAndNeverOverlap() throws {
        let svg = try ParsedSVG(SVGEmitter.emit(try styleInput(), options: SVGOptions(style: .debug, showModifiers: true)))
        let layer = try #require(svg.elements.firstIndex { $0.attributes["class"] == "labels" })
        #expect(Double(svg.elements[layer].attributes["font-size"] ?? "") ?? 0 >= 11)
        let boxes = svg.elements.filter { $0.name == "rect" && $0.ancestors.last == layer }.map {
            CGRect(x: svg.number($0, "x"), y: svg.number($0, "y"), width: svg.number($0, "width"), height: svg.number($0, "height"))
        }
        #expect(boxes.count >= 5)
        for i in boxes.indices {
            for j in boxes.indices where j > i { #expect(!boxes[i].intersects(boxes[j]), "labels \(i) and \(j) overlap") }
        }
        #expect(svg.elements.contains { $0.attributes["class"] == "legend" })
    }

    @Test func outputIsIdenticalRunAfterRunAndAlwaysFinite() throws {
        var tree = LayoutTree()
        tree.textModel = .model
        let shape = tree.add(.shape(.rect), metadata: NodeMetadata(name: "rect"))
        tree.add(.offset(x: -1e12, y: 1e12), children: [shape], metadata: NodeMetadata(name: "offset"))
        let evaluator = LayoutEvaluator(tree: tree)
        let layouts = try [ProposedViewSize(width: .infinity, height: 1e300), .zero].map { try evaluator.layout(proposal: $0) }
        let input = EmitInput(fileName: "huge", tree: tree, layouts: layouts)
        for style in SVGStyle.allCases {
            let first = SVGEmitter.emit(input, options: SVGOptions(style: style))
            #expect(first == SVGEmitter.emit(input, options: SVGOptions(style: style)))
            #expect(!first.contains("inf\"") && !first.contains("nan") && !first.contains("e+"))
            _ = try ParsedSVG(first)
        }
    }

    @Test func emptyTreeIsAValidPicture() throws {
        let input = EmitInput(fileName: "empty", tree: LayoutTree(), layouts: [])
        for style in SVGStyle.allCases { _ = try ParsedSVG(SVGEmitter.emit(input, options: SVGOptions(style: style))) }
    }

    /// xmllint, when the machine has it (CI installs it), validates the documents' well-formedness
    /// with a real XML parser.
    @Test func xmllintAcceptsBothStyles() throws {
        guard let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first(where: FileManager.default.isExecutableFile) else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for style in SVGStyle.allCases {
            let file = directory.appendingPathComponent("\(style).svg")
            try SVGEmitter.emit(try styleInput(), options: SVGOptions(style: style, showModifiers: true)).write(to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xmllint)
            process.arguments = ["--noout", file.path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "xmllint rejected the \(style) style")
        }
    }
}

/// Appearance modifiers (issue 11): effects as groups around the subtree in modifier order, the
/// zIndex drawing order, colours with alpha, fills through modifiers in the debug style.
struct SVGAppearanceTests {
    /// zstack < a (zIndex 1, opacity 0.5, red border 2) b (clipped to a circle) c (hidden) >, the
    /// circle is `circle.frame(20x20).fill("#abc")`, b's fill "#aabbcc80".
    static func input() throws -> EmitInput {
        var tree = LayoutTree()
        tree.textModel = .model
        let a = tree.add(.box(width: 40, height: 40), metadata: NodeMetadata(name: "box", tag: "a",
                         effects: [.opacity(0.5), .border(color: "red", width: 2)], zIndex: 1))
        let b = tree.add(.shape(.rect), metadata: NodeMetadata(name: "rect", tag: "b", fill: "#aabbcc80", effects: [.clip(.circle)]))
        let circle = tree.add(.circle, metadata: NodeMetadata(name: "circle", tag: "dot"))
        let framed = tree.add(.frame(width: 20, height: 20, alignment: .center), children: [circle], metadata: NodeMetadata(name: "frame", fill: "#abc"))
        let c = tree.add(.text(TextSpec("hi")), metadata: NodeMetadata(name: "text", tag: "c", effects: [.hidden]))
        tree.add(.zstack(alignment: .center), children: [a, b, framed, c], metadata: NodeMetadata(name: "zstack", tag: "z"))
        let layouts = try [LayoutEvaluator(tree: tree).layout(proposal: .unspecified)]
        return EmitInput(fileName: "look.layout", tree: tree, layouts: layouts)
    }

    @Test(arguments: SVGStyle.allCases)
    func effectsWrapTheSubtreeInModifierOrder(_ style: SVGStyle) throws {
        let svg = try ParsedSVG(SVGEmitter.emit(try Self.input(), options: SVGOptions(style: style)))
        func group(_ tag: String) throws -> Int { try #require(svg.elements.firstIndex { $0.attributes["data-tag"] == tag }) }
        // a: opacity outermost (applied first = innermost? no: first applied is innermost), then the border.
        let a = try group("a")
        let wrappers = svg.elements[a].ancestors.map { svg.elements[$0].attributes["class"] ?? "" }.filter { ["opacity", "border", "clip", "hidden"].contains($0) }
        #expect(wrappers == ["border", "opacity"], "the border (applied last) wraps the opacity (applied first)")
        let opacity = try #require(svg.elements[a].ancestors.last { svg.elements[$0].attributes["class"] == "opacity" })
        #expect(svg.elements[opacity].attributes["opacity"] == "0.5")
        // The border line is drawn after the element, inside the border group, inset by half its width.
        let line = try #require(svg.elements.first { $0.attributes["class"] == "border" && $0.name == "rect" })
        #expect(line.attributes["stroke"] == "#FF3B30" && line.attributes["stroke-width"] == "2")
        #expect(svg.number(line, "width") == 38)
        // b is clipped to the circle of its frame.
        let b = try group("b")
        let clipGroup = try #require(svg.elements[b].ancestors.last { svg.elements[$0].attributes["class"] == "clip" })
        let reference = try #require(svg.elements[clipGroup].attributes["clip-path"])
        let id = String(reference.dropFirst("url(#".count).dropLast())
        let clipPath = try #require(svg.elements.firstIndex { $0.name == "clipPath" && $0.attributes["id"] == id })
        #expect(svg.elements.contains { $0.name == "circle" && $0.ancestors.last == clipPath && $0.attributes["r"] == "20" })
        // #aabbcc80: the colour and its alpha (0x80 / 255).
        let bShape = try #require(svg.elements.first { $0.ancestors.last == b && $0.name == "rect" && $0.attributes["class"] == nil })
        #expect(bShape.attributes["fill"] == "#AABBCC")
        let alpha = Double(bShape.attributes["fill-opacity"] ?? "") ?? 0
        #expect(abs(alpha - (style == .debug ? 0.8 * 128 / 255 : 128.0 / 255)) < 1e-3)
        // The fill on the frame reaches its circle, in both styles (#abc is #AABBCC).
        let dot = try group("dot")
        #expect(svg.elements.first { $0.ancestors.last == dot && $0.name == "circle" }?.attributes["fill"] == "#AABBCC")
        // c is hidden: invisible in the preview, faint in the debug view; its hit rect stays.
        let c = try group("c")
        let hidden = try #require(svg.elements[c].ancestors.last { svg.elements[$0].attributes["class"] == "hidden" })
        #expect(style == .preview ? svg.elements[hidden].attributes["visibility"] == "hidden" : svg.elements[hidden].attributes["opacity"] == "0.3")
        #expect(svg.elements.contains { $0.ancestors.last == c && $0.attributes["class"] == "hit" })
    }

    @Test func zIndexDrawsLater() throws {
        let input = try Self.input()
        let order = SVGPanel.paintOrder(input.tree).compactMap { input.tree.metadata[Int($0.index)].tag }
        // a has zIndex 1: drawn after its siblings, which keep their source order.
        #expect(order == ["z", "b", "dot", "c", "a"])
        let steps = SVGPanel.paintSteps(input.tree, effects: SVGPanel.effects(input.tree, style: .preview))
        #expect(steps.filter { if case .begin = $0 { return true } else { return false } }.count == 3)
        #expect(steps.filter { if case .end = $0 { return true } else { return false } }.count == 3)
    }

    @Test func paintParsesEveryColourForm() {
        #expect(SVGMarkup.paint("#abc") == SVGMarkup.Paint(hex: "#AABBCC", opacity: 1))
        #expect(SVGMarkup.paint("#A1B2C3") == SVGMarkup.Paint(hex: "#A1B2C3", opacity: 1))
        #expect(SVGMarkup.paint("#a1b2c3ff") == SVGMarkup.Paint(hex: "#A1B2C3", opacity: 1))
        #expect(SVGMarkup.paint("clear")?.opacity == 0)
        #expect(SVGMarkup.paint("teal") == SVGMarkup.Paint(hex: "#30B0C7", opacity: 1))
        #expect(SVGMarkup.paint("\"><script>") == nil)
        #expect(SVGMarkup.paint("#12") == nil)
    }
}

struct LabelPlacerTests {
    @Test func aSecondLabelAtTheSameSpotMovesElsewhere() throws {
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
        let frame = CGRect(x: 50, y: 50, width: 100, height: 60)
        let firstPlaced = placer.place("vstack", for: frame)
        let first = try #require(firstPlaced)
        let secondPlaced = placer.place("hstack", for: frame)
        let second = try #require(secondPlaced)
        #expect(first.box.origin == CGPoint(x: 51, y: 51))
        #expect(!first.box.intersects(second.box))
        #expect(second.box.maxY <= 50)  // just above the frame
    }

    /// A label is placed whole or left out, never cut ("padd…"): a name too long for the room
    /// is dropped, a short one takes the room, and one more finds none.
    @Test func labelsArePlacedWholeOrLeftOut() throws {
        // Room for one label only: 16 px high, 60 wide (a label is 14 high, 2 + 6.65 per character + 2).
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 60, height: 16))
        let frame = CGRect(x: 0, y: 0, width: 60, height: 16)
        #expect(placer.place("a-very-long-name", for: frame) == nil)
        let labelPlaced = placer.place("pad", for: frame)
        let label = try #require(labelPlaced)
        #expect(label.text == "pad" && label.box.width == 3 * 6.65 + 4)
        #expect(placer.place("other", for: frame) == nil)
    }

    /// A small element's label goes beside it when it fits neither inside nor above or below.
    @Test func besideWhenAboveAndBelowAreTaken() throws {
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
        let frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        // "pad0" is 30.6 wide: above (x 100, ending at y 99), below (from y 111), then beside: on
        // the right it would touch the one below, so on the left (ending at x 99); a fourth has
        // no room and is left out, not cut.
        let labels = (0..<4).compactMap { placer.place("pad\($0)", for: frame) }
        try #require(labels.count == 3)
        #expect(labels[0].box.maxY == 99 && labels[1].box.minY == 111)
        #expect(labels[2].box.maxX == 99 && labels[2].box.minY == 100)
    }

    @Test func labelsAvoidTexts() throws {
        let text = CGRect(x: 0, y: 20, width: 200, height: 20)
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 300, height: 300), obstacles: [text])
        let labelPlaced = placer.place("#title", for: text, preferOutside: true)
        let label = try #require(labelPlaced)
        #expect(!label.box.intersects(text.insetBy(dx: 1, dy: 1)))
    }
}
