import Foundation
import LayoutDiagnostics
import LayoutJSON

/// A complete response: status, content type and body. Every response closes its connection
/// (`Connection: close`) and is never cached (the picture changes as the file does).
public struct HTTPResponse: Sendable {
    public var status: HTTPStatus
    public var contentType: String
    public var body: [UInt8]
    /// Extra header fields (`Allow` on a 405).
    public var extraHeaders: [(String, String)]

    public init(status: HTTPStatus = .ok, contentType: String, body: [UInt8], extraHeaders: [(String, String)] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.extraHeaders = extraHeaders
    }

    /// A UTF-8 text body.
    public init(status: HTTPStatus = .ok, contentType: String, text: String, extraHeaders: [(String, String)] = []) {
        self.init(status: status, contentType: contentType, body: Array(text.utf8), extraHeaders: extraHeaders)
    }

    /// An error as a small JSON object `{"error": {"status": 404, "message": "…"}}`.
    public static func error(_ error: HTTPError) -> HTTPResponse {
        let json = "{\"error\": {\"status\": \(error.status.rawValue), "
            + "\"message\": \(JSONText.quote(error.message))}}\n"
        let extra: [(String, String)] = error.status == .methodNotAllowed ? [("Allow", "GET, HEAD")] : []
        return HTTPResponse(status: error.status, contentType: "application/json; charset=utf-8", text: json,
                            extraHeaders: extra)
    }

    /// The bytes on the wire; `includeBody` is false for HEAD.
    public func serialized(includeBody: Bool = true) -> [UInt8] {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        head += "Cache-Control: no-store\r\n"
        head += "X-Content-Type-Options: nosniff\r\n"
        for (name, value) in extraHeaders { head += "\(name): \(value)\r\n" }
        head += "Connection: close\r\n\r\n"
        return Array(head.utf8) + (includeBody ? body : [])
    }
}

/// JSON string quoting for the server's small documents (safe inside the page's scripts).
enum JSONText {
    static func quote(_ text: String) -> String { JSONString.quote(text, forHTML: true) }
}
