import SwiftUI

struct NotificationSettingsView: View {
    enum PreviewMode: String, CaseIterable, Identifiable {
        case always, unlocked, never

        var id: Self { self }

        var title: LocalizedStringKey {
            switch self {
            case .always: "Always"
            case .unlocked: "When unlocked"
            case .never: "Never"
            }
        }
    }

    @AppStorage("notify.messages") private var messages = true
    @AppStorage("notify.groups") private var groups = true
    @AppStorage("notify.calls") private var calls = true
    @AppStorage("notify.preview") private var previewMode: PreviewMode = .unlocked
    @AppStorage("notify.sound") private var sound = "Chime"

    var body: some View {
        Form {
            Section {
                Toggle("Messages", isOn: $messages)
                Toggle("Groups", isOn: $groups)
                Toggle("Calls", isOn: $calls)
            } footer: {
                Text("Muted chats never notify you, whatever these say.")
            }

            Section("Show previews") {
                Picker("Show previews", selection: $previewMode) {
                    ForEach(PreviewMode.allCases) { mode in
                        Text(mode.title).tag(mode)
                    }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            }

            Section {
                NavigationLink {
                    List(["Chime", "Pop", "Note", "None"], id: \.self) { name in
                        Button(name) { sound = name }
                    }
                    .navigationTitle("Sound")
                } label: {
                    LabeledContent("Sound", value: sound)
                }
            }
        }
        .navigationTitle("Notifications")
        .navigationBarTitleDisplayMode(.inline)
        .dynamicTypeSize(...DynamicTypeSize.accessibility3)
    }
}

#Preview {
    NavigationStack {
        NotificationSettingsView()
    }
}
