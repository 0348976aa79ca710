import Foundation
import LayoutAnalysis
import LayoutDiagnostics
import LayoutEngine
import LayoutJSON
#if canImport(Glibc)
import Glibc
#endif

/// Objects to be let go of on another thread: the box holds the last references the server
/// had to them (nothing else reads them), so their deinitializers run there, alone.
private final class ReleaseBox: @unchecked Sendable {
    var objects: [AnyObject] = []
    private static let queue = DispatchQueue(label: "layoutc.release", qos: .utility)

    func releaseElsewhere() {
        guard !objects.isEmpty else { return }
        Self.queue.async { self.objects.removeAll() }
    }
}

/// The language server: lifecycle, documents, diagnostics and the dispatch of requests to
/// handlers (each a function of a document snapshot and the parameters, in `Handlers/`).
///
/// Messages are handled one at a time, in order, on the loop's thread; diagnostics are computed
/// once the changes of a document stop arriving for `diagnosticsDelay` (changes already queued
/// are applied first), for the document's latest version only, and published with that version.
public final class LanguageServer {
    enum Lifecycle { case uninitialized, running, shuttingDown }

    var lifecycle = Lifecycle.uninitialized
    var encoding = PositionEncoding.utf16
    var capabilities = ClientCapabilities()
    var settings = ServerSettings()
    let workspace: Workspace
    var documents: [String: TextDocument] = [:]
    var analyses: [String: DocumentAnalysis] = [:]
    /// The latest analysis of each document, even of an older version (for imported names).
    var lastAnalyses: [String: DocumentAnalysis] = [:]
    var syntaxSnapshots: [String: (version: Int, snapshot: SyntaxSnapshot)] = [:]
    /// The last analysis of each document that laid out, with the edits since (hover and inlay
    /// hints answer from it while the current text has errors).
    var staleLayouts: [String: StaleLayout] = [:]
    var pendingDiagnostics: [String: Date] = [:]
    /// The version last published per document (a result is never older than it).
    var publishedVersions: [String: Int] = [:]
    var cancelled: Set<RequestID> = []
    var nextOutgoingID = 1
    var configurationRequests: Set<RequestID> = []
    /// Set by `exit`: 0 after `shutdown`, else 1.
    public private(set) var exitCode: Int32?
    var clientProcessID: Int32?
    let serverVersion: String
    let output: (JSONValue) -> Void
    /// The layouts registered in Swift that documents may use by name.
    let registry: LayoutRegistry

    /// A server writing its messages through `send`.
    public init(serverVersion: String, registry: LayoutRegistry = LayoutRegistry(),
                readDisk: ((String) -> [UInt8]?)? = nil, send: @escaping (JSONValue) -> Void) {
        self.serverVersion = serverVersion
        self.registry = registry
        self.output = send
        self.workspace = readDisk.map { Workspace(readDisk: $0) } ?? Workspace()
    }

    // MARK: - Sending

    func send(_ message: JSONValue) { output(message) }

    func respond(_ id: RequestID?, result: JSONValue) {
        send(["jsonrpc": "2.0", "id": id?.json ?? .null, "result": result])
    }

