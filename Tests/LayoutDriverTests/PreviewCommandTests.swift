import Foundation
import Testing
@testable import LayoutDriver

/// `layoutc preview`, `build --watch`, `--style` and `--show-modifiers` on the command line.
struct PreviewOptionTests {
    static let files = ["/work/ok.layout": "hstack(spacing: 0) < box(40x20).padding(2) #a box(10x10) >"]

    static let usageErrors: [([String], String)] = [
        (["preview"], "layoutc: error: no input file\n"),
        (["preview", "-"], "layoutc: error: preview needs a file it can watch, found '-' (standard input)\n"),
        (["preview", "ok.layout", "--port", "70000"], "layoutc: error: invalid port '70000'\n"),
        (["preview", "ok.layout", "--port", "http"], "layoutc: error: invalid port 'http'\n"),
        (["preview", "ok.layout", "--host="], "layoutc: error: option '--host' needs an address, found an empty one\n"),
        (["preview", "ok.layout", "-o", "x.svg"], "layoutc: error: option '-o' does not apply to 'preview'\n"),
        (["preview", "ok.layout", "--watch"], "layoutc: error: option '--watch' does not apply to 'preview'\n"),
        (["build", "ok.layout", "--port", "1"], "layoutc: error: option '--port' does not apply to 'build'\n"),
        (["explain", "ok.layout", "--style", "debug"], "layoutc: error: option '--style' does not apply to 'explain'\n"),
        (["build", "ok.layout", "--style", "fancy"], "layoutc: error: unknown style 'fancy'\n"),
        (["build", "ok.layout", "--style", "debug"], "layoutc: error: --style applies to SVG output, not to text\n"),
        (["build", "ok.layout", "--format", "json", "--show-modifiers"], "layoutc: error: --show-modifiers applies to SVG output, not to json\n"),
        (["build", "ok.layout", "-o", "x.svg", "--show-modifiers"], "layoutc: error: --show-modifiers applies to the debug style\n"),
        (["build", "-", "--watch"], "layoutc: error: --watch needs a file it can watch, found '-' (standard input)\n"),
    ]

    @Test(arguments: usageErrors)
    func refusedWithUsage(_ arguments: [String], _ message: String) {
        let run = Run(arguments, files: Self.files)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func styleAndModifiersReachTheSVG() throws {
        let preview = Run(["build", "ok.layout", "-o", "a.svg"], files: Self.files)
        #expect(preview.status == 0)
        #expect(preview.written["/work/a.svg"]?.contains("class=\"layoutc preview\"") == true)
        let debug = Run(["build", "ok.layout", "--format", "svg", "--style=debug", "--show-modifiers"], files: Self.files)
        #expect(debug.status == 0, "\(debug.stderr)")
        #expect(debug.stdout.contains("class=\"layoutc debug\"") && debug.stdout.contains(">modifier</text>"))
    }

    @Test func helpDescribesPreview() {
        let run = Run(["help", "preview"], files: Self.files)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("usage: layoutc preview FILE [options]"))
        #expect(run.stdout.contains("--port N") && run.stdout.contains("--host HOST") && run.stdout.contains("--style STYLE"))
        #expect(!run.stdout.contains("--output"))
        #expect(Run(["help", "build"]).stdout.contains("--watch"))
    }
}

/// The long-running commands, run on a thread against real files and sockets, stopped through
/// their `Interrupt` as Ctrl-C would.
@Suite(.serialized)
struct LongRunningCommandTests {
    final class Console: @unchecked Sendable {
        private let lock = NSLock()
        private var out = ""
        private var err = ""
        var stdout: String { lock.withLock { out } }
        var stderr: String { lock.withLock { err } }
        func write(out text: String) { lock.withLock { out += text } }
        func write(err text: String) { lock.withLock { err += text } }

