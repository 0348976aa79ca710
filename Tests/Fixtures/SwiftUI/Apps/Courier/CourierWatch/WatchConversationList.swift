import SwiftUI
import ChatComponents

struct WatchConversationList: View {
    @EnvironmentObject private var store: ChatStore

    var body: some View {
        NavigationStack {
            List(store.conversations) { conversation in
                NavigationLink(value: conversation) {
                    WatchConversationRow(conversation: conversation)
                }
            }
            .listStyle(.carousel)
            .navigationTitle("Courier")
            .navigationDestination(for: Conversation.self) { conversation in
                WatchChatView(conversation: conversation)
            }
        }
    }
}

struct WatchConversationRow: View {
    let conversation: Conversation

    var body: some View {
        HStack(spacing: 6) {
            AvatarView(name: conversation.title, size: 24)
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Text(conversation.title)
                        .font(.system(size: 14, weight: .semibold))
                        .lineLimit(1)
                    Spacer(minLength: 2)
                    Text(Timestamp.string(for: conversation.lastActivity)) // trap 1: 10 pt, but a watchOS target (SDKROOT = watchos): not linted by iOS rules
                        .font(.system(size: 10))
                        .foregroundStyle(.secondary)
                }
                Text(conversation.lastMessage?.text ?? "")
                    .font(.system(size: 12))
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
        .padding(.vertical, 2)
    }
}

#Preview {
    WatchConversationList()
        .environmentObject(ChatStore.mock)
}
