import SwiftUI

/// A section title with an optional trailing action ("See all").
public struct SectionHeader: View { // trap 3: defined in the TrailKit package and used by FeedView and ProfileView; the finding belongs at the Text below, in this file
    let title: String
    let actionTitle: String?
    let action: () -> Void

    public init(title: String, actionTitle: String? = nil, action: @escaping () -> Void = {}) {
        self.title = title
        self.actionTitle = actionTitle
        self.action = action
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: Spacing.s) {
            Text(title) // expect: truncated-text
                .font(.title2.bold())
                .lineLimit(1)
            Spacer(minLength: Spacing.s)
            if let actionTitle {
                Button(action: action) {
                    Text(actionTitle)
                        .font(.subheadline.weight(.semibold))
                        .frame(minWidth: 52, minHeight: 52)
                        .contentShape(Rectangle())
                }
                .layoutPriority(1)
            }
        }
    }
}

#Preview {
    VStack(alignment: .leading, spacing: Spacing.l) {
        SectionHeader(title: "Popular trails this week", actionTitle: "See all")
        SectionHeader(title: "Badges")
    }
    .padding()
}
