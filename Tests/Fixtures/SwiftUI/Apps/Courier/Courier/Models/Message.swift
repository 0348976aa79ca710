import Foundation
import ChatComponents

struct Message: Identifiable, Hashable, Codable {
    let id: UUID
    var text: String
    var senderID: Contact.ID?
    var sentAt: Date
    var status: DeliveryStatus

    /// Messages without a sender are the user's own.
    var isOutgoing: Bool { senderID == nil }

    init(id: UUID = UUID(), text: String, senderID: Contact.ID? = nil, sentAt: Date, status: DeliveryStatus = .read) {
        self.id = id
        self.text = text
        self.senderID = senderID
        self.sentAt = sentAt
        self.status = status
    }
}
