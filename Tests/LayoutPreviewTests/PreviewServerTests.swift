import Foundation
import Testing
@testable import LayoutPreview

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The preview server, started in-process on a free port and spoken to over real sockets.
/// The file: an hstack of a fixed box and a flexible rect. At a width of 200 the box is 40×20
/// at x 0, and the rect takes the 160 left (`docs/semantics-layouts.md §3`); the stack is 20 high (the box; the
/// rect's ideal is 10), and placement re-proposes the rect the stack's height: 160×20 at x 40.
@Suite(.serialized)
struct PreviewServerTests {
    static let layout = "hstack(spacing: 0) <\n  box(40x20) #fixed\n  rect #flexible\n> #row\n"

    @Test func servesTheSelfContainedPage() throws {
        let preview = try TestPreview(files: ["main.layout": Self.layout])
        let page = try preview.get("/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.headers["connection"] == "close" && page.headers["cache-control"] == "no-store")
        #expect(page.body.hasPrefix("<!DOCTYPE html>") && page.body.contains("new EventSource(\"/events\")"))
        // No external asset: no src or href attribute, no URL to another host.
        #expect(!page.body.contains("src=") && !page.body.contains("href=") && !page.body.contains("http://") && !page.body.contains("https://"))
        let head = try preview.get("/", method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty && head.headers["content-length"] == String(page.body.utf8.count))
    }

    @Test func pictureAndFramesAtAnyWidth() throws {
        let preview = try TestPreview(files: ["main.layout": Self.layout], proposals: [.init(nil, nil), .init(300, nil)])
        let both = try preview.get("/picture.svg")
        #expect(both.status == 200 && both.headers["content-type"] == "image/svg+xml; charset=utf-8")
        #expect(both.body.components(separatedBy: "class=\"panel\"").count - 1 == 2)
        let narrow = try preview.get("/picture.svg?w=200&style=debug")
        #expect(narrow.body.components(separatedBy: "class=\"panel\"").count - 1 == 1)
        #expect(narrow.body.contains("data-proposal=\"200xnil\"") && narrow.body.contains("class=\"legend\""))
        #expect(narrow.body.contains("data-kind=\"rect\" data-tag=\"flexible\" data-x=\"40\" data-y=\"0\" data-w=\"160\" data-h=\"20\""))
        #expect(XMLParser(data: Data(narrow.body.utf8)).parse())

        let json = try preview.get("/layout.json?w=200&h=nil")
        let layouts = try #require(json.json?["layouts"] as? [[String: Any]])
        #expect(layouts.count == 1)
        #expect((layouts[0]["size"] as? [String: Double]) == ["width": 200, "height": 20])
        let root = try #require(layouts[0]["root"] as? [String: Any])
        let children = try #require(root["children"] as? [[String: Any]])
        #expect((children[1]["frame"] as? [String: Double]) == ["x": 40, "y": 0, "width": 160, "height": 20])
    }

    @Test func explainsOneElementWithItsSource() throws {
        let preview = try TestPreview(files: ["main.layout": Self.layout])
        let response = try preview.get("/explain?node=1&w=200")
        #expect(response.status == 200)
        let json = try #require(response.json)
        #expect(json["kind"] as? String == "rect" && json["tag"] as? String == "flexible")
        let source = try #require(json["source"] as? [String: Any])
        #expect(source["line"] as? Int == 3 && source["column"] as? Int == 3 && source["text"] as? String == "  rect #flexible")
        let trace = try #require(json["trace"] as? String)
        #expect(trace.contains("placed rect #flexible (3:3) at (40, 0) 160x20 with 160x20"))
        #expect(!trace.contains("box #fixed"))
    }

    @Test func eventsFollowSavesOfTheFileAndItsImports() throws {
        let preview = try TestPreview(files: [
            "main.layout": "import \"parts.layout\"\nvstack < part >\n",
            "parts.layout": "let part = box(10x10)\n",
        ])
        let stream = try TestConnection(port: preview.port)
        stream.send("GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n")
        let first = stream.read(until: { $0.contains("id: 1\n") })
        #expect(first.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream"))
        #expect(first.contains("\"watching\": [") && first.contains("parts.layout\""))

        try preview.write("parts.layout", "let part = box(30x10)\n")
        let second = stream.read(until: { $0.contains("id: 2\n") })
        #expect(second.contains("id: 2\nevent: build\ndata: {\"generation\": 2, \"ok\": true"))
        let picture = try preview.get("/picture.svg")
        #expect(picture.body.contains("data-kind=\"box\" data-x=\"0\" data-y=\"0\" data-w=\"30\" data-h=\"10\""))

        // An error: the event says so; the picture stays the last good one.
        try preview.write("main.layout", "vstack < part(\n")
        let third = stream.read(until: { $0.contains("id: 3\n") && $0.hasSuffix("\n\n") })
        #expect(third.contains("\"generation\": 3, \"ok\": false") && third.contains("\"picture\": 2"), "\(third)")
        #expect(third.contains("main.layout:1:"))
        let kept = try preview.get("/picture.svg")
        #expect(kept.status == 200 && kept.headers["x-layoutc-generation"] == "2")
    }

    /// The page shows the lint findings at the project's settings, with where each starts: the
    /// text (body in the built-in font: 27236 units × 17/2816 − 0.43 × 20 of tracking = 155.82 pt,
    /// HarfBuzz) beside a 230-pt box truncates below 385.82 pt wide, said to the half point above;
    /// the project lints at 375 and 440.
    @Test func lintFindingsAndWhereTheyStart() throws {
        let preview = try TestPreview(files: [
            "main.layout": "hstack(spacing: 0) < text(\"Settings and privacy\", lineLimit: 1) box(230x20) >\n",
            ".layoutc.json": #"{"lint": {"proposals": ["375xnil", "440xnil"]}}"#,
        ])
        let diagnostics = try #require(try preview.get("/status").json?["diagnostics"] as? String)
        #expect(diagnostics.contains("warning: text 'Settings and privacy' is cut short: shows 1 of 2 lines"))
        #expect(diagnostics.contains("note: it starts below 386 pt wide"), "\(diagnostics)")
    }

    @Test func aFileThatNeverBuiltHasNoPictureUntilFixed() throws {
        let preview = try TestPreview(files: [:], main: "later.layout")
        let status = try preview.get("/status")
        #expect(status.json?["ok"] as? Bool == false)
        #expect((status.json?["diagnostics"] as? String)?.contains("cannot read 'later.layout'") == true)
        let picture = try preview.get("/picture.svg")
        #expect(picture.status == 503 && picture.errorMessage?.contains("fix its errors") == true)
        #expect(try preview.get("/layout.json").status == 503)
        try preview.write("later.layout", "box(5x5)\n")
        let deadline = Date().addingTimeInterval(3)
        while Date() < deadline, try preview.get("/picture.svg").status != 200 { Thread.sleep(forTimeInterval: 0.02) }
        #expect(try preview.get("/picture.svg").status == 200)
    }

    static let refusals: [(String, Int, String)] = [
        ("GET /nope HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 404, "no such page '/nope'"),
        ("GET /../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 404, "no such page '/../../etc/passwd'"),
        ("GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 404, "no such page '/../../etc/passwd'"),
        ("GET /main.layout HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 404, "no such page '/main.layout'"),
        ("GET /picture.svg?w=-1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400, "expected w to be a number from 0 to 100000, inf or nil, found '-1'"),
        ("GET /picture.svg?h=1e9 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400, "expected h to be a number from 0 to 100000, inf or nil, found '1e9'"),
        ("GET /picture.svg?style=fancy HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400, "expected style preview or debug, found 'fancy'"),
        ("GET /picture.svg?modifiers=yes HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400, "expected modifiers=1 or modifiers=0, found 'yes'"),
        ("GET /picture.svg?zoom=2 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400, "unknown query parameter 'zoom'; expected one of h, modifiers, style, w"),
        ("GET /picture.svg?w=1&w=2 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400, "query parameter 'w' given twice"),
        ("GET /events?x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400, "unknown query parameter 'x'; this route takes none"),
        ("GET /explain HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400, "expected a node parameter, e.g. /explain?node=3"),
        ("GET /explain?node=x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400, "expected a node number ≥ 0, found 'x'"),
        ("GET /explain?node=99 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 404, "no element number 99 in the current build"),
        ("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\nhi", 405, "only GET and HEAD are allowed, found POST"),
        ("GET / HTTP/1.1\r\n\r\n", 400, "an HTTP/1.1 request needs a Host header"),
        ("GET / HTTP/1.1\r\nHost: attacker.example\r\n\r\n", 400, "unexpected Host 'attacker.example'; open the address layoutc printed"),
        ("GET / HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n", 505, "only HTTP/1.0 and HTTP/1.1 are supported, found 'HTTP/2.0'"),
        ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 999999999\r\n\r\n", 413, "the body is longer than 65536 bytes"),
        ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + String(repeating: "x", count: 20_000) + "\r\n\r\n", 431, "the request head is longer than 16384 bytes"),
        ("BREW /pot HTTP/1.1 extra\r\nHost: 127.0.0.1\r\n\r\n", 400, "expected 'METHOD /path HTTP/1.1', found 'BREW /pot HTTP/1.1 extra'"),
    ]

    @Test func badRequestsGetAClearErrorAndNeverACrash() throws {
        let preview = try TestPreview(files: ["main.layout": Self.layout])
        for (request, status, message) in Self.refusals {
            let response = try preview.raw(request)
            #expect(response.status == status, "\(request.prefix(60))")
            #expect(response.errorMessage?.hasPrefix(message) == true, "\(request.prefix(60)): \(response.errorMessage ?? "")")
            #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        }
        #expect(try preview.raw(Self.refusals[14].0).headers["allow"] == "GET, HEAD")
        // The server still serves after all that.
        #expect(try preview.get("/status").status == 200)
    }

    @Test func aSlowClientTimesOutWithoutBlockingOthers() throws {
        let preview = try TestPreview(files: ["main.layout": Self.layout], server: HTTPServer.Configuration(port: 0, requestTimeout: 0.5))
        let slow = try TestConnection(port: preview.port)
        slow.send("GET / HTTP/1.1\r\nHo")
        let started = Date()
        #expect(try preview.get("/status").status == 200)
        #expect(Date().timeIntervalSince(started) < 0.4)
        let answer = TestResponse(slow.read(timeout: 3))
        #expect(answer.status == 408 && answer.errorMessage == "the request did not arrive in 0 s")
    }

    @Test func connectionsBeyondTheLimitAreTurnedAway() throws {
        let preview = try TestPreview(files: ["main.layout": Self.layout], server: HTTPServer.Configuration(port: 0, maxConnections: 2))
        let first = try TestConnection(port: preview.port)
        let second = try TestConnection(port: preview.port)
        first.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        second.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        first.read(until: { $0.contains("id: 1") })
        second.read(until: { $0.contains("id: 1") })
        let third = try preview.get("/status")
        #expect(third.status == 503 && third.errorMessage == "too many connections; try again")
    }

    @Test func stopEndsStreamsAndClosesThePort() throws {
        let preview = try TestPreview(files: ["main.layout": Self.layout])
        let stream = try TestConnection(port: preview.port)
        stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        stream.read(until: { $0.contains("id: 1") })
        let started = Date()
        preview.server.stop()
        #expect(Date().timeIntervalSince(started) < 1.5)
        #expect(stream.isClosed(within: 1))
        #expect(preview.server.server.connectionCount == 0)
        #expect(throws: (any Error).self) { try TestConnection(port: preview.port) }
    }

    @Test func aTakenPortIsAClearError() throws {
        let preview = try TestPreview(files: ["main.layout": Self.layout])
        let other = PreviewServer(configuration: PreviewConfiguration(path: "main.layout", directory: preview.directory.path),
                                  server: HTTPServer.Configuration(port: preview.port))
        #expect(throws: ServerStartError.self) { try other.start() }
        do {
            try other.start()
        } catch {
            #expect(error.message == "cannot listen on 127.0.0.1:\(preview.port): Address already in use")
        }
        let bad = PreviewServer(configuration: PreviewConfiguration(path: "main.layout", directory: preview.directory.path),
                                server: HTTPServer.Configuration(host: "no such host", port: 0))
        #expect(throws: ServerStartError.self) { try bad.start() }
    }
}

/// The page draws text in the font it was measured with: the project's font file is served at
/// `/fonts/0` and named by the page's `@font-face`, and the picture names its family first.
struct PreviewFontTests {
    static let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/Fuzz/font-seeds/seed-kern0-cmap12.ttf"

    @Test func thePageServesTheFontTheTextIsMeasuredWith() throws {
        let preview = try TestPreview(files: [
            "main.layout": "text(\"AV\", size: 10)\n",
            ".layoutc.json": "{\"text\": {\"font\": \"\(Self.seed)\"}}",
        ])
        let page = try preview.get("/")
        #expect(page.body.contains(#"@font-face { font-family: "Seed"; src: url("/fonts/0") format("truetype"); "#
                                   + "font-weight: 400; font-style: normal; }"), "\(page.body.prefix(600))")
        let font = try preview.get("/fonts/0")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: Self.seed)[.size] as? Int)
        #expect(font.status == 200 && font.headers["content-type"] == "font/ttf")
        #expect(font.headers["content-length"] == String(size))
        #expect(try preview.get("/fonts/1").status == 404)
        #expect(try preview.get("/fonts/../main.layout").status == 404)
        let picture = try preview.get("/picture.svg")
        #expect(picture.body.contains("font-family=\"'Seed', -apple-system"), "\(picture.body.prefix(800))")
    }

    @Test func theModelHasNoFontToServe() throws {
        let preview = try TestPreview(files: ["main.layout": "text(\"AV\")\n", ".layoutc.json": #"{"text": {"font": "model"}}"#])
        #expect(!(try preview.get("/").body.contains("@font-face")))
        #expect(try preview.get("/fonts/0").status == 404)
    }
}
