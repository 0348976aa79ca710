import LayoutJSON

/// A request's id: a number or a string, echoed in the response.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    init?(_ value: JSONValue) {
        if let number = value.intValue { self = .number(number) }
        else if let text = value.stringValue { self = .string(text) }
        else { return nil }
    }

    public var json: JSONValue {
        switch self {
        case let .number(number): return .int(number)
        case let .string(text): return .string(text)
        }
    }

    public var description: String { json.serialized() }
}

/// The error codes of JSON-RPC and LSP 3.17.
public enum ErrorCode {
    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestFailed = -32803
    public static let requestCancelled = -32800
    public static let contentModified = -32801
}

/// An error answered to a request.
public struct ResponseError: Error, Hashable, Sendable {
    public var code: Int
    public var message: String

    public init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }

    static func invalidParams(_ message: String) -> ResponseError { ResponseError(ErrorCode.invalidParams, message) }
    static func requestFailed(_ message: String) -> ResponseError { ResponseError(ErrorCode.requestFailed, message) }

    var json: JSONValue { ["code": .int(code), "message": .string(message)] }
}

/// A message from the client, classified.
enum IncomingMessage {
    case request(id: RequestID, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    /// An answer to a request the server sent (`workspace/configuration`).
    case response(id: RequestID, result: JSONValue?)

    /// Reads a JSON-RPC 2.0 message; what is not one is an invalid request (with its id when
    /// it has a usable one).
    static func classify(_ value: JSONValue) -> Result<IncomingMessage, InvalidMessage> {
        if value.arrayValue != nil {
            return .failure(InvalidMessage(
                id: nil, message: "batches of messages are not supported by the language server protocol"))
        }
        guard let object = value.objectValue else {
            return .failure(InvalidMessage(
                id: nil, message: "expected a JSON-RPC message (an object), found \(value.kindDescription)"))
        }
        let id = object["id"].flatMap(RequestID.init)
        guard object["jsonrpc"]?.stringValue == "2.0" else {
            return .failure(InvalidMessage(id: id, message: "expected \"jsonrpc\": \"2.0\""))
        }
        let params = object["params"] ?? .null
        if let method = object["method"] {
            guard let name = method.stringValue else {
                return .failure(InvalidMessage(
                    id: id, message: "expected a string for \"method\", found \(method.kindDescription)"))
            }
            if !params.isNull, params.objectValue == nil, params.arrayValue == nil {
                return .failure(InvalidMessage(id: id, message: "expected an object or an array for \"params\", "
                                                   + "found \(params.kindDescription)"))
            }
            guard let rawID = object["id"] else { return .success(.notification(method: name, params: params)) }
            guard let id = RequestID(rawID) else {
                return .failure(InvalidMessage(id: nil, message: "expected a number or a string for \"id\", "
                                                   + "found \(rawID.kindDescription)"))
            }
            return .success(.request(id: id, method: name, params: params))
        }
        if let id, object["result"] != nil || object["error"] != nil {
            return .success(.response(id: id, result: object["result"]))
        }
        return .failure(InvalidMessage(id: id, message: "expected a \"method\""))
    }
}

/// A message that is valid JSON but not a valid JSON-RPC message.
struct InvalidMessage: Error {
    var id: RequestID?
    var message: String
}

/// Reading parameters: each accessor throws the invalid-params error that names what is missing.
extension JSONValue {
    func required(_ key: String) throws(ResponseError) -> JSONValue {
        guard let value = self[key], !value.isNull else { throw .invalidParams("missing \"\(key)\" in the parameters") }
        return value
    }

    func string(_ key: String) throws(ResponseError) -> String {
        let value = try required(key)
        guard let text = value.stringValue else {
            throw .invalidParams("expected a string for \"\(key)\", found \(value.kindDescription)")
        }
        return text
    }

    func int(_ key: String) throws(ResponseError) -> Int {
        let value = try required(key)
        guard let number = value.intValue else {
            throw .invalidParams("expected an integer for \"\(key)\", found \(value.kindDescription)")
        }
        return number
    }

    func object(_ key: String) throws(ResponseError) -> JSONValue {
        let value = try required(key)
        guard value.objectValue != nil else {
            throw .invalidParams("expected an object for \"\(key)\", found \(value.kindDescription)")
        }
        return value
    }
}
