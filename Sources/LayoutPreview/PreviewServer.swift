import Foundation
import LayoutEmit
import LayoutEngine

/// `layoutc preview`: an HTTP server on the loopback interface (unless told otherwise) that
/// serves a live page of a `.layout` file, rebuilt whenever the file or one of its imports
/// changes. Start it, print `url`, and `stop()` it (Ctrl-C in the CLI).
public final class PreviewServer: @unchecked Sendable {
    /// How often the watched files' stamps are compared (a redraw follows a save within about
    /// this long plus a build).
    public var pollInterval: TimeInterval
    let model: PreviewModel
    let server: HTTPServer
    /// Called on the watcher's thread after each rebuild (for the CLI's status lines).
    public var onRebuild: (@Sendable (PreviewBuild) -> Void)?

    /// Compiles the file once (errors included: the page shows them) and prepares the server.
    public init(configuration: PreviewConfiguration,
                server serverConfiguration: HTTPServer.Configuration = HTTPServer.Configuration(),
                pollInterval: TimeInterval = 0.02) {
        self.pollInterval = pollInterval
        model = PreviewModel(configuration: configuration)
        let model = self.model
        let hosts = Self.allowedHosts(for: serverConfiguration.host)
        server = HTTPServer(configuration: serverConfiguration) { request in
            PreviewRoutes(model: model, allowedHosts: hosts.map(Set.init)).handle(request)
        }
    }

    /// Binds, starts the watcher and returns the bound port.
    @discardableResult
    public func start() throws(ServerStartError) -> Int {
        let port = try server.start()
        Thread.detachNewThread { [self] in watchLoop() }
        return port
    }

    /// The bound port (after `start`).
    public var port: Int { server.port }

    /// The page's address.
    public var url: String {
        let host = server.configuration.host
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/"
    }

    /// The latest build: its generation, whether it succeeded, its diagnostics.
    public var latestBuild: PreviewBuild { model.snapshot.latest }

    /// Stops serving and watching; returns once every connection is closed.
    public func stop() {
        server.stop()
    }

    private func watchLoop() {
        while !server.isStopping {
            Thread.sleep(forTimeInterval: pollInterval)
            if let build = model.rebuildIfChanged() { onRebuild?(build) }
        }
    }

    /// Whether `host` is a loopback address (only this machine can connect).
    public static func isLoopback(_ host: String) -> Bool { allowedHosts(for: host) != nil }

    /// The Host headers a loopback server accepts; nil (any) for another interface.
    static func allowedHosts(for host: String) -> [String]? {
        ["127.0.0.1", "localhost", "::1"].contains(host) ? ["127.0.0.1", "localhost", "[::1]"] : nil
    }
}

