import Foundation
import Testing

/// `layoutc lsp` as a process: the built executable answers a session over its standard input
/// and output and exits with the protocol's status.
struct LanguageServerProcessTests {
    static var executable: String? {
        for candidate in [".build/debug/layoutc", ".build/release/layoutc"] {
            let path = packageRoot + "/" + candidate
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    @Test func aSessionWithTheExecutable() throws {
        let executable = try #require(Self.executable, "build layoutc first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["lsp", "--stdio"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        func frame(_ json: String) -> Data { Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8) }
        let uri = "file:///tmp/process-test.layout"
        let session = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"capabilities":{},"initializationOptions":{"diagnosticsDelay":0}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"layout","version":1,"text":"hstack < bx(1x1) >"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/formatting","params":{"textDocument":{"uri":"\#(uri)"},"options":{"tabSize":2,"insertSpaces":true}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ]
        for message in session { try input.fileHandleForWriting.write(contentsOf: frame(message)) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(text.contains(#""positionEncoding":"utf-16""#))
        #expect(text.contains(#""code":"E2001""#), "the unknown element is published")
        #expect(text.contains(#""id":2,"jsonrpc":"2.0","result":[{"newText":"hstack < bx(1x1) >\n""#))
        #expect(text.contains(#""id":3,"jsonrpc":"2.0","result":null"#))
    }
}
