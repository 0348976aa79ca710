import SwiftUI
import ChatComponents
import DesignSystem

struct ComposeSheet: View {
    @EnvironmentObject private var store: ChatStore
    @Environment(\.dismiss) private var dismiss
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    @State private var recipients: [Contact]
    @State private var query = ""
    @State private var message = ""

    init(recipients: [Contact] = []) {
        _recipients = State(initialValue: recipients)
    }

    /// Four avatars a line; two at the accessibility sizes, where the names get long.
    private var columns: [GridItem] {
        [GridItem(.adaptive(minimum: dynamicTypeSize.isAccessibilitySize ? 140 : 72), spacing: Theme.Spacing.regular)]
    }

    private var suggestions: [Contact] {
        Contact.suggested.filter { contact in
            !recipients.contains(contact)
                && (query.isEmpty || contact.name.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: Theme.Spacing.large) {
                    recipientField
                    Divider()

                    Text("Suggested")
                        .font(.headline)

                    LazyVGrid(columns: columns, spacing: Theme.Spacing.large) { // trap 6: computed columns, adaptive 72 pt (140 pt at accessibility sizes)
                        ForEach(suggestions) { contact in
                            SuggestionCell(contact: contact) {
                                recipients.append(contact)
                                query = ""
                            }
                        }
                    }

                    TextField("Message", text: $message, axis: .vertical)
                        .lineLimit(3...8)
                        .padding(Theme.Spacing.regular)
                        .background(Color.fieldBackground, in: RoundedRectangle(cornerRadius: Theme.cardRadius, style: .continuous))
                }
                .padding()
            }
            .navigationTitle("New Message")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { dismiss() }
                        .disabled(recipients.isEmpty || message.isEmpty)
                }
            }
        }
    }

    private var recipientField: some View {
        HStack(alignment: .center, spacing: Theme.Spacing.medium) {
            Text("To:")
                .foregroundStyle(.secondary)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: Theme.Spacing.small) {
                    ForEach(recipients) { contact in
                        RecipientChip(contact: contact) {
                            recipients.removeAll { $0.id == contact.id }
                        }
                    }
                    TextField("Name or number", text: $query)
                        .frame(minWidth: 140)
                }
            }
        }
    }
}

private struct SuggestionCell: View {
    let contact: Contact
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: Theme.Spacing.small) {
                AvatarView(name: contact.name, imageName: contact.photoName, size: 56)
                Text(contact.firstName)
                    .font(.caption)
                    .foregroundStyle(.primary)
            }
            .frame(maxWidth: .infinity)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

private struct RecipientChip: View {
    let contact: Contact
    let onRemove: () -> Void

    var body: some View {
        HStack(spacing: Theme.Spacing.small) {
            Text(contact.firstName)
                .font(.subheadline.weight(.medium))
            Image(systemName: "xmark.circle.fill") // expect: small-tap-target
                .font(.caption)
                .foregroundStyle(.secondary)
                .onTapGesture(perform: onRemove)
                .padding(Theme.Spacing.small)
        }
        .padding(.leading, 10)
        .padding(.vertical, 2)
        .background(Color.accentColor.opacity(0.15), in: Capsule())
    }
}

private extension Contact {
    static let suggested: [Contact] = [.ana, .jonah, .mei, .priya, .mom]
}

#Preview {
    ComposeSheet(recipients: [.ana, .jonah])
        .environmentObject(ChatStore.mock)
}
