/// The status codes the preview server answers with.
public enum HTTPStatus: Int, Sendable {
    case ok = 200
    case badRequest = 400
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case payloadTooLarge = 413
    case uriTooLong = 414
    case headersTooLarge = 431
    case internalServerError = 500
    case notImplemented = 501
    case serviceUnavailable = 503
    case versionNotSupported = 505

    /// The reason phrase.
    public var reason: String {
        switch self {
        case .ok: return "OK"
        case .badRequest: return "Bad Request"
        case .notFound: return "Not Found"
        case .methodNotAllowed: return "Method Not Allowed"
        case .requestTimeout: return "Request Timeout"
        case .payloadTooLarge: return "Payload Too Large"
        case .uriTooLong: return "URI Too Long"
        case .headersTooLarge: return "Request Header Fields Too Large"
        case .internalServerError: return "Internal Server Error"
        case .notImplemented: return "Not Implemented"
        case .serviceUnavailable: return "Service Unavailable"
        case .versionNotSupported: return "HTTP Version Not Supported"
        }
    }
}