    func respond(_ id: RequestID?, error: ResponseError) {
        send(["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json])
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    func request(_ method: String, _ params: JSONValue) -> RequestID {
        let id = RequestID.string("layoutc-\(nextOutgoingID)")
        nextOutgoingID += 1
        send(["jsonrpc": "2.0", "id": id.json, "method": .string(method), "params": params])
        return id
    }

    func log(_ message: String, type: Int = 3) {
        notify("window/logMessage", ["type": .int(type), "message": .string(message)])
    }

    // MARK: - Receiving

    /// Handles one message body. `pending` returns the messages already received but not yet
    /// handled (to honour a `$/cancelRequest` that arrived with its request).
    public func receive(_ body: [UInt8], pending: () -> [[UInt8]] = { [] }) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(body)
        } catch {
            respond(nil, error: ResponseError(ErrorCode.parseError,
                                              "malformed JSON at byte \(error.offset): \(error.message)"))
            return
        }
        switch IncomingMessage.classify(value) {
        case let .failure(invalid):
            respond(invalid.id, error: ResponseError(ErrorCode.invalidRequest, invalid.message))
        case let .success(.notification(method, params)):
            handleNotification(method, params)
        case let .success(.request(id, method, params)):
            handleRequest(id, method, params, pending: pending)
        case let .success(.response(id, result)):
            handleResponse(id, result)
        }
    }

    /// A framing problem reported by the transport.
    public func receiveFramingError(_ message: String) {
        respond(nil, error: ResponseError(ErrorCode.parseError, message))
    }

    func handleRequest(_ id: RequestID, _ method: String, _ params: JSONValue, pending: () -> [[UInt8]]) {
        switch lifecycle {
        case .uninitialized where method != "initialize":
            respond(id, error: ResponseError(ErrorCode.serverNotInitialized,
                                             "the server is not initialized: send 'initialize' first"))
            return
        case .running where method == "initialize", .shuttingDown where method == "initialize":
            respond(id, error: ResponseError(ErrorCode.invalidRequest, "'initialize' was already sent"))
            return
        case .shuttingDown:
            respond(id, error: ResponseError(ErrorCode.invalidRequest,
                                             "the server is shutting down: only 'exit' is accepted"))
            return
        default:
            break
        }
        if isCancelled(id, pending: pending) {
            respond(id, error: ResponseError(ErrorCode.requestCancelled, "the request was cancelled"))
            return
        }
        do throws(ResponseError) {
            let result: JSONValue
            switch method {
            case "initialize": result = try initialize(params)
            case "shutdown":
                lifecycle = .shuttingDown
                result = .null
            default:
                guard let handler = Self.documentHandlers[method] else {
                    throw ResponseError(ErrorCode.methodNotFound, "unknown method '\(method)'")
                }
                let context = try context(for: params)
                result = SourceFile.isSwift(context.document.path)
                    ? try SwiftDocumentHandler.handle(method, context, params)
                    : try handler(context, params)
            }
            respond(id, result: result)
        } catch {
            respond(id, error: error)
        }
    }

    func isCancelled(_ id: RequestID, pending: () -> [[UInt8]]) -> Bool {
        if cancelled.remove(id) != nil { return true }
        let marker = Array("$/cancelRequest".utf8)
        for body in pending() where body.count < 4_096 && Self.contains(body, marker) {
            guard let message = try? JSONParser.parse(body), message["method"]?.stringValue == "$/cancelRequest",
                  let cancelledID = message["params"]?["id"].flatMap(RequestID.init) else { continue }
            if cancelledID == id { return true }
        }
        return false
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }

    func handleNotification(_ method: String, _ params: JSONValue) {
        if method == "exit" {
            exitCode = lifecycle == .shuttingDown ? 0 : 1
            return
        }
        // Before initialize, notifications are dropped (the protocol says so).
        guard lifecycle == .running else { return }
        do throws(ResponseError) {
            switch method {
            case "initialized": initialized()
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didClose": try didClose(params)
            case "textDocument/didSave": _ = try params.object("textDocument")
            case "workspace/didChangeWatchedFiles": try didChangeWatchedFiles(params)
            case "workspace/didChangeConfiguration": didChangeConfiguration(params)
            case "$/cancelRequest":
                if let id = params["id"].flatMap(RequestID.init) { cancelled.insert(id) }
            default:
                break  // unknown notifications are ignored, as the protocol asks
            }
        } catch {
            log("\(method): \(error.message)", type: 1)
        }
    }

    func handleResponse(_ id: RequestID, _ result: JSONValue?) {
        guard configurationRequests.remove(id) != nil else { return }
        if let first = result?.arrayValue?.first, first.objectValue != nil { applySettings(first) }
    }

    // MARK: - Lifecycle

    func initialize(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard params.objectValue != nil else { throw .invalidParams("expected an object of initialize parameters") }
        capabilities = ClientCapabilities(params["capabilities"] ?? .null)
        // UTF-8 when the client offers it (no conversion), else the protocol's default UTF-16.
        encoding = capabilities.encodings.contains("utf-8") ? .utf8 : .utf16
        if let pid = params["processId"]?.intValue, pid > 0, pid < Int(Int32.max) { clientProcessID = Int32(pid) }
        var roots: [String] = []
        for folder in params["workspaceFolders"]?.arrayValue ?? [] {
            if let uri = folder["uri"]?.stringValue, uri.hasPrefix("file:") { roots.append(DocumentURI.path(of: uri)) }
        }
        if roots.isEmpty, let uri = params["rootUri"]?.stringValue, uri.hasPrefix("file:") {
            roots.append(DocumentURI.path(of: uri))
        }
        workspace.roots = roots
        if let options = params["initializationOptions"], options.objectValue != nil {
            applySettings(options, republish: false)
        }
        lifecycle = .running
        return ["capabilities": Self.serverCapabilities(encoding: encoding),
                "serverInfo": ["name": "layoutc", "version": .string(serverVersion)]]
    }

    func initialized() {
        if capabilities.watchedFilesRegistration {
            _ = request("client/registerCapability", ["registrations": [[
                "id": "layoutc-watched-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": [["globPattern": "**/*.layout"], ["globPattern": "**/*.swift"],
                                                   ["globPattern": "**/.layoutc.json"]]],
            ]]])
        }
        requestConfiguration()
    }

