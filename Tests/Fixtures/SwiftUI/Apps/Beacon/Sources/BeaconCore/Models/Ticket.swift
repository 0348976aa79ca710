import Foundation

public struct Ticket: Identifiable, Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case generalAdmission, reserved, vip

        public var title: String {
            switch self {
            case .generalAdmission: "General admission"
            case .reserved: "Reserved seat"
            case .vip: "VIP"
            }
        }
    }

    public let id: UUID
    public var event: Event
    public var kind: Kind
    public var section: String?
    public var row: String?
    public var seat: String?
    public var barcode: String
    public var holderName: String
    public var isTransferable: Bool

    public init(
        id: UUID = UUID(),
        event: Event,
        kind: Kind,
        section: String? = nil,
        row: String? = nil,
        seat: String? = nil,
        barcode: String,
        holderName: String,
        isTransferable: Bool = true
    ) {
        self.id = id
        self.event = event
        self.kind = kind
        self.section = section
        self.row = row
        self.seat = seat
        self.barcode = barcode
        self.holderName = holderName
        self.isTransferable = isTransferable
    }
}

extension Ticket {
    public static let preview = Ticket(
        event: .preview,
        kind: .reserved,
        section: "104",
        row: "F",
        seat: "12",
        barcode: "BCN-7Q4M-22KD-0193",
        holderName: "Maya Okafor"
    )

    public static let previewList: [Ticket] = [
        .preview,
        Ticket(
            event: Event.previewList[1],
            kind: .generalAdmission,
            barcode: "BCN-3HPA-81XC-5520",
            holderName: "Maya Okafor",
            isTransferable: false
        ),
        Ticket(
            event: Event.previewList[2],
            kind: .reserved,
            section: "B",
            row: "3",
            seat: "7",
            barcode: "BCN-0ZRT-46WN-1187",
            holderName: "Maya Okafor"
        ),
    ]
}
