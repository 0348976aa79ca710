import Foundation
import Combine
import ChatComponents

@MainActor
final class ChatStore: ObservableObject {
    @Published private(set) var me: Contact
    @Published private(set) var conversations: [Conversation]
    @Published var drafts: [Conversation.ID: String] = [:]
    @Published private(set) var typing: Set<Conversation.ID> = []

    private let api: CourierAPI

    init(me: Contact = Contact(name: "", phone: ""), conversations: [Conversation] = [], api: CourierAPI = CourierAPI()) {
        self.me = me
        self.conversations = conversations
        self.api = api
    }

    var pinned: [Conversation] { conversations.filter(\.isPinned).sorted { $0.lastActivity > $1.lastActivity } }
    var others: [Conversation] { conversations.filter { !$0.isPinned }.sorted { $0.lastActivity > $1.lastActivity } }

    func refresh() async {
        if let fresh = try? await api.conversations() {
            conversations = fresh
        }
    }

    func send(_ text: String, in conversation: Conversation) {
        guard let index = conversations.firstIndex(where: { $0.id == conversation.id }) else { return }
        conversations[index].messages.append(Message(text: text, sentAt: .now, status: .sent))
        drafts[conversation.id] = nil
    }

    func markRead(_ conversation: Conversation) {
        guard let index = conversations.firstIndex(where: { $0.id == conversation.id }) else { return }
        conversations[index].unreadCount = 0
    }

    func isTyping(in conversation: Conversation) -> Bool {
        typing.contains(conversation.id)
    }
}

struct CourierAPI {
    var baseURL = URL(string: "https://api.courier.example/v1")!

    func conversations() async throws -> [Conversation] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appending(path: "conversations"))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Conversation].self, from: data)
    }
}
