import SwiftUI

public enum DeliveryStatus: String, Codable, Sendable {
    case sent
    case delivered
    case read
}

/// The small status line under the last outgoing message.
///
/// A fixed 64 pt column, so that it sits flush under the bubble's trailing edge.
public struct DeliveryStatusView: View {
    private let status: DeliveryStatus

    public init(_ status: DeliveryStatus) {
        self.status = status
    }

    public var body: some View {
        Group {
            switch status {
            case .sent:
                Text("Sent")
            case .delivered:
                Text("Delivered") // expect: truncated-text
            case .read:
                Text("Read")
            }
        }
        .font(.caption2)
        .foregroundStyle(.secondary)
        .lineLimit(1)
        .dynamicTypeSize(...DynamicTypeSize.accessibility1)
        .frame(width: 64, alignment: .trailing)
    }
}

#Preview {
    VStack(alignment: .trailing) {
        DeliveryStatusView(.sent)
        DeliveryStatusView(.delivered)
        DeliveryStatusView(.read)
    }
    .padding()
}
