import SwiftUI
import ChatComponents

struct WatchChatView: View {
    let conversation: Conversation

    @EnvironmentObject private var store: ChatStore
    private let quickReplies = ["👍", "On my way", "Call you later", "❤️"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(conversation.messages.suffix(6)) { message in
                    Text(message.text)
                        .font(.system(size: 13))
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(message.isOutgoing ? Color.blue : Color.gray.opacity(0.3), in: RoundedRectangle(cornerRadius: 10))
                        .frame(maxWidth: .infinity, alignment: message.isOutgoing ? .trailing : .leading)
                }

                HStack(spacing: 4) {
                    ForEach(quickReplies.prefix(2), id: \.self) { reply in
                        Button(reply) { // trap 1: a 24 pt tall watch button; watchOS is not judged by iOS's 44 pt rule
                            store.send(reply, in: conversation)
                        }
                        .font(.system(size: 11))
                        .frame(height: 24)
                        .buttonStyle(.bordered)
                    }
                }

                ForEach(quickReplies.dropFirst(2), id: \.self) { reply in
                    Button(reply) { // trap 1: 10 pt label on watchOS, not linted
                        store.send(reply, in: conversation)
                    }
                    .font(.system(size: 10, weight: .medium))
                }
            }
        }
        .navigationTitle(conversation.title)
    }
}

#Preview {
    NavigationStack {
        WatchChatView(conversation: .mock)
    }
    .environmentObject(ChatStore.mock)
}
