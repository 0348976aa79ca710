import Foundation
import Testing
import LayoutEngine
@testable import LayoutEmit

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A hand-built tree: hstack(spacing 0) [ box 40×20 #a "teal", text "<&\"'>" ], laid out at nil and 30xnil.
func sampleInput() throws -> EmitInput {
    var tree = LayoutTree()
    tree.textModel = .model
    let box = tree.add(.box(width: 40, height: 20), metadata: NodeMetadata(name: "box", tag: "a<&>", fill: "teal"))
    let text = tree.add(.text(TextSpec("<&\"'> ok\u{7}")), metadata: NodeMetadata(name: "text"))
    tree.add(.hstack(alignment: .top, spacing: 0), children: [box, text], metadata: NodeMetadata(name: "hstack"))
    let evaluator = LayoutEvaluator(tree: tree)
    let layouts = [try evaluator.layout(proposal: .unspecified), try evaluator.layout(proposal: ProposedViewSize(width: 30, height: nil))]
    return EmitInput(fileName: "t&.layout", tree: tree, layouts: layouts) { id in (1, Int(id.index) + 1) }
}

final class XMLCollector: NSObject, XMLParserDelegate, @unchecked Sendable {
    var elements: [String] = []
    var attributes: [[String: String]] = []
    var text = ""
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(name)
        self.attributes.append(attributes)
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}

struct EmitterTests {
    @Test func textGolden() throws {
        // Text "<&\"'> ok\u{7}" is 9 characters × 8 = 72 wide; at 30 (3 a line): "<&\"" / "'>" / "ok\u{7}"... 
        let out = TextEmitter.emit(try sampleInput())
        #expect(out.hasPrefix("""
        proposal nilxnil → 112x20
        hstack  x=0 y=0 w=112 h=20
          box #a<&>  x=0 y=0 w=40 h=20
          text  x=40 y=0 w=72 h=20

        proposal 30xnil → 
        """))
    }

    @Test func jsonIsValidAndEscaped() throws {
        let out = JSONEmitter.emit(try sampleInput())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "t&.layout")
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let root = try #require(layouts[0]["root"] as? [String: Any])
        let children = try #require(root["children"] as? [[String: Any]])
        #expect(children[0]["tag"] as? String == "a<&>")
        #expect(children[0]["fill"] as? String == "teal")
        #expect((children[1]["frame"] as? [String: Any])?["x"] as? Double == 40)
        #expect(JSONEmitter.string("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
        #expect((layouts[1]["proposal"] as? [String: Any])?["height"] is NSNull)
    }

    @Test func svgIsWellFormedWithOnePanelPerProposal() throws {
        let out = SVGEmitter.emit(try sampleInput())
        let parser = XMLParser(data: Data(out.utf8))
        let collector = XMLCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.elements.first == "svg")
        let svg = collector.attributes[0]
        #expect(svg["viewBox"] == "0 0 \(svg["width"] ?? "") \(svg["height"] ?? "")")
        #expect(!collector.elements.contains("foreignObject"))
        #expect(collector.attributes.filter { $0["class"] == "panel" }.count == 2)
        // The text is drawn as its lines, escaped; the control character is replaced.
        #expect(collector.text.contains("<&\"'> ok\u{FFFD}"))
        #expect(out.contains("&lt;&amp;&quot;&apos;&gt;"))
        // Fill colours from the language.
        #expect(out.contains("fill=\"#30B0C7\""))
        // The dashed proposal outline of the second panel is 30 wide.
        #expect(collector.attributes.contains { $0["stroke-dasharray"] == "4 3" && $0["width"] == "30" })
    }

    @Test func numbersAreRoundedToFourPlaces() {
        #expect(formatLength(22.666_666_67) == "22.6667")
        #expect(formatLength(-0.000_01) == "0")
        #expect(formatLength(40) == "40")
        #expect(formatLength(0.5) == "0.5")
        #expect(formatLength(-1.5) == "-1.5")
        #expect(formatLength(0.05) == "0.05")
        #expect(formatLength(0.0001) == "0.0001")
        #expect(formatLength(0.00005) == "0.0001")
        #expect(formatLength(-0.00004) == "0")
        #expect(formatLength(12.30009) == "12.3001")
        #expect(formatLength(999_999_999.99996) == "1000000000")
        #expect(formatLength(123_456_789.0123) == "123456789.0123")
        // From 2^63 / 10^4 ≈ 9.2 · 10^14 to 10^15 the ten-thousandths do not fit an Int64 (this
        // trapped: a vstack of 950,000 boxes 10^9 tall under explain), and from 9 · 10^11 a
        // length times 10^4 is not exact: the digits are still those of the length itself.
        #expect(formatLength(950_000_000_000_000) == "950000000000000")
        #expect(formatLength(-999_999_999_999_999.5) == "-999999999999999.5")
        // (The nearest Double to …477.6 is …477.625: steps are 1/8 there, printed exactly.)
        #expect(formatLength(922_337_203_685_477.6) == "922337203685477.625")
        #expect(formatLength(900_000_000_000.00005) == "900000000000")
        // Up to 2^53 ≈ 9 · 10^15 a Double can still have a fraction (steps of 1/8 up to 2^50,
        // 1/2 from 2^51): printed, not rounded to a whole number (a row of 10^6 boxes 10^9 wide
        // and one 0.5 wide is 10^15 + 0.5 wide; this printed 1000000000000000).
        #expect(formatLength(1e15 + 0.5) == "1000000000000000.5")
        #expect(formatLength(1e15 + 0.125) == "1000000000000000.125")
        #expect(formatLength(-(3e15 + 0.5)) == "-3000000000000000.5")
        #expect(formatLength(5e15 + 1) == "5000000000000001")
        #expect(formatLength(123_456_789_012_345_678) == "123456789012345680")
        #expect(formatLength(-1.5e18) == "-1500000000000000000")
        // Beyond that there is no fraction, and nothing overflows into "inf".
        #expect(formatLength(1e15) == "1000000000000000")
        #expect(formatLength(-2.5e15) == "-2500000000000000")
        #expect(formatLength(1e305).count >= 305 && formatLength(1e305).allSatisfy { $0.isNumber })
        #expect(formatLength(.greatestFiniteMagnitude).allSatisfy { $0.isNumber })
    }

    @Test func irDump() throws {
        let out = IRDumper.dump(try sampleInput())
        #expect(out.hasPrefix("#2 hstack hstack(alignment: top, spacing: 0) @1:3\n  #0 box box(40x20) #a<&> fill=teal @1:1\n"))
    }

    @Test func traceFocus() throws {
        var input = try sampleInput()
        var tree = input.tree
        input.layouts = [try LayoutEvaluator(tree: tree, options: LayoutOptions(trace: true)).layout(proposal: .unspecified)]
        tree = input.tree
        let all = TraceEmitter.emit(input)
        #expect(all.contains("  hstack (1:3)  proposed nilxnil → 112x20\n"))
        #expect(all.contains("placed box #a<&> (1:1) at (0, 0) 40x20 with nilx20"))
        let focused = TraceEmitter.emit(input, focus: LayoutNodeID(0))
        #expect(!focused.contains("hstack (1:3)  proposed"))
        #expect(focused.contains("box #a<&>"))
    }
}

extension EmitterTests {
    /// Streamed, the JSON and text emitters write exactly the document they return whole, a chunk
    /// at a time (chunks of 7 bytes cut through every number, string and multi-byte character).
    @Test(arguments: [7, 64, 1 << 20])
    func streamedOutputIsTheWholeOutput(_ chunk: Int) throws {
        final class Pieces: @unchecked Sendable { var all: [[UInt8]] = [] }
        let input = try sampleInput()
        let json = Pieces(), text = Pieces()
        JSONEmitter.emit(input, chunk: chunk) { json.all.append($0) }
        TextEmitter.emit(input, chunk: chunk) { text.all.append($0) }
        #expect(Array(json.all.joined()) == JSONEmitter.emitBytes(input))
        #expect(Array(text.all.joined()) == TextEmitter.emitBytes(input))
        #expect(json.all.count > 1 || chunk > 64)
    }
}
