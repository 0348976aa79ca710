import Testing
@testable import LayoutJSON

struct JSONTests {
    @Test func roundTrip() throws {
        let text = #"{"a":[1,2.5,-3e2,true,false,null],"b":{"c":"x\"\\\n\u0001é😀"}}"#
        let value = try JSONParser.parse(text)
        #expect(value["a"]?.arrayValue?.count == 6)
        #expect(value["a"]?.arrayValue?[2].intValue == -300)
        #expect(value["b"]?["c"]?.stringValue == "x\"\\\n\u{01}é😀")
        #expect(value.serialized() == #"{"a":[1,2.5,-300,true,false,null],"b":{"c":"x\"\\\n\u0001é😀"}}"#)
        #expect(try JSONParser.parse(value.serialized()) == value)
    }

    /// A pair is one character; half of one, or bytes that are not UTF-8, are refused where they
    /// are (never replaced by U+FFFD).
    @Test func surrogatePairsAndInvalidText() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#).stringValue == "😀")
        for (text, message, offset) in [(#""\ud83d x""#, "\\uD83D is half of a surrogate pair, not a character", 1),
                                         (#""a\ude00""#, "\\uDE00 is half of a surrogate pair, not a character", 2),
                                         (#""\ud83d\u0041""#, "\\uD83D is half of a surrogate pair, not a character", 1)] {
            #expect(throws: JSONParseError(message: message, offset: offset)) { try JSONParser.parse(text) }
        }
        #expect(throws: JSONParseError(message: "a string holds bytes that are not UTF-8", offset: 1)) {
            try JSONParser.parse([0x22, 0x61, 0xFF, 0x62, 0x22])
        }
        // Runs after an escape are checked too (a stray byte in the run after "\n", which starts at
        // offset 3), and a character cannot be split by an escape (é is C3 A9).
        #expect(throws: JSONParseError(message: "a string holds bytes that are not UTF-8", offset: 3)) {
            try JSONParser.parse([0x22, 0x5C, 0x6E, 0x61, 0xFF, 0x22])
        }
        #expect(throws: JSONParseError(message: "a string holds bytes that are not UTF-8", offset: 1)) {
            try JSONParser.parse([0x22, 0xC3, 0x5C, 0x6E, 0xA9, 0x22])
        }
        #expect(try JSONParser.parse([0x22, 0x5C, 0x6E, 0xC3, 0xA9, 0x5C, 0x74, 0x61, 0x22]).stringValue == "\né\ta")
    }

    @Test(arguments: [
        ("", "expected a value, found the end of the input", 0),
        ("{\"a\" 1}", "expected ':' after the member name, found '1'", 5),
        ("[1,]", "expected a value, found ']'", 3),
        ("[1 2]", "expected ',' or ']', found '2'", 3),
        ("01", "a number cannot start with 0", 0),
        ("\"a\nb\"", "control character in a string; write it as an escape such as \\n", 2),
        ("\"\\x\"", "invalid escape '\\x' in a string", 1),
        ("1e999", "the number 1e999 is too large", 0),
        ("{} x", "expected the end of the input after the value", 3),
        ("\"abc", "unterminated string", 0),
    ])
    func errorsAreLocated(_ input: String, _ message: String, _ offset: Int) {
        #expect(throws: JSONParseError(message: message, offset: offset)) { try JSONParser.parse(input) }
    }

    /// A long string of many short runs between escapes (a document sent by an editor: a line,
    /// then `\n`) reads back whole, every run and escape in place, multi-byte characters and
    /// escaped ones included.
    @Test func longStringOfManyEscapesReadsBackWhole() throws {
        var expected = ""
        var json = "\""
        for line in 0..<20_000 {
            let text = "row \(line) é 😀 \u{1}"
            expected += text + "\n"
            json += "row \(line) é 😀 \\u0001\\n"
        }
        json += "\""
        let value = try JSONParser.parse(json)
        #expect(value.stringValue == expected)
        #expect(value.stringValue?.utf8.count == expected.utf8.count)
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
        // Writing is iterative: a deep value does not exhaust the stack either.
        var value: JSONValue = 1
        for _ in 0..<5_000 { value = .array([value]) }
        #expect(value.serialized().count == 10_001)
    }
}
