@main
struct App: SwiftUI.App {
    @State private var count = 0
    @Binding var isOn: Bool
    @Environment(\.dismiss) private var dismiss
    @available(iOS 17, macOS 14, *)
    @MainActor @objc(tap:) func tap(_ sender: Any) {}
    @_spi(Private) @usableFromInline internal var x = 0
    var body: some Scene { WindowGroup { ContentView() } }
}
