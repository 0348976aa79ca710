import SwiftUI
import DesignSystem

/// The composer under a chat: attachments, a growing text field, send.
struct InputBar: View {
    @Binding var text: String
    var onSend: () -> Void

    @State private var isAttaching = false
    @FocusState private var isFocused: Bool

    private var canSend: Bool {
        !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    var body: some View {
        HStack(alignment: .bottom, spacing: Theme.Spacing.small) {
            Button { // trap 3: CircleIconButtonStyle (CourierKit) gives the 30 pt circle a 50 pt hit region
                isAttaching = true
            } label: {
                Image(systemName: "plus")
            }
            .buttonStyle(.circleIcon)

            TextField("Message", text: $text, axis: .vertical)
                .lineLimit(1...5)
                .focused($isFocused)
                .padding(.horizontal, Theme.Spacing.regular)
                .padding(.vertical, Theme.Spacing.medium)
                .background(Color.fieldBackground, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
                .padding(.vertical, 7)

            Button(action: onSend) {
                Image(systemName: "arrow.up")
            }
            .buttonStyle(.circleIconProminent)
            .disabled(!canSend)
        }
        .padding(.horizontal, Theme.Spacing.small)
        .background(.bar)
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        .confirmationDialog("Attach", isPresented: $isAttaching) {
            Button("Photo or video") {}
            Button("Location") {}
            Button("Contact") {}
        }
    }
}

#Preview {
    VStack {
        Spacer()
        InputBar(text: .constant("")) {}
        InputBar(text: .constant("Running ten minutes late, save me a seat")) {}
    }
}
