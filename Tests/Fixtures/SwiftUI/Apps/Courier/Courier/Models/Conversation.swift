import Foundation

struct Conversation: Identifiable, Hashable, Codable {
    let id: UUID
    var title: String
    var participants: [Contact]
    var messages: [Message]
    var unreadCount: Int
    var isPinned: Bool
    var isMuted: Bool

    var isGroup: Bool { participants.count > 1 }
    var lastMessage: Message? { messages.last }
    var lastActivity: Date { lastMessage?.sentAt ?? .distantPast }

    init(
        id: UUID = UUID(),
        title: String,
        participants: [Contact],
        messages: [Message],
        unreadCount: Int = 0,
        isPinned: Bool = false,
        isMuted: Bool = false
    ) {
        self.id = id
        self.title = title
        self.participants = participants
        self.messages = messages
        self.unreadCount = unreadCount
        self.isPinned = isPinned
        self.isMuted = isMuted
    }

    func sender(of message: Message) -> Contact? {
        participants.first { $0.id == message.senderID }
    }
}
