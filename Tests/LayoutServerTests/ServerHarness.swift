import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LayoutJSON
@testable import LayoutServer

/// A client speaking JSON-RPC to a server over pipes: the server runs its real stdio loop on a
/// thread (or is the `layoutc lsp` process), the test writes framed bytes and reads the framed
/// replies.
final class ServerHarness: @unchecked Sendable {
    let toServer: Pipe
    let fromServer: Pipe
    private let condition = NSCondition()
    private var received: [JSONValue] = []
    private var framingProblems: [String] = []
    private(set) var exitCode: Int32?
    private var readerDone = false
    var nextID = 1
    var process: Process?

    /// A server in this process.
    init(maxContentLength: Int = 64 << 20) {
        toServer = Pipe()
        fromServer = Pipe()
        let input = toServer.fileHandleForReading.fileDescriptor
        let output = fromServer.fileHandleForWriting.fileDescriptor
        let thread = Thread { [self] in
            let code = LanguageServer.run(input: input, output: output, serverVersion: "test", maxContentLength: maxContentLength)
            condition.lock()
            exitCode = code
            condition.broadcast()
            condition.unlock()
            // The server's ends close when it is done, as a process's would.
            try? fromServer.fileHandleForWriting.close()
        }
        thread.stackSize = 8 << 20
        thread.start()
        startReading()
    }

    /// A `layoutc lsp` process.
    init(executable: String, arguments: [String]) throws {
        toServer = Pipe()
        fromServer = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { [unowned self] process in
            condition.lock()
            exitCode = process.terminationStatus
            condition.broadcast()
            condition.unlock()
        }
        try process.run()
        self.process = process
        startReading()
    }

    private func startReading() {
        let handle = fromServer.fileHandleForReading
        let thread = Thread { [self] in
            var framer = MessageFramer()
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                for event in framer.append([UInt8](data)) {
                    condition.lock()
                    switch event {
                    case let .message(body):
                        if let value = try? JSONParser.parse(body) { received.append(value) } else { framingProblems.append("bad JSON from the server") }
                    case let .badHeader(problem): framingProblems.append(problem)
                    case .tooLarge: framingProblems.append("too large")
                    }
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            readerDone = true
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    func writeRaw(_ bytes: [UInt8]) {
        try? toServer.fileHandleForWriting.write(contentsOf: Data(bytes))
    }

    func send(_ message: JSONValue) {
        writeRaw(MessageFramer.frame(Array(message.serialized().utf8)))
    }

    func closeInput() {
        try? toServer.fileHandleForWriting.close()
    }

    /// Sends a request; returns its id.
    @discardableResult
    func request(_ method: String, _ params: JSONValue = [:]) -> Int {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return id
    }

    func notify(_ method: String, _ params: JSONValue = [:]) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Waits for (and removes) the first message matching `predicate`.
    func wait(timeout: TimeInterval = 30, _ predicate: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: predicate) { return received.remove(at: index) }
            if readerDone || !condition.wait(until: deadline) {
                if let index = received.firstIndex(where: predicate) { return received.remove(at: index) }
                return nil
            }
        }
    }

    /// The response to request `id`.
    func response(_ id: Int, timeout: TimeInterval = 30) -> JSONValue? {
        wait(timeout: timeout) { $0["id"]?.intValue == id && $0["method"] == nil }
    }

    /// Sends a request and returns its result (`nil` on an error or no answer).
    func call(_ method: String, _ params: JSONValue = [:]) -> JSONValue? {
        response(request(method, params))?["result"]
    }

    func notification(_ method: String, timeout: TimeInterval = 30, where predicate: (JSONValue) -> Bool = { _ in true }) -> JSONValue? {
        wait(timeout: timeout) { $0["method"]?.stringValue == method && $0["id"] == nil && predicate($0) }
    }

    /// The response with a null id (an error about a message that had no usable id).
    func anonymousError(timeout: TimeInterval = 30) -> JSONValue? {
        wait(timeout: timeout) { $0["id"]?.isNull == true && $0["error"] != nil }
    }

    func waitForExit(timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while exitCode == nil {
            if !condition.wait(until: deadline) { break }
        }
        return exitCode
    }

    /// `initialize` + `initialized` with the given capabilities; returns the result.
    @discardableResult
    func initialize(capabilities: JSONValue = [:], options: JSONValue = ["diagnosticsDelay": 0], rootPath: String? = nil) -> JSONValue? {
        var params: [String: JSONValue] = ["processId": .null, "capabilities": capabilities, "initializationOptions": options]
        if let rootPath { params["rootUri"] = .string(DocumentURI.uri(of: rootPath)) }
        let result = call("initialize", .object(params))
        notify("initialized")
        return result
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "layout", "version": .int(version), "text": .string(text)]])
    }

    /// The next diagnostics published for `uri` (optionally for a version).
    func diagnostics(_ uri: String, version: Int? = nil) -> [JSONValue]? {
        notification("textDocument/publishDiagnostics") { message in
            message["params"]?["uri"]?.stringValue == uri && (version == nil || message["params"]?["version"]?.intValue == version)
        }?["params"]?["diagnostics"]?.arrayValue
    }

    func shutdown() -> Int32? {
        _ = call("shutdown")
        notify("exit")
        return waitForExit()
    }
}

/// `{"line": l, "character": c}`.
func position(_ line: Int, _ character: Int) -> JSONValue { ["line": .int(line), "character": .int(character)] }

/// Text document position parameters.
func at(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
    ["textDocument": ["uri": .string(uri)], "position": position(line, character)]
}

/// A scratch directory for files the server reads from disk.
func temporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "layoutc-server-tests-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return URL(fileURLWithPath: path).standardizedFileURL.path
}
