import Foundation

/// One parsed HTTP/1.x request. Only what the preview's routes read is kept.
public struct HTTPRequest: Sendable, Equatable {
    /// The method, as sent (`GET`, `HEAD`, …).
    public var method: String
    /// The decoded path (`/picture.svg`), never empty, always starting with `/`.
    public var path: String
    /// The decoded query parameters, in the order sent.
    public var query: [(name: String, value: String)]
    /// Header fields with lowercased names; repeated fields joined with ", ".
    public var headers: [String: String]
    /// The HTTP minor version (0 or 1).
    public var minorVersion: Int

    public init(method: String, path: String, query: [(name: String, value: String)] = [],
                headers: [String: String] = [:], minorVersion: Int = 1) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.minorVersion = minorVersion
    }

    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.path == rhs.path && lhs.headers == rhs.headers
            && lhs.minorVersion == rhs.minorVersion
            && lhs.query.map(\.name) == rhs.query.map(\.name) && lhs.query.map(\.value) == rhs.query.map(\.value)
    }
}

/// Why a request was refused before it reached a route: the status to answer and a message.
public struct HTTPError: Error, Equatable, Sendable {
    public var status: HTTPStatus
    public var message: String
    public init(_ status: HTTPStatus, _ message: String) {
        self.status = status
        self.message = message
    }
}
