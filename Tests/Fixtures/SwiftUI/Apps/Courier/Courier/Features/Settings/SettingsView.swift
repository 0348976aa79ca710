import SwiftUI
import ChatComponents

struct SettingsView: View {
    enum AppTheme: String, CaseIterable, Identifiable {
        case system, light, dark

        var id: Self { self }

        var title: LocalizedStringKey {
            switch self {
            case .system: "System"
            case .light: "Light"
            case .dark: "Dark"
            }
        }
    }

    @EnvironmentObject private var store: ChatStore

    @AppStorage("chats.readReceipts") private var readReceipts = true
    @AppStorage("chats.typingStatus") private var typingStatus = true
    @AppStorage("appearance.theme") private var theme: AppTheme = .system

    private var version: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Header(contact: store.me)
                }

                Section {
                    Toggle("Read receipts", isOn: $readReceipts)
                    Toggle("Typing status", isOn: $typingStatus)
                    NavigationLink("Notifications") {
                        NotificationSettingsView()
                    }
                } header: {
                    Text("Chats")
                } footer: {
                    Text("Turn off read receipts and you won't see other people's either.")
                }

                Section("Theme") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { option in
                            Text(option.title).tag(option)
                        }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }

                Section("Help") {
                    NavigationLink {
                        Text("Courier Support")
                            .navigationTitle("Support")
                    } label: {
                        HStack(spacing: 12) {
                            Image("support-avatar") // expect: unscaled-image
                                .frame(width: 32, height: 32)
                                .clipShape(Circle())
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Courier Support")
                                Text("Replies within a day")
                                    .font(.footnote)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                    LabeledContent("Version", value: version)
                }

                Section {
                    Button("Log out", role: .destructive) {} // trap 7: the Form row is the tap target, not the label
                }
            }
            .navigationTitle("Settings")
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility3)
    }
}

/// The account card at the top of Settings.
private struct Header: View { // trap 2: same name as ChatView.swift's private Header, which has the problem; this one is clean
    let contact: Contact

    var body: some View {
        HStack(spacing: 16) {
            AvatarView(name: contact.name, imageName: contact.photoName, size: 64)
            VStack(alignment: .leading, spacing: 2) {
                Text(contact.name)
                    .font(.title2.bold())
                Text(contact.phone)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 4)
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
            .environmentObject(ChatStore.mock)
            .previewDevice("iPhone SE (3rd generation)")
    }
}
