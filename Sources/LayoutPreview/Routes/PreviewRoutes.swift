import Foundation
import LayoutEmit
import LayoutEngine
import LayoutSema

/// The preview's routes — a fixed table, so the server can only ever answer with what it
/// builds, never with a file named by a request (no path traversal is possible):
///
/// | route | answer |
/// |---|---|
/// | `GET /` | the page (`PreviewPage`) |
/// | `GET /events` | Server-Sent Events: one `build` event per build, the first at once |
/// | `GET /status` | the latest build as JSON (the same object the events carry) |
/// | `GET /picture.svg?style=&modifiers=&w=&h=` | the last good build's picture |
/// | `GET /layout.json?w=&h=` | its frames, as `layoutc build --format json` |
/// | `GET /explain?node=N&w=&h=` | one element's negotiation (`layoutc explain --tag`) and source |
/// | `GET /fonts/N` | the Nth font file the text is drawn in (`PreviewFonts`): the page's `@font-face` |
struct PreviewRoutes: Sendable {
    let model: PreviewModel
    /// The Host header values accepted (a page on another site cannot reach a loopback server
    /// by rebinding its DNS name to 127.0.0.1); nil: any.
    let allowedHosts: Set<String>?

    func handle(_ request: HTTPRequest) -> HTTPReply {
        do {
            try checkHost(request)
            switch request.path {
            case "/": return .response(try page(request))
            case "/events": return try events(request)
            case "/status":
                _ = try QueryParameters(request.query, allowed: [])
                return .response(json(status(model.snapshot)))
            case "/picture.svg": return .response(try picture(request))
            case "/layout.json": return .response(try layoutJSON(request))
            case "/explain": return .response(try explain(request))
            case let path where path.hasPrefix("/fonts/"): return .response(try font(request))
            default:
                throw HTTPError(.notFound, "no such page '\(request.path.prefix(80))'; the preview serves /, "
                                + "/events, /status, /picture.svg, /layout.json, /explain and /fonts/N")
            }
        } catch let error as HTTPError {
            return .response(.error(error))
        } catch {
            return .response(.error(HTTPError(.internalServerError, "internal error: \(error)")))
        }
    }

    func checkHost(_ request: HTTPRequest) throws(HTTPError) {
        guard let allowedHosts, let host = request.headers["host"] else { return }
        // The name without its port: "localhost:8080" → "localhost", "[::1]:80" → "[::1]".
        var name = Substring(host.lowercased())
        if let colon = name.lastIndex(of: ":"), !name[colon...].contains("]"),
           name[name.index(after: colon)...].allSatisfy(\.isNumber) {
            name = name[..<colon]
        }
        guard allowedHosts.contains(String(name)) else {
            throw HTTPError(.badRequest, "unexpected Host '\(host.prefix(60))'; open the address layoutc printed")
        }
    }

