import Foundation
import Testing
import LayoutJSON
@testable import LayoutServer

/// The lifecycle and every error path of the protocol, over real pipes.
struct LifecycleAndErrorTests {
    @Test func initializeDeclaresCapabilitiesAndNegotiatesTheEncoding() throws {
        let server = ServerHarness()
        let result = try #require(server.initialize())
        let capabilities = try #require(result["capabilities"])
        #expect(capabilities["positionEncoding"] == "utf-16")
        #expect(capabilities["textDocumentSync"]?["change"] == 2)
        for provider in ["hoverProvider", "definitionProvider", "referencesProvider", "documentFormattingProvider", "documentRangeFormattingProvider",
                         "documentSymbolProvider", "inlayHintProvider", "foldingRangeProvider", "selectionRangeProvider"] {
            #expect(capabilities[provider] == true, "\(provider)")
        }
        #expect(capabilities["renameProvider"]?["prepareProvider"] == true)
        #expect(capabilities["semanticTokensProvider"]?["full"] == true)
        #expect(result["serverInfo"]?["name"] == "layoutc")
        #expect(server.shutdown() == 0)

        let utf8 = ServerHarness()
        let offered = utf8.initialize(capabilities: ["general": ["positionEncodings": ["utf-16", "utf-8"]]])
        #expect(offered?["capabilities"]?["positionEncoding"] == "utf-8")
        #expect(utf8.shutdown() == 0)
    }

    @Test func requestsBeforeInitializeAreRefused() {
        let server = ServerHarness()
        let id = server.request("textDocument/hover", at("file:///a.layout", 0, 0))
        #expect(server.response(id)?["error"]?["code"]?.intValue == ErrorCode.serverNotInitialized)
        // Notifications before initialize are dropped; exit still works.
        server.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///a.layout", "languageId": "layout", "version": 1, "text": "box"]])
        server.notify("exit")
        #expect(server.waitForExit() == 1)
    }

    @Test func exitCodes() {
        let withoutShutdown = ServerHarness()
        withoutShutdown.initialize()
        withoutShutdown.notify("exit")
        #expect(withoutShutdown.waitForExit() == 1)

        let afterShutdown = ServerHarness()
        afterShutdown.initialize()
        #expect(afterShutdown.call("shutdown") == .null)
        let id = afterShutdown.request("textDocument/hover", at("file:///a.layout", 0, 0))
        #expect(afterShutdown.response(id)?["error"]?["code"]?.intValue == ErrorCode.invalidRequest)
        afterShutdown.notify("exit")
        #expect(afterShutdown.waitForExit() == 0)

        let vanished = ServerHarness()
        vanished.initialize()
        vanished.closeInput()
        #expect(vanished.waitForExit() == 1)
    }

    @Test func secondInitializeIsInvalid() {
        let server = ServerHarness()
        server.initialize()
        let id = server.request("initialize", ["capabilities": [:]])
        #expect(server.response(id)?["error"]?["code"]?.intValue == ErrorCode.invalidRequest)
        #expect(server.shutdown() == 0)
    }