    func requestConfiguration() {
        guard capabilities.configuration else { return }
        configurationRequests.insert(request("workspace/configuration", ["items": [["section": "layoutc"]]]))
    }

    func didChangeConfiguration(_ params: JSONValue) {
        if let section = params["settings"]?["layoutc"], section.objectValue != nil { applySettings(section) }
        requestConfiguration()
    }

    func applySettings(_ value: JSONValue, republish: Bool = true) {
        let before = settings
        for problem in settings.update(from: value) { log(problem, type: 2) }
        guard republish, settings != before else { return }
        analyses.removeAll()
        for uri in documents.keys { schedule(uri, delay: 0) }
    }

    // MARK: - Documents

    func didOpen(_ params: JSONValue) throws(ResponseError) {
        let item = try params.object("textDocument")
        let document = TextDocument(uri: try item.string("uri"),
                                    languageID: item["languageId"]?.stringValue ?? "layout",
                                    version: try item.int("version"), text: try item.string("text"))
        store(document)
    }

    func didChange(_ params: JSONValue) throws(ResponseError) {
        let identifier = try params.object("textDocument")
        let uri = try identifier.string("uri")
        guard var document = documents[uri] else { throw .invalidParams("'\(uri)' is not open") }
        guard let changes = params["contentChanges"]?.arrayValue else {
            throw .invalidParams("missing \"contentChanges\"")
        }
        // The version is an integer (absent: one more than the last, for lenient clients).
        let version = identifier["version"].map { $0.isNull } == false
            ? try identifier.int("version") : document.version + 1
        let edits = try document.apply(changes, encoding: encoding)
        document.version = version
        if var stale = staleLayouts[uri] {
            staleLayouts[uri] = stale.record(edits) ? stale : nil
        }
        store(document)
    }

    func didClose(_ params: JSONValue) throws(ResponseError) {
        let uri = try params.object("textDocument").string("uri")
        guard let document = documents.removeValue(forKey: uri) else { return }
        workspace.open[DocumentURI.canonical(document.path)] = nil
        analyses[uri] = nil
        lastAnalyses[uri] = nil
        staleLayouts[uri] = nil
        syntaxSnapshots[uri] = nil
        pendingDiagnostics[uri] = nil
        publishedVersions[uri] = nil
        notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        scheduleDependants(of: document.path)
    }

    func store(_ document: TextDocument) {
        documents[document.uri] = document
        workspace.open[DocumentURI.canonical(document.path)] = document
        analyses[document.uri] = nil
        schedule(document.uri, delay: settings.diagnosticsDelay)
        scheduleDependants(of: document.path)
    }

    func didChangeWatchedFiles(_ params: JSONValue) throws(ResponseError) {
        guard let changes = params["changes"]?.arrayValue else { throw .invalidParams("missing \"changes\"") }
        for change in changes {
            guard let uri = change["uri"]?.stringValue else { continue }
            let path = DocumentURI.canonical(DocumentURI.path(of: uri))
            workspace.diskGenerations[path, default: 0] += 1
            if path.hasSuffix("/.layoutc.json") {
                // A configuration change can change every document's formatting, not diagnostics.
                continue
            }
            scheduleDependants(of: path)
        }
    }

    /// Re-checks the open documents that read `path` (an import changed).
    func scheduleDependants(of path: String) {
        let canonical = DocumentURI.canonical(path)
        for (uri, document) in documents where DocumentURI.canonical(document.path) != canonical {
            if let analysis = analyses[uri], analysis.dependencies[canonical] == nil { continue }
            if analyses[uri] == nil, pendingDiagnostics[uri] != nil { continue }
            analyses[uri] = nil
            schedule(uri, delay: settings.diagnosticsDelay)
        }
    }

