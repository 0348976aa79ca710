import Testing
@testable import LayoutAppModel

/// The old-style property list of `project.pbxproj`: its values, comments, escapes, and mistakes
/// reported where they are.
@Suite struct PropertyListTests {
    func parse(_ text: String) -> Result<PropertyList, PropertyListError> {
        PropertyListParser.parse(Array(text.utf8))
    }

    @Test func valuesAndComments() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            /* Begin PBXBuildFile section */
            \t\tA1B2 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = C3D4 /* App.swift */; };
            /* End PBXBuildFile section */
            \t};
            \tlist = (one, "two words", three-3, "$(SRCROOT)/x", );
            \tdata = <0fA1 ff>;
            \tempty = "";
            }
            """
        let plist = try parse(text).get()
        #expect(plist["archiveVersion"] == .string("1"))
        #expect(plist["objects"]?["A1B2"]?["fileRef"] == .string("C3D4"))
        #expect(plist["list"]?.strings == ["one", "two words", "three-3", "$(SRCROOT)/x"])
        #expect(plist["data"] == .data([0x0F, 0xA1, 0xFF]))
        #expect(plist["empty"] == .string(""))
        #expect(plist["missing"] == nil)
        #expect(plist["list"]?["key"] == nil)
    }

    @Test(arguments: [
        (#""a\nb""#, "a\nb"), (#""tab\there""#, "tab\there"), (#""q\"uote""#, "q\"uote"), (#""back\\slash""#, "back\\slash"),
        (#""\U00e9t\U00e9""#, "été"), (#""\UD83D\UDE00""#, "😀"), (#""\101""#, "A"), ("'single'", "single"),
        ("\"é raw\"", "é raw"),
    ])
    func stringEscapes(_ source: String, _ expected: String) throws {
        #expect(try parse(source).get() == .string(expected))
    }

    /// `SUPPORTED_PLATFORMS = "iphoneos macosx";` is one string of words.
    @Test func wordsOfAString() {
        #expect(PropertyList.string("iphoneos iphonesimulator  macosx").strings == ["iphoneos", "iphonesimulator", "macosx"])
    }

    @Test(arguments: [
        ("", "expected a value, found the end of the file", 0),
        ("{ a = 1 }", "expected ';' after the value of 'a', found '}'", 8),
        ("{ a 1; }", "expected '=' after the key 'a', found '1'", 4),
        ("( a b )", "expected ',' or ')' in the array, found 'b'", 4),
        ("{ a = (1, 2; }", "expected ',' or ')' in the array, found ';'", 11),
        ("\"open", "expected a closing quote for the string", 0),
        ("<0g>", "expected a hexadecimal digit in the data, found 'g'", 2),
        ("<0>", "the data has an odd number of hexadecimal digits", 0),
        ("{ a = 1; } extra", "expected the end of the file after the value, found 'e'", 11),
        ("{ ( 1 ) = 2; }", "expected a key (a string), found a collection", 2),
        ("{ a = 1;", "expected '}' to end the dictionary, found the end of the file", 8),
        ("\"\\U12\"", "expected four hexadecimal digits after '\\U'", 5),
    ])
    func mistakesAreLocated(_ source: String, _ message: String, _ offset: Int) {
        #expect(parse(source) == .failure(PropertyListError(message: message, offset: offset)), "\(source)")
    }

    /// Nesting is bounded: a hostile file cannot exhaust the stack.
    @Test func deepNestingIsAnError() {
        let deep = String(repeating: "(", count: 100_000)
        guard case let .failure(error) = parse(deep) else {
            Issue.record("100,000 levels parsed")
            return
        }
        #expect(error.message.contains("nests deeper than 200"))
    }

    /// An unterminated comment ends with the file; a UTF-8 byte order mark is skipped.
    @Test func edgesOfTheText() throws {
        #expect(try parse("a /* never closed").get() == .string("a"))
        #expect(try PropertyListParser.parse([0xEF, 0xBB, 0xBF] + Array("x".utf8)).get() == .string("x"))
    }
}
