import AppKit
import SwiftUI

struct AboutView: View {
    private var version: String {
        let info = Bundle.main.infoDictionary
        let short = info?["CFBundleShortVersionString"] as? String ?? "1.0"
        let build = info?["CFBundleVersion"] as? String ?? "1"
        return "Version \(short) (\(build))"
    }

    var body: some View {
        VStack(spacing: 8) {
            Image(nsImage: NSApp.applicationIconImage)
                .resizable()
                .frame(width: 64, height: 64)
            Text("Orbit")
                .font(.title2.bold())
            Text(version)
                .font(.system(size: 11)) // trap 1: 11 pt version line in a macOS About pane
                .foregroundStyle(.secondary)
                .textSelection(.enabled)
            Link("orbit-timer.example", destination: URL(string: "https://orbit-timer.example")!)
                .font(.system(size: 11))
        }
        .padding(24)
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    AboutView()
        .frame(width: Metrics.settingsWidth)
}