    func schedule(_ uri: String, delay: Double) {
        pendingDiagnostics[uri] = Date().addingTimeInterval(delay)
    }

    /// The analysis of the current version of `uri` (made now if needed).
    func analysis(for uri: String) -> DocumentAnalysis? {
        guard let document = documents[uri] else { return nil }
        if let cached = analyses[uri], cached.version == document.version,
           cached.dependencies.allSatisfy({ workspace.stamp(of: $0.key) == $0.value }) {
            return cached
        }
        let analysis = DocumentAnalysis(document, workspace: workspace, settings: settings, registry: registry,
                                        previous: staleLayouts[uri]?.analysis)
        // The analyses this one replaces are freed on another thread: freeing a big document's
        // trees and tables is a few milliseconds the next keystroke need not wait for.
        let replaced = ReleaseBox()
        if let old = lastAnalyses[uri] { replaced.objects.append(old) }
        analyses[uri] = analysis
        lastAnalyses[uri] = analysis
        if analysis.result.program != nil {
            if let old = staleLayouts[uri]?.analysis { replaced.objects.append(old) }
            staleLayouts[uri] = StaleLayout(analysis: analysis)
        }
        replaced.releaseElsewhere()
        return analysis
    }

    /// The parse of the current version of `uri`, with the names its imports had last time.
    func syntaxSnapshot(for document: TextDocument) -> SyntaxSnapshot {
        if let cached = syntaxSnapshots[document.uri], cached.version == document.version { return cached.snapshot }
        let imported = (analyses[document.uri] ?? lastAnalyses[document.uri]).map(SyntaxSnapshot.importedGlobals) ?? []
        let snapshot = SyntaxSnapshot(path: document.path, bytes: document.bytes, imported: imported)
        syntaxSnapshots[document.uri] = (document.version, snapshot)
        return snapshot
    }

    /// How long the client must have been quiet before `warmUp` runs: a typist's next keystroke
    /// comes sooner, and must not wait for work done for a hover that may never come.
    public static let idleDelay: TimeInterval = 0.3

    /// Work done while the client is quiet: the layout, names and element index of each analysed
    /// document, so that the first hover after a change does not wait for them.
    public func warmUp() {
        for analysis in analyses.values {
            _ = analysis.layout
            _ = analysis.symbols
            _ = analysis.elements
        }
    }

    // MARK: - Diagnostics

    /// When the next diagnostics are due.
    public var nextDeadline: Date? { pendingDiagnostics.values.min() }

    /// Publishes the diagnostics due by `now`.
    public func publishDue(now: Date = Date()) {
        for (uri, deadline) in pendingDiagnostics where deadline <= now {
            pendingDiagnostics[uri] = nil
            publishDiagnostics(uri)
        }
    }

    func publishDiagnostics(_ uri: String) {
        guard let document = documents[uri], let analysis = analysis(for: uri) else { return }
        // Never replace newer results with older ones.
        guard analysis.version == document.version,
              analysis.version >= publishedVersions[uri] ?? Int.min else { return }
        publishedVersions[uri] = analysis.version
        let converter = RangeConverter(sources: analysis.sources, encoding: encoding,
                                       document: (analysis.file.id, document.lineIndex))
        let diagnostics = Analyzer.analyze(analysis).map {
            DiagnosticConversion.json($0, analysis: analysis, converter: converter,
                                      relatedInformation: capabilities.relatedInformation)
        }
        notify("textDocument/publishDiagnostics",
               ["uri": .string(uri), "version": .int(analysis.version), "diagnostics": .array(diagnostics)])
    }

    // MARK: - Requests on documents

    func context(for params: JSONValue) throws(ResponseError) -> RequestContext {
        let uri = try params.object("textDocument").string("uri")
        guard let document = documents[uri] else { throw .invalidParams("'\(uri)' is not open") }
        return RequestContext(document: document, analysisProvider: { [unowned self] in
            self.analysis(for: uri)
                ?? DocumentAnalysis(document, workspace: self.workspace, settings: self.settings, registry: self.registry)
        }, syntaxProvider: { [unowned self] in self.syntaxSnapshot(for: document) },
        staleLayoutProvider: { [unowned self] in self.staleLayouts[uri] },
        encoding: encoding, settings: settings, capabilities: capabilities, workspace: workspace, registry: registry)
    }

