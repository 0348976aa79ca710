import Foundation
import Testing
@testable import LayoutPreview

struct HTTPRequestParserTests {
    let parser = HTTPRequestParser(maxHeadBytes: 512, maxTargetBytes: 128, maxBodyBytes: 64)

    func parse(_ text: String) throws(HTTPError) -> HTTPRequestParser.Outcome { try parser.parse(Array(text.utf8)) }

    @Test func aCompleteGet() throws {
        let text = "GET /picture.svg?style=debug&w=37%35&h=nil&x=a+b HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\nAccept: text/html\r\n\r\n"
        let outcome = try parse(text + "extra")
        guard case let .complete(request, headLength, bodyLength) = outcome else { Issue.record("incomplete"); return }
        #expect(request.method == "GET" && request.path == "/picture.svg" && request.minorVersion == 1)
        #expect(request.query.map(\.name) == ["style", "w", "h", "x"])
        #expect(request.query.map(\.value) == ["debug", "375", "nil", "a b"])
        #expect(request.headers["host"] == "127.0.0.1:8080")
        #expect(request.headers["accept"] == "*/*, text/html")
        #expect(headLength == text.utf8.count && bodyLength == 0)
    }

    @Test func waitsForTheBlankLine() throws {
        #expect(try parse("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
        #expect(try parse("") == .incomplete)
        // A bare LF head is accepted too.
        guard case .complete = try parse("GET / HTTP/1.0\n\n") else { Issue.record("bare LF"); return }
    }

    static let long = String(repeating: "a", count: 600)
    static let refused: [(String, HTTPStatus)] = [
        ("GET /\r\n\r\n", HTTPStatus.badRequest),
        ("GET / HTTP/1.1\r\n\r\n", .badRequest),                                 // no Host
        ("GET / HTTP/2.0\r\nHost: x\r\n\r\n", .versionNotSupported),
        ("GET / FTP/1.1\r\nHost: x\r\n\r\n", .badRequest),
        ("G(T / HTTP/1.1\r\nHost: x\r\n\r\n", .badRequest),
        ("GET http://evil/ HTTP/1.1\r\nHost: x\r\n\r\n", .badRequest),
        ("GET ../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n", .badRequest),
        ("GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n", .badRequest),
        ("GET /?a=%C3 HTTP/1.1\r\nHost: x\r\n\r\n", .badRequest),               // not UTF-8
        ("GET / HTTP/1.1\r\nHost x\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nBad Name: 1\r\nHost: x\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 65\r\n\r\n", .payloadTooLarge),
        ("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n", .notImplemented),
        ("GET /" + String(repeating: "b", count: 200) + " HTTP/1.1\r\nHost: x\r\n\r\n", .uriTooLong),
        ("GET / HTTP/1.1\r\nHost: x\r\nX: " + long + "\r\n\r\n", .headersTooLarge),
        ("GET / HTTP/1.1\r\nX: " + long, .headersTooLarge),  // no end in sight
    ]

    @Test(arguments: refused)
    func refusals(_ text: String, _ status: HTTPStatus) {
        #expect(throws: HTTPError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.status == status, "\(error.message)")
            #expect(!error.message.isEmpty && error.message.first?.isLowercase == true)
        }
    }

    @Test func invalidUTF8InTheHeadIsRefused() {
        var bytes = Array("GET / HTTP/1.1\r\nHost: ".utf8)
        bytes += [0xFF, 0xFE] + Array("\r\n\r\n".utf8)
        #expect(throws: HTTPError(.badRequest, "the request head is not UTF-8")) { try parser.parse(bytes) }
    }

    @Test func bodiesAreAnnounced() throws {
        guard case let .complete(_, _, bodyLength) = try parse("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello") else {
            Issue.record("incomplete"); return
        }
        #expect(bodyLength == 5)
    }

    @Test func responsesAreFramed() {
        let response = HTTPResponse.error(HTTPError(.methodNotAllowed, "only GET"))
        let text = String(decoding: response.serialized(), as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: \(response.body.count)\r\n"))
        #expect(text.contains("\r\nAllow: GET, HEAD\r\n"))
        #expect(text.hasSuffix("\r\n\r\n{\"error\": {\"status\": 405, \"message\": \"only GET\"}}\n"))
        #expect(!String(decoding: response.serialized(includeBody: false), as: UTF8.self).contains("{"))
        #expect(EventStream.Event(id: 3, name: "build", data: "a\nb").framed == "id: 3\nevent: build\ndata: a\ndata: b\n\n")
        #expect(JSONText.quote("a\"<\u{1}") == "\"a\\\"\\u003c\\u0001\"")
    }
}
