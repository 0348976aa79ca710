import Foundation
import LayoutJSON
import LayoutServer

// `swift run -c release layoutc-server-bench`: the language server's latency on a 5,000-line
// file, in process (no pipes): a keystroke to its published diagnostics, hover and completion
// right after a keystroke (the analysis is redone) and on a settled document. A benchmark, not a
// test: it prints numbers.

/// The editor benchmark's screen (`Benchmarks/lsp/editor_bench.py`): rows of a tag, a text and a
/// spacer, every 25th row too wide for the phone (so lint has findings to report).
func makeFile(lines target: Int) -> String {
    var lines = ["// a generated screen for the editor benchmark", "proposal(375, nil)", "let gap = 8",
                 "let tag(w: 40) = box(width: w, height: 20).padding(4)", "", "vstack(alignment: leading, spacing: 4) <"]
    var row = 0
    while lines.count < target - 1 {
        lines += [
            "  hstack(spacing: gap) <",
            "    tag(w: \(row % 25 == 0 ? 400 : row % 50 + 10)) #t\(row)",
            "    text(\"item \(row)\", size: 14).padding(horizontal: 8)",
            "    spacer",
            "  >",
        ]
        row += 1
    }
    lines.append(">")
    return lines.joined(separator: "\n") + "\n"
}

final class Collector: @unchecked Sendable {
    var messages: [JSONValue] = []
}

let collector = Collector()
let server = LanguageServer(serverVersion: "bench") { collector.messages.append($0) }
var nextID = 1

@MainActor func send(_ message: JSONValue) {
    server.receive(Array(message.serialized().utf8))
}

@MainActor func request(_ method: String, _ params: JSONValue) -> JSONValue? {
    let id = nextID
    nextID += 1
    send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
    return collector.messages.last { $0["id"]?.intValue == id }
}

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func summary(_ samples: [Double]) -> String {
    let sorted = samples.sorted()
    let median = sorted[sorted.count / 2]
    return String(format: "median %.2f ms, max %.2f ms (%d runs)", median, sorted.last ?? 0, sorted.count)
}

let text = makeFile(lines: 5_000)
let uri = "file:///bench/screen.layout"
_ = request("initialize", ["capabilities": ["textDocument": ["hover": ["contentFormat": ["markdown"]], "completion": ["completionItem": ["snippetSupport": true]]]],
                           "initializationOptions": ["diagnosticsDelay": 0, "proposal": "375xnil"]])
send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
print("file: \(lineCount) lines, \(text.utf8.count) bytes")

var version = 1
let open = milliseconds {
    send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": .string(uri), "languageId": "layout", "version": 1, "text": .string(text)]]])
    server.publishDue(now: Date.distantFuture)
}
print(String(format: "open to first diagnostics: %.2f ms", open))

// A keystroke in the middle of the file, as the editor benchmark types: the last digit of a
// width, "tag(w: 59)" → "tag(w: 57)" and back, alternately.
@MainActor func keystroke() {
    version += 1
    let line = 2_502
    let digit = version % 2 == 0 ? "7" : "9"
    let change: JSONValue = ["range": ["start": ["line": .int(line), "character": 12],
                                       "end": ["line": .int(line), "character": 13]], "text": .string(digit)]
    send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [change]]])
}

var diagnostics: [Double] = []
for _ in 0..<30 {
    collector.messages.removeAll()
    diagnostics.append(milliseconds {
        keystroke()
        server.publishDue(now: Date.distantFuture)
    })
    precondition(collector.messages.contains { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["version"]?.intValue == version },
                 "internal error: no diagnostics published for the keystroke")
}
print("keystroke to published diagnostics: " + summary(diagnostics))

let hoverParams: JSONValue = ["textDocument": ["uri": .string(uri)], "position": ["line": 2_501, "character": 4]]
let completionParams: JSONValue = ["textDocument": ["uri": .string(uri)], "position": ["line": 2_502, "character": 4]]

var hoverAfterDiagnostics: [Double] = []
for _ in 0..<15 {
    keystroke()
    server.publishDue(now: Date.distantFuture)
    server.warmUp()
    hoverAfterDiagnostics.append(milliseconds { precondition(request("textDocument/hover", hoverParams)?["result"]?["contents"] != nil) })
}
print("hover after a keystroke's diagnostics (the layout made while idle): " + summary(hoverAfterDiagnostics))

var hoverAfterKeystroke: [Double] = []
var completionAfterKeystroke: [Double] = []
for _ in 0..<15 {
    keystroke()
    hoverAfterKeystroke.append(milliseconds { precondition(request("textDocument/hover", hoverParams)?["result"]?["contents"] != nil) })
    server.publishDue(now: Date.distantFuture)
    keystroke()
    completionAfterKeystroke.append(milliseconds { precondition(request("textDocument/completion", completionParams)?["result"]?.arrayValue?.isEmpty == false) })
    server.publishDue(now: Date.distantFuture)
}
print("hover right after a keystroke, before its diagnostics (analysis and layout redone): " + summary(hoverAfterKeystroke))
print("completion right after a keystroke (the text parsed again): " + summary(completionAfterKeystroke))

var hoverSettled: [Double] = []
var completionSettled: [Double] = []
for _ in 0..<30 {
    hoverSettled.append(milliseconds { _ = request("textDocument/hover", hoverParams) })
    completionSettled.append(milliseconds { _ = request("textDocument/completion", completionParams) })
}
print("hover on a settled document: " + summary(hoverSettled))
print("completion on a settled document: " + summary(completionSettled))