    typealias Handler = @Sendable (RequestContext, JSONValue) throws(ResponseError) -> JSONValue

    /// One handler per method; each reads the document snapshot and the parameters only.
    static let documentHandlers: [String: Handler] = [
        "textDocument/hover": HoverHandler.hover,
        "textDocument/completion": CompletionHandler.completion,
        "textDocument/signatureHelp": SignatureHelpHandler.signatureHelp,
        "textDocument/formatting": FormattingHandler.formatting,
        "textDocument/rangeFormatting": FormattingHandler.rangeFormatting,
        "textDocument/documentSymbol": DocumentSymbolHandler.documentSymbol,
        "textDocument/definition": NavigationHandler.definition,
        "textDocument/references": NavigationHandler.references,
        "textDocument/prepareRename": NavigationHandler.prepareRename,
        "textDocument/rename": NavigationHandler.rename,
        "textDocument/codeAction": CodeActionHandler.codeAction,
        "textDocument/inlayHint": InlayHintHandler.inlayHint,
        "textDocument/semanticTokens/full": SemanticTokensHandler.full,
        "textDocument/foldingRange": StructureHandler.foldingRange,
        "textDocument/selectionRange": StructureHandler.selectionRange,
    ]

    static func serverCapabilities(encoding: PositionEncoding) -> JSONValue {
        [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "hoverProvider": true,
            "completionProvider": ["triggerCharacters": [".", "(", ",", "#", "\"", "/", "<", " "],
                                   "resolveProvider": false],
            "signatureHelpProvider": ["triggerCharacters": ["(", ","], "retriggerCharacters": [":"]],
            "documentFormattingProvider": true,
            "documentRangeFormattingProvider": true,
            "documentSymbolProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            "renameProvider": ["prepareProvider": true],
            "codeActionProvider": ["codeActionKinds": ["quickfix", "refactor.extract"]],
            "inlayHintProvider": true,
            "semanticTokensProvider": ["legend": SemanticTokensHandler.legend, "full": true, "range": false],
            "foldingRangeProvider": true,
            "selectionRangeProvider": true,
        ]
    }

    // MARK: - Running over standard input and output

    /// Serves over `input` and `output` until `exit` or the end of the input; returns the exit
    /// code (0 after `shutdown` then `exit`, 1 otherwise, as the protocol says).
    public static func run(input: Int32 = 0, output: Int32 = 1, serverVersion: String,
                           registry: LayoutRegistry = LayoutRegistry(), maxContentLength: Int = 64 << 20) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let transport = StdioTransport(input: input, output: output, maxContentLength: maxContentLength)
        let server = LanguageServer(serverVersion: serverVersion, registry: registry) { message in
            transport.send(message.serializedBytes())
        }
        transport.start()
        defer { transport.stop() }
        var lastParentCheck = Date()
        // When the warm-up is due: the client quiet for `idleDelay` after its last message.
        var warmUpDue: Date?
        while server.exitCode == nil {
            if transport.isBroken { return 1 }
            var deadline = server.nextDeadline
            if server.clientProcessID != nil {
                let check = lastParentCheck.addingTimeInterval(3)
                deadline = min(deadline ?? check, check)
            }
            if let warmUpDue { deadline = min(deadline ?? warmUpDue, warmUpDue) }
            if let event = transport.queue.pop(until: deadline) {
                warmUpDue = Date().addingTimeInterval(idleDelay)
                switch event {
                case let .message(body):
                    server.receive(body) {
                        transport.queue.pending().compactMap {
                            if case let .message(body) = $0 { return body } else { return nil }
                        }
                    }
                case let .framingError(message):
                    server.receiveFramingError(message)
                case .endOfInput:
                    // The client went away: a clean exit, 0 only if it had asked to shut down.
                    return server.lifecycle == .shuttingDown ? 0 : 1
                }
            }
            server.publishDue()
            if let due = warmUpDue, due <= Date(), transport.queue.pending().isEmpty, server.nextDeadline == nil {
                server.warmUp()
                warmUpDue = nil
            }
            if let pid = server.clientProcessID, Date().timeIntervalSince(lastParentCheck) >= 3 {
                lastParentCheck = Date()
                if kill(pid, 0) != 0 && errno == ESRCH { return 1 }
            }
        }
        return server.exitCode ?? 1
    }
}
