import SwiftUI

/// A friendly message with an optional call to action, for empty lists.
struct EmptyStateView: View {
    let systemImage: String
    let title: String
    let message: String
    var actionTitle: String?
    var action: (() -> Void)?

    init(systemImage: String = "leaf", title: String, message: String, actionTitle: String? = nil, action: (() -> Void)? = nil) {
        self.systemImage = systemImage
        self.title = title
        self.message = message
        self.actionTitle = actionTitle
        self.action = action
    }

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: systemImage)
                .font(.system(size: 44))
                .foregroundColor(.sproutGreen)
            Text(title)
                .font(.title3.bold())
                .multilineTextAlignment(.center)
            Text(message)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
            if let actionTitle = actionTitle, let action = action {
                Button(actionTitle, action: action)
                    .buttonStyle(CapsuleButtonStyle(prominent: true))
                    .padding(.top, 4)
            }
        }
        .padding(.vertical, 32)
        .padding(.horizontal, 16)
    }
}

struct EmptyStateView_Previews: PreviewProvider {
    static var previews: some View {
        EmptyStateView( // trap 5: preview scaffolding: a 250x180 box around about 290 pt of content; in the app it is a List row as tall as it needs
            title: "No plants yet",
            message: "Add your first plant and Sprout will remind you when it needs water.",
            actionTitle: "Add a plant",
            action: {}
        )
        .frame(width: 250, height: 180)
        .previewLayout(.sizeThatFits)

        EmptyStateView(title: "Nothing due", message: "Every plant is happy today.")
            .previewLayout(.sizeThatFits)
            .previewDisplayName("No action")
    }
}
