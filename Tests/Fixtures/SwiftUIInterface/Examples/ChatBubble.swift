// A chat bubble: Spacer(minLength:), flexible frames, edge padding and a conditional side.
import SwiftUI

struct ChatBubble: View {
    let message: String
    let mine: Bool

    var body: some View {
        HStack(alignment: .bottom, spacing: 0) {
            if mine { Spacer(minLength: 40) }
            Text(message)
                .padding(.vertical, 8)
                .padding([.leading, .trailing], 12)
                .foregroundColor(mine ? .white : .primary)
                .background(mine ? Color.blue : Color(white: 0.9))
                .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
                .frame(maxWidth: 260, alignment: mine ? .trailing : .leading)
            if !mine { Spacer(minLength: 40) }
        }
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 32, alignment: .bottom)
        .padding(.horizontal, 8)
    }
}

struct Conversation: View {
    let messages: [(text: String, mine: Bool)] = [("Hi", false), ("Hello!", true)]

    var body: some View {
        ScrollView {
            VStack(spacing: 4) {
                ForEach(0..<messages.count, id: \.self) { i in
                    ChatBubble(message: messages[i].text, mine: messages[i].mine)
                }
            }
        }
        .background(Color.white.ignoresSafeArea())
    }
}
