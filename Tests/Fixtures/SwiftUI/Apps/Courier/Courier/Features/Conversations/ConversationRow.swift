import SwiftUI
import ChatComponents
import DesignSystem

struct ConversationRow: View {
    let conversation: Conversation
    var draft: String? = nil

    var body: some View {
        HStack(alignment: .top, spacing: Theme.Spacing.regular) {
            avatar

            VStack(alignment: .leading, spacing: Theme.Spacing.xSmall) {
                HStack(alignment: .firstTextBaseline, spacing: Theme.Spacing.medium) {
                    Text(conversation.title) // trap 4: the timestamp beside it is formatted at run time ("9:41 AM", "Yesterday"); a long stand-in there would squeeze this title
                        .font(.headline)
                        .lineLimit(1)
                    if conversation.isMuted {
                        Image(systemName: "bell.slash.fill")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer(minLength: 0)
                    Text(Timestamp.string(for: conversation.lastActivity))
                        .font(.caption)
                        .foregroundStyle(conversation.unreadCount > 0 ? Color.accentColor : Color.secondary)
                }

                HStack(alignment: .top, spacing: Theme.Spacing.medium) {
                    preview
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                    Spacer(minLength: 0)
                    if conversation.unreadCount > 0 {
                        UnreadBadge(count: conversation.unreadCount)
                    }
                }
            }
        }
        .padding(.vertical, Theme.Spacing.small)
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }

    @ViewBuilder
    private var avatar: some View {
        if conversation.isGroup {
            GroupAvatarView(names: conversation.participants.map(\.name), size: 52)
        } else {
            AvatarView(name: conversation.title, imageName: conversation.participants.first?.photoName, size: 52)
        }
    }

    @ViewBuilder
    private var preview: some View {
        if let draft { // trap 6: if let in a builder; no preview passes a draft
            Text("Draft: ").foregroundStyle(.red) + Text(draft)
        } else if let message = conversation.lastMessage {
            Text(message.isOutgoing ? "You: \(message.text)" : message.text)
        } else {
            Text("No messages yet")
        }
    }
}

struct UnreadBadge: View {
    let count: Int

    var body: some View {
        Text(count, format: .number)
            .font(.caption.weight(.semibold))
            .monospacedDigit()
            .foregroundStyle(.white)
            .padding(.horizontal, 7)
            .padding(.vertical, 2)
            .frame(minWidth: 22)
            .background(Color.accentColor, in: Capsule())
    }
}

struct ConversationRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ConversationRow(conversation: .mock)
            ConversationRow(conversation: .mockGroup)
            ConversationRow(conversation: Conversation.mockList[3])
        }
        .padding(.horizontal)
        .previewLayout(.sizeThatFits)

        ConversationRow(conversation: .mockGroup)
            .frame(width: 250) // trap 5: preview scaffolding; in the app the row is as wide as the list
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Narrow")
    }
}
