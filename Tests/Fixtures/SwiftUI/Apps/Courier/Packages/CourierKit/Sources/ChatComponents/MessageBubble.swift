import SwiftUI
import DesignSystem

public struct MessageBubble: View {
    public enum Direction {
        case incoming
        case outgoing
    }

    private let text: String
    private let direction: Direction
    private let sentAt: Date
    private let senderName: String?

    public init(_ text: String, direction: Direction, sentAt: Date, senderName: String? = nil) {
        self.text = text
        self.direction = direction
        self.sentAt = sentAt
        self.senderName = senderName
    }

    private var alignment: HorizontalAlignment { direction == .outgoing ? .trailing : .leading }
    private var frameAlignment: Alignment { direction == .outgoing ? .trailing : .leading }

    public var body: some View {
        VStack(alignment: alignment, spacing: Theme.Spacing.xSmall) {
            if let senderName, direction == .incoming {
                Text(senderName)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, Theme.Spacing.regular)
            }
            Text(text)
                .padding(.horizontal, Theme.Spacing.regular)
                .padding(.vertical, Theme.Spacing.medium)
                .foregroundStyle(direction == .outgoing ? Color.white : Color.primary)
                .background(
                    direction == .outgoing ? Color.bubbleOutgoing : Color.bubbleIncoming,
                    in: RoundedRectangle(cornerRadius: Theme.bubbleRadius, style: .continuous)
                )
            #if os(macOS)
            Text(sentAt, style: .time)
                .font(.system(size: 10)) // trap 1: macOS-only inline timestamp; iOS shows times in the day separators instead
                .foregroundStyle(.secondary)
            #endif
        }
        .frame(maxWidth: Theme.bubbleMaxWidth, alignment: frameAlignment)
        .frame(maxWidth: .infinity, alignment: frameAlignment)
    }
}

/// Three pulsing dots in an incoming bubble.
public struct TypingIndicator: View {
    @State private var phase = 0.0

    public init() {}

    public var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<3, id: \.self) { index in
                Circle()
                    .frame(width: 8, height: 8)
                    .opacity(phase == Double(index) ? 1 : 0.35)
            }
        }
        .foregroundStyle(.secondary)
        .padding(.horizontal, Theme.Spacing.regular)
        .padding(.vertical, Theme.Spacing.regular)
        .background(Color.bubbleIncoming, in: Capsule())
        .frame(maxWidth: .infinity, alignment: .leading)
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(300))
                phase = (phase + 1).truncatingRemainder(dividingBy: 3)
            }
        }
    }
}

#Preview("Thread") {
    VStack(spacing: Theme.Spacing.medium) { // trap 5: preview scaffolding, a thread stacked taller than the canvas without the chat's scroll view
        ForEach(0..<14, id: \.self) { index in
            MessageBubble(
                index.isMultiple(of: 3) ? "Sure, see you there" : "Are we still on for the climbing gym at six?",
                direction: index.isMultiple(of: 3) ? .outgoing : .incoming,
                sentAt: .now,
                senderName: index.isMultiple(of: 3) ? nil : "Jonah"
            )
        }
        TypingIndicator()
    }
    .padding()
}
