import Foundation
import ChatComponents

extension Date {
    static func minutesAgo(_ minutes: Int) -> Date {
        Date.now.addingTimeInterval(TimeInterval(-minutes * 60))
    }

    static func daysAgo(_ days: Int, hour: Int = 18) -> Date {
        let calendar = Calendar.current
        let day = calendar.date(byAdding: .day, value: -days, to: .now) ?? .now
        return calendar.date(bySettingHour: hour, minute: 15, second: 0, of: day) ?? day
    }
}

extension Contact {
    static let me = Contact(name: "Sam Rivera", phone: "+1 415 555 0101")
    static let ana = Contact(name: "Ana Lima", phone: "+1 415 555 0132")
    static let jonah = Contact(name: "Jonah Park", phone: "+1 415 555 0190")
    static let mei = Contact(name: "Mei Chen", phone: "+1 510 555 0117")
    static let priya = Contact(name: "Priya Nair", phone: "+1 628 555 0144")
    static let mom = Contact(name: "Mom", phone: "+1 707 555 0178")

    static let mock: [Contact] = [ana, jonah, mei, priya, mom]
}

extension Conversation {
    static let mock = Conversation(
        title: "Ana Lima",
        participants: [.ana],
        messages: [
            Message(text: "Did you get the tickets?", senderID: Contact.ana.id, sentAt: .minutesAgo(42)),
            Message(text: "Yes! Two for Friday", sentAt: .minutesAgo(40)),
            Message(text: "Great. Dinner before?", senderID: Contact.ana.id, sentAt: .minutesAgo(12)),
            Message(text: "Sure, 6:30 at Nopa?", sentAt: .minutesAgo(3), status: .delivered),
        ],
        isPinned: true
    )

    static let mockGroup = Conversation(
        title: "Trail runners",
        participants: [.jonah, .mei],
        messages: [
            Message(text: "Hill loop at six?", senderID: Contact.jonah.id, sentAt: .minutesAgo(35)),
            Message(text: "In. I'll bring water", sentAt: .minutesAgo(30)),
            Message(text: "Who has the route?", senderID: Contact.mei.id, sentAt: .minutesAgo(8)),
        ],
        unreadCount: 3,
        isPinned: true
    )

    static let mockList: [Conversation] = [
        mock,
        mockGroup,
        Conversation(
            title: "Mei Chen",
            participants: [.mei],
            messages: [Message(text: "Sent you the photos", senderID: Contact.mei.id, sentAt: .daysAgo(1))],
            unreadCount: 1
        ),
        Conversation(
            title: "Mom",
            participants: [.mom],
            messages: [Message(text: "Call me when you can", senderID: Contact.mom.id, sentAt: .daysAgo(3))],
            isMuted: true
        ),
        Conversation(
            title: "Priya Nair",
            participants: [.priya],
            messages: [Message(text: "Thanks again!", sentAt: .daysAgo(12), status: .read)]
        ),
    ]
}

extension ChatStore {
    static let mock = ChatStore(me: .me, conversations: Conversation.mockList)
}
