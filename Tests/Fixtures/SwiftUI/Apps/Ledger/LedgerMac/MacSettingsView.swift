import SwiftUI

struct MacSettingsView: View {
    var body: some View {
        TabView {
            GeneralPane()
                .tabItem { Label("General", systemImage: "gearshape") }
            SyncPane()
                .tabItem { Label("Sync", systemImage: "arrow.triangle.2.circlepath") }
        }
        .frame(width: 420)
        .scenePadding()
    }
}

private struct GeneralPane: View {
    @AppStorage("currencyCode") private var currencyCode = "USD"
    @AppStorage("hideBalances") private var hideBalances = false
    @AppStorage("showInMenuBar") private var showInMenuBar = true

    var body: some View {
        Form {
            Picker("Currency:", selection: $currencyCode) {
                ForEach(["USD", "EUR", "GBP", "CAD", "JPY"], id: \.self) { code in
                    Text(code).tag(code)
                }
            }
            .frame(width: 200)
            Toggle("Hide balances", isOn: $hideBalances)
            Toggle("Show in menu bar", isOn: $showInMenuBar)
            Text("Balances stay hidden until you hover over them.")
                .font(.system(size: 10)) // trap 1: macOS settings footnote at 10 pt
                .foregroundStyle(.secondary)
        }
        .controlSize(.small)
    }
}

private struct SyncPane: View {
    @AppStorage("syncInterval") private var syncInterval = 60.0
    @State private var isSyncing = false

    var body: some View {
        Form {
            Slider(value: $syncInterval, in: 15...240, step: 15) {
                Text("Sync every:")
            } minimumValueLabel: {
                Text("15m").font(.system(size: 10))
            } maximumValueLabel: {
                Text("4h").font(.system(size: 10))
            }
            HStack {
                Spacer()
                Button("Sync Now") { // trap 1: a small-control-size push button, 20 pt high on the Mac
                    isSyncing = true
                }
                .controlSize(.small)
                .disabled(isSyncing)
            }
        }
    }
}

#Preview {
    MacSettingsView()
}
