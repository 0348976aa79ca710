import Testing
import LayoutDiagnostics
@testable import LayoutServer

/// The framing, position conversion and helpers, unit by unit.
struct TransportTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func framesArriveInAnyChunks() {
        var framer = MessageFramer()
        let stream = bytes("Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}content-length:3\r\n\r\n[1]")
        var events: [MessageFramer.Event] = []
        for byte in stream { events += framer.append([byte]) }
        #expect(events == [.message(bytes("{}")), .message(bytes("[1]"))])
        #expect(!framer.hasPartialMessage)
    }

    @Test func badHeadersResynchronise() {
        var framer = MessageFramer(maxContentLength: 10)
        let events = framer.append(bytes("Content-Length: x\r\n\r\njunk Content-Length: 2\r\n\r\n{}Content-Length: 50\r\n\r\n0123456789"))
        #expect(events == [.badHeader("invalid Content-Length 'x'"), .message(bytes("{}")), .tooLarge(50)])
        // The rest of the oversized body is skipped as it arrives, then reading goes on.
        #expect(framer.append(Array(repeating: 65, count: 40) + bytes("Content-Length: 1\r\n\r\n1")) == [.message(bytes("1"))])
        var truncated = MessageFramer()
        #expect(truncated.append(bytes("Content-Length: 9\r\n\r\n{")) == [])
        #expect(truncated.hasPartialMessage)
    }

    @Test func positionsInEachEncoding() {
        // "a😀é\tb" then CRLF, then "x" then a lone CR, then "y".
        let index = LineIndex(bytes: bytes("a😀é\tb\r\nx\ry"))
        #expect(index.lineCount == 3)
        let b = 1 + 4 + 2 + 1  // byte offset of "b"
        #expect(index.position(of: b, encoding: .utf8) == Position(line: 0, character: 8))
        #expect(index.position(of: b, encoding: .utf16) == Position(line: 0, character: 5))
        #expect(index.position(of: b, encoding: .utf32) == Position(line: 0, character: 4))
        #expect(index.offset(of: Position(line: 0, character: 5), encoding: .utf16) == b)
        // Inside the surrogate pair: the start of the character; past the end: the end of the line.
        #expect(index.offset(of: Position(line: 0, character: 2), encoding: .utf16) == 1)
        #expect(index.offset(of: Position(line: 0, character: 99), encoding: .utf16) == b + 1)
        #expect(index.offset(of: Position(line: 2, character: 0), encoding: .utf16) == b + 1 + 2 + 2)
        #expect(index.offset(of: Position(line: 9, character: 0), encoding: .utf16) == index.bytes.count)
    }

    @Test func linesEndAtEveryTerminatorTheProtocolNames() {
        // Offsets: a=0 \r=1 \r=2 \n=3 b=4 \n=5 \r=6 (end 7).
        let index = LineIndex(bytes: bytes("a\r\r\nb\n\r"))
        #expect(index.lineStarts == [0, 2, 4, 6, 7])
        #expect(index.lineEnds == [1, 2, 5, 6, 7])
        #expect(index.line(of: 3) == 1 && index.line(of: 4) == 2 && index.line(of: 7) == 4)
        let plain = LineIndex(bytes: bytes("ab\ncd"))
        #expect(plain.lineStarts == [0, 3] && plain.lineEnds == [2, 5])
        let empty = LineIndex(bytes: [])
        #expect(empty.lineStarts == [0] && empty.lineEnds == [0])
    }

    @Test func documentationLinks() {
        #expect(DiagnosticDocumentation.url(for: "L012") == "https://github.com/layoutc/layoutc/blob/main/docs/lint.md#l012")
        #expect(DiagnosticDocumentation.url(for: "W2001") == "https://github.com/layoutc/layoutc/blob/main/docs/language.md")
        #expect(DiagnosticDocumentation.url(for: "X1") == nil)
    }
}