        func waitFor(_ condition: (Console) -> Bool, timeout: TimeInterval = 10) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if condition(self) { return true }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return condition(self)
        }
    }

    final class Background: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        var status: Int32 = -1
    }

    func start(_ arguments: [String], in directory: String, console: Console, interrupt: Interrupt) -> Background {
        let background = Background()
        Thread.detachNewThread {
            let io = DriverIO(
                readStandardInput: { .success([]) },
                writeStandardOutput: { console.write(out: $0); return .success(()) },
                writeStandardError: { console.write(err: $0) },
                environment: [:], standardErrorIsTerminal: false, currentDirectory: directory, interrupt: interrupt)
            background.status = Driver.run(arguments: arguments, io: io)
            background.done.signal()
        }
        return background
    }

    func temporaryDirectory(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
        return directory
    }

    @Test func previewPrintsItsAddressServesAndStopsOnInterrupt() throws {
        let directory = try temporaryDirectory(["main.layout": "box(40x20) #only\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let console = Console()
        let interrupt = Interrupt()
        let run = start(["preview", "main.layout", "--port", "0"], in: directory, console: console, interrupt: interrupt)
        #expect(console.waitFor { $0.stdout.contains("/\n") })
        let address = try #require(console.stdout.split(separator: " ").last).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(address.hasPrefix("http://127.0.0.1:"))
        let port = try #require(Int(address.dropFirst("http://127.0.0.1:".count).dropLast()))
        #expect(port > 0)
        let reply = try rawGet(port: port, path: "/layout.json")
        #expect(reply.contains("\"tag\": \"only\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 40, \"height\": 20}"))
        #expect(console.stderr.contains("build 1: ok"))
        // A save: one status line for the rebuild.
        try "box(40x20) #only\nbox(1x1)\n".write(toFile: directory + "/main.layout", atomically: true, encoding: .utf8)
        #expect(console.waitFor { $0.stderr.contains("build 2: 1 error; the page keeps the last good picture") })
        interrupt.request()
        #expect(run.done.wait(timeout: .now() + 5) == .success)
        #expect(run.status == 0)
        #expect(console.stderr.hasSuffix("layoutc: preview stopped\n"))
    }

    @Test func previewOnATakenPortFails() throws {
        let directory = try temporaryDirectory(["main.layout": "box(1x1)\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let console = Console()
        let first = Interrupt()
        let running = start(["preview", "main.layout"], in: directory, console: console, interrupt: first)
        #expect(console.waitFor { $0.stdout.contains("/\n") })
        let port = console.stdout.split(separator: ":").last.map { String($0.dropLast(2)) } ?? ""
        let second = Console()
        let failed = start(["preview", "main.layout", "--port", port], in: directory, console: second, interrupt: Interrupt())
        #expect(failed.done.wait(timeout: .now() + 5) == .success)
        #expect(failed.status == 2)
        #expect(second.stderr == "layoutc: error: cannot listen on 127.0.0.1:\(port): Address already in use [E0004]\n")
        first.request()
        #expect(running.done.wait(timeout: .now() + 5) == .success)
    }

    @Test func buildWatchRebuildsOnSaveAndKeepsTheLastGoodOutput() throws {
        let directory = try temporaryDirectory(["main.layout": "import \"lib.layout\"\nthing\n", "lib.layout": "let thing = box(10x10)\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = directory + "/out.txt"
        func written() -> String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        let console = Console()
        let interrupt = Interrupt()
        // An absolute input: the front end resolves imports against the process's directory.
        let main = directory + "/main.layout"
        let run = start(["build", main, "--watch", "-o", "out.txt"], in: directory, console: console, interrupt: interrupt)
        #expect(console.waitFor { $0.stderr.contains("build 1: built '\(main)' → 'out.txt'") })
        #expect(console.stderr.contains("watching 2 files (Ctrl-C stops)"))
        #expect(written() == "proposal nilxnil → 10x10\nbox  x=0 y=0 w=10 h=10\n")
        // A save of the import rebuilds.
        try "let thing = box(30x10)\n".write(toFile: directory + "/lib.layout", atomically: true, encoding: .utf8)
        #expect(console.waitFor { $0.stderr.contains("build 2: built") }, "\(console.stderr)")
        #expect(written() == "proposal nilxnil → 30x10\nbox  x=0 y=0 w=30 h=10\n")
        // An error: diagnostics and a status line; the output stays.
        try "let thing = box(30x10\n".write(toFile: directory + "/lib.layout", atomically: true, encoding: .utf8)
        #expect(console.waitFor { $0.stderr.contains("build 3: '\(main)' has errors; kept the last good output") })
        #expect(console.stderr.contains("lib.layout:1:"))
        #expect(written() == "proposal nilxnil → 30x10\nbox  x=0 y=0 w=30 h=10\n")
        // A fix saved in place (truncated, then written): whatever the watcher saw in between,
        // the output ends as the saved file's.
        try "let thing = box(50x10)\n".write(toFile: directory + "/lib.layout", atomically: false, encoding: .utf8)
        #expect(console.waitFor { _ in written() == "proposal nilxnil → 50x10\nbox  x=0 y=0 w=50 h=10\n" }, "\(console.stderr)")
        interrupt.request()
        #expect(run.done.wait(timeout: .now() + 5) == .success)
        #expect(run.status == 0)
    }

    func rawGet(port: Int, path: String) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 5000) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, 4096, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}