    @Test func malformedMessagesGetErrorsAndTheServerGoesOn() {
        let server = ServerHarness()
        server.initialize()
        server.open("file:///w/a.layout", "hstack < box(10x10) >")
        _ = server.diagnostics("file:///w/a.layout")

        server.writeRaw(MessageFramer.frame(Array("{\"jsonrpc\": \"2.0\", \"id\": 1, ".utf8)))
        #expect(server.anonymousError()?["error"]?["code"]?.intValue == ErrorCode.parseError)

        server.writeRaw(MessageFramer.frame(Array("[1, 2]".utf8)))
        #expect(server.anonymousError()?["error"]?["code"]?.intValue == ErrorCode.invalidRequest)

        server.send(["id": 77, "method": "textDocument/hover"])
        #expect(server.response(77)?["error"]?["code"]?.intValue == ErrorCode.invalidRequest)

        server.send(["jsonrpc": "2.0", "id": 78, "method": 12])
        #expect(server.response(78)?["error"]?["code"]?.intValue == ErrorCode.invalidRequest)

        server.send(["jsonrpc": "2.0", "id": ["no"], "method": "shutdown"])
        #expect(server.anonymousError()?["error"]?["code"]?.intValue == ErrorCode.invalidRequest)

        let unknown = server.request("textDocument/unknownThing")
        #expect(server.response(unknown)?["error"]?["code"]?.intValue == ErrorCode.methodNotFound)
        let dollar = server.request("$/unknownRequest")
        #expect(server.response(dollar)?["error"]?["code"]?.intValue == ErrorCode.methodNotFound)

        // An unknown notification gets no answer at all.
        server.notify("workspace/somethingNew", ["x": 1])
        server.notify("$/setTrace", ["value": "off"])

        let badParams = server.request("textDocument/hover", ["textDocument": ["uri": "file:///w/a.layout"]])
        #expect(server.response(badParams)?["error"]?["code"]?.intValue == ErrorCode.invalidParams)
        let notOpen = server.request("textDocument/hover", at("file:///w/other.layout", 0, 0))
        #expect(server.response(notOpen)?["error"]?["code"]?.intValue == ErrorCode.invalidParams)

        // A malformed change is refused whole: the document is as it was.
        server.notify("textDocument/didChange", ["textDocument": ["uri": "file:///w/a.layout", "version": 2],
                                                 "contentChanges": [["range": ["start": position(0, 5), "end": position(0, 1)], "text": "x"]]])
        #expect(server.notification("window/logMessage")?["params"]?["type"] == 1)
        // Positions and versions are unsigned integers: a negative character, a fractional or
        // huge version is refused and logged (not read as 0 or as "the next version").
        server.notify("textDocument/didChange", ["textDocument": ["uri": "file:///w/a.layout", "version": 3],
                                                 "contentChanges": [["range": ["start": position(0, -5), "end": position(0, 1)], "text": "x"]]])
        #expect(server.notification("window/logMessage") { $0["params"]?["message"]?.stringValue?.contains("expected a non-negative integer for \"character\", found -5") == true } != nil)
        for version: JSONValue in [2.5, 1e300] {
            server.notify("textDocument/didChange", ["textDocument": ["uri": "file:///w/a.layout", "version": version], "contentChanges": [["text": "vstack < >"]]])
            #expect(server.notification("window/logMessage") { $0["params"]?["message"]?.stringValue?.contains("expected an integer for \"version\"") == true } != nil)
        }
        // A change whose text is not Unicode — bytes that are not UTF-8, an escaped lone surrogate
        // — is refused as malformed JSON (-32700), never decoded to U+FFFD and applied.
        for text in [#""box(1x1) \ud800""#, "\"box(1x1) \u{FF}\""] {
            var body = Array(#"{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///w/a.layout", "version": 9}, "contentChanges": [{"text": "#.utf8)
            body += text.unicodeScalars.map { $0.value == 0xFF ? 0xFF : UInt8($0.value) }
            body += Array("}]}}".utf8)
            server.writeRaw(MessageFramer.frame(body))
            #expect(server.wait(timeout: 5) { $0["error"]?["code"]?.intValue == ErrorCode.parseError } != nil)
        }
        let negative = server.request("textDocument/hover", at("file:///w/a.layout", -1, 0))
        #expect(server.response(negative)?["error"]?["code"]?.intValue == ErrorCode.invalidParams)
        let hover = server.call("textDocument/hover", at("file:///w/a.layout", 0, 10))
        #expect(hover?["contents"]?["value"]?.stringValue?.contains("fixed-size box") == true)
        #expect(server.wait(timeout: 0.2) { $0["id"]?.isNull == true } == nil, "an unknown notification was answered")
        #expect(server.shutdown() == 0)
    }

    @Test func cancelledRequestsAreAnsweredWithRequestCancelled() {
        let server = ServerHarness()
        server.initialize()
        server.open("file:///w/a.layout", "box(10x10)")
        // The request and its cancellation arrive together: the request is not run.
        let request = Array((["jsonrpc": "2.0", "id": 500, "method": "textDocument/hover", "params": at("file:///w/a.layout", 0, 1)] as JSONValue).serialized().utf8)
        let cancel = Array((["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 500]] as JSONValue).serialized().utf8)
        server.writeRaw(MessageFramer.frame(request) + MessageFramer.frame(cancel))
        #expect(server.response(500)?["error"]?["code"]?.intValue == ErrorCode.requestCancelled)
        // Cancelling something already answered changes nothing.
        server.notify("$/cancelRequest", ["id": 1])
        #expect(server.call("textDocument/hover", at("file:///w/a.layout", 0, 1)) != nil)
        #expect(server.shutdown() == 0)
    }

    @Test func hugeAndBadContentLengths() {
        let server = ServerHarness(maxContentLength: 1_000)
        server.initialize()
        // Larger than the limit: refused, its body skipped as it arrives.
        let big = Array((["jsonrpc": "2.0", "id": 9, "method": "shutdown", "params": ["padding": .string(String(repeating: "x", count: 2_000))]] as JSONValue).serialized().utf8)
        server.writeRaw(MessageFramer.frame(big))
        #expect(server.anonymousError()?["error"]?["message"]?.stringValue?.contains("more than the 1000 accepted") == true)
        // A header without a usable length: refused, reading resynchronises on the next message.
        server.writeRaw(Array("Content-Length: banana\r\n\r\n{}".utf8))
        #expect(server.anonymousError()?["error"]?["code"]?.intValue == ErrorCode.parseError)
        server.writeRaw(Array("X-Nothing: 1\r\n\r\n".utf8))
        #expect(server.anonymousError()?["error"]?["message"]?.stringValue?.contains("no Content-Length") == true)
        let after = server.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///none"]])
        #expect(server.response(after)?["error"]?["code"]?.intValue == ErrorCode.invalidParams)
        #expect(server.shutdown() == 0)
    }

    @Test func aTruncatedMessageEndsTheServerCleanly() {
        let server = ServerHarness()
        server.initialize()
        server.writeRaw(Array("Content-Length: 100\r\n\r\n{\"jsonrpc\":".utf8))
        server.closeInput()
        #expect(server.waitForExit() == 1)
    }
}