    func page(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: ["style", "modifiers", "w", "h"])
        return HTTPResponse(contentType: "text/html; charset=utf-8",
                            text: PreviewPage.html(fileName: model.configuration.path,
                                                   style: model.configuration.style, fonts: fonts()))
    }

    /// The fonts the current picture is drawn in (the last good build's, else the latest's).
    func fonts() -> PreviewFonts {
        let snapshot = model.snapshot
        return PreviewFonts((snapshot.good ?? snapshot.latest).textModel)
    }

    /// `/fonts/N`: the file itself, read now, from the server's own list (never a path the
    /// request names).
    func font(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        let fonts = fonts()
        let number = request.path.dropFirst("/fonts/".count)
        guard let index = Int(number), String(index) == number, fonts.files.indices.contains(index) else {
            throw HTTPError(.notFound, "no font '\(number.prefix(20))': the page draws in \(fonts.files.count) "
                                + "font file\(fonts.files.count == 1 ? "" : "s"), /fonts/0 on")
        }
        let file = fonts.files[index]
        guard let bytes = FileManager.default.contents(atPath: file.path) else {
            throw HTTPError(.notFound, "the font file '\(file.path)' can no longer be read")
        }
        return HTTPResponse(contentType: file.contentType, body: [UInt8](bytes))
    }

    func events(_ request: HTTPRequest) throws(HTTPError) -> HTTPReply {
        _ = try QueryParameters(request.query, allowed: [])
        let model = self.model
        let routes = self
        return .eventStream(EventStream { lastID, wait in
            guard let build = model.build(after: lastID, timeout: wait) else { return nil }
            let status = routes.status((build, model.snapshot.good)).replacingOccurrences(of: "\n", with: " ")
            return EventStream.Event(id: build.generation, name: "build", data: status)
        })
    }

    func picture(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        let query = try QueryParameters(request.query, allowed: ["style", "modifiers", "w", "h"])
        let build = try goodBuild()
        let input = try build.layouts(query.proposals(defaults: defaultProposals(build)))
        let options = SVGOptions(style: query.style ?? model.configuration.style, showModifiers: query.showModifiers)
        return HTTPResponse(contentType: "image/svg+xml; charset=utf-8", text: SVGEmitter.emit(input, options: options),
                            extraHeaders: [("X-Layoutc-Generation", String(build.generation))])
    }

    func layoutJSON(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        let query = try QueryParameters(request.query, allowed: ["w", "h"])
        let build = try goodBuild()
        return json(JSONEmitter.emit(try build.layouts(query.proposals(defaults: defaultProposals(build)))))
    }

    func explain(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        let query = try QueryParameters(request.query, allowed: ["node", "w", "h"])
        guard let index = query.node else {
            throw HTTPError(.badRequest, "expected a node parameter, e.g. /explain?node=3")
        }
        let build = try goodBuild()
        guard let program = build.program, index < program.tree.count else {
            throw HTTPError(.notFound, "no element number \(index) in the current build")
        }
        let node = LayoutNodeID(index)
        let input = try build.layouts(query.proposals(defaults: defaultProposals(build)), trace: true)
        let metadata = program.tree[node].metadata
        var fields = ["\"node\": \(index)", "\"kind\": \(JSONText.quote(metadata.name))",
                      "\"tag\": \(metadata.tag.map(JSONText.quote) ?? "null")"]
        if let source = build.source(of: node) {
            fields.append("\"source\": {\"file\": \(JSONText.quote(source.file)), \"line\": \(source.line), "
                          + "\"column\": \(source.column), \"text\": \(JSONText.quote(source.text))}")
        } else {
            fields.append("\"source\": null")
        }
        fields.append("\"calledFrom\": [" + build.calls(of: node).map(JSONText.quote).joined(separator: ", ") + "]")
        fields.append("\"trace\": \(JSONText.quote(TraceEmitter.emit(input, focus: node)))")
        return json("{" + fields.joined(separator: ", ") + "}\n")
    }

    func goodBuild() throws(HTTPError) -> PreviewBuild {
        guard let good = model.snapshot.good else {
            throw HTTPError(.serviceUnavailable, "the file has not built yet; fix its errors and the picture appears")
        }
        return good
    }

    func defaultProposals(_ build: PreviewBuild) -> [ProposedViewSize] {
        ProposalPolicy.layout(declared: build.program?.declaredProposal, given: model.configuration.proposals)
    }

    func json(_ text: String) -> HTTPResponse {
        HTTPResponse(contentType: "application/json; charset=utf-8", text: text)
    }

    /// The latest build as JSON: generation, success, counts, diagnostics text, the generation
    /// of the picture on show and the files watched.
    func status(_ snapshot: (latest: PreviewBuild, good: PreviewBuild?)) -> String {
        let build = snapshot.latest
        let proposals = defaultProposals(snapshot.good ?? build).map { JSONText.quote($0.description) }
            .joined(separator: ", ")
        let files = build.watcher.paths.map(JSONText.quote).joined(separator: ", ")
        return """
        {"generation": \(build.generation), "ok": \(build.program != nil), "errors": \(build.errorCount), \
        "warnings": \(build.warningCount), \
        "diagnostics": \(JSONText.quote(build.diagnosticsText)), \
        "picture": \(snapshot.good.map { String($0.generation) } ?? "null"), \
        "file": \(JSONText.quote(build.fileName)), "proposals": [\(proposals)], "watching": [\(files)]}

        """
    }
}
