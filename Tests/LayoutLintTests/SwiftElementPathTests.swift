import Testing
@testable import LayoutLint

/// A SwiftUI file's findings are named by its Swift (`FindingIdentity` version 2): the type, its
/// member, each view down to the finding's with its place among its siblings, a modifier by its
/// place in the chain — so code added elsewhere in the file leaves a finding's identity alone.
struct SwiftElementPathTests {
    static let card = """
    import SwiftUI

    struct Card: View {
        let title: String
        var body: some View {
            VStack(spacing: 0) {
                Text(title).font(.headline)
                HStack {
                    Image(systemName: "star")
                    Text("x").padding().onTapGesture {}
                }
                if title.isEmpty { Color.red } else { Text("b") }
            }
            .overlay { Badge() }
        }
    }

    #Preview { Card(title: "A") }
    #Preview("Dark") { Card(title: "B") }

    """

    /// The path at the first byte of `needle` (its `occurrence`th from the start).
    func path(_ source: String, at needle: String, occurrence: Int = 0) throws -> String {
        let bytes = Array(source.utf8)
        var from = source.startIndex
        var found: Range<String.Index>?
        for _ in 0...occurrence {
            found = try #require(source.range(of: needle, range: from..<source.endIndex))
            from = found!.upperBound
        }
        let offset = source.utf8.distance(from: source.startIndex, to: found!.lowerBound)
        return SwiftElementPaths(bytes).path(at: offset)
    }

    @Test func viewsAreNamedFromTheirTypeDown() throws {
        let source = Self.card
        #expect(try path(source, at: "Text(title)") == "Card/body/VStack[0]/Text[0]")
        #expect(try path(source, at: "Image(") == "Card/body/VStack[0]/HStack[1]/Image[0]")
        #expect(try path(source, at: "Text(\"x\")") == "Card/body/VStack[0]/HStack[1]/Text[1]")
        #expect(try path(source, at: ".padding") == "Card/body/VStack[0]/HStack[1]/Text[1]/.padding#0")
        #expect(try path(source, at: ".onTapGesture") == "Card/body/VStack[0]/HStack[1]/Text[1]/.onTapGesture#1")
        // An `else` branch counts on from its `if`'s, as `.layout`'s paths do.
        #expect(try path(source, at: "Color.red") == "Card/body/VStack[0]/if[2]/Color.red[0]")
        #expect(try path(source, at: "Text(\"b\")") == "Card/body/VStack[0]/if[2]/Text[1]")
        #expect(try path(source, at: "Badge()") == "Card/body/VStack[0]/.overlay#0/Badge[0]")
        #expect(try path(source, at: "Card(title: \"A\")") == "#Preview[0]/Card[0]")
        #expect(try path(source, at: "Card(title: \"B\")") == "#Preview \"Dark\"/Card[0]")
        #expect(try path(source, at: "import") == "import")
    }

    /// Lines, properties and other views added around a view leave its path as it was; a sibling
    /// added before it moves it, as in `.layout`.
    @Test func codeAddedElsewhereKeepsThePath() throws {
        let edited = Self.card
            .replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n\n// The home screen's card.\nstruct Other: View {\n    var body: some View { Text(\"o\") }\n}\n")
            .replacingOccurrences(of: "    let title: String\n", with: "    let title: String\n    @State private var expanded = false\n    var subtitle: String { title.uppercased() }\n")
        #expect(try path(edited, at: "Image(") == "Card/body/VStack[0]/HStack[1]/Image[0]")
        #expect(try path(edited, at: ".onTapGesture") == "Card/body/VStack[0]/HStack[1]/Text[1]/.onTapGesture#1")
        #expect(try path(edited, at: "Text(\"o\")") == "Other/body/Text[0]")
        let sibling = Self.card.replacingOccurrences(of: "HStack {\n", with: "Divider()\n            HStack {\n")
        #expect(try path(sibling, at: "Image(") == "Card/body/VStack[0]/HStack[2]/Image[0]")
    }

    /// Nested types, computed views, `switch` cases and functions name their part.
    @Test func membersAndBranchesAreNamed() throws {
        let source = """
        enum Row {
            struct Badge: View {
                var kind: Int
                var body: some View {
                    switch kind {
                    case 0: Text("new")
                    default: Label("old", systemImage: "clock")
                    }
                }
            }
        }
        extension Screen {
            var header: some View { Text("head") }
            func row(_ n: Int) -> some View { Text("\\(n)").lineLimit(1) }
        }
        """
        #expect(try path(source, at: "Text(\"new\")") == "Row/Badge/body/switch[0]/case 0/Text[0]")
        #expect(try path(source, at: "Label(") == "Row/Badge/body/switch[0]/case 1/Label[0]")
        #expect(try path(source, at: "Text(\"head\")") == "extension Screen/var header/Text[0]")
        #expect(try path(source, at: ".lineLimit") == "extension Screen/func row/Text[0]/.lineLimit#0")
    }
}
