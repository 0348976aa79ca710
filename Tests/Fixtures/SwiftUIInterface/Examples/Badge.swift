// ViewThatFits, overlays, and if / if-else / optional views inside a ViewBuilder.
import SwiftUI

struct NotificationBadge: View {
    let count: Int
    let title: String?

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Image(systemName: "bell")
                if let title {
                    Text(title)
                }
                Text("You have \(count) notifications")
            }
            Image(systemName: "bell")
                .overlay(alignment: .topTrailing) {
                    if count > 0 {
                        Text(count > 99 ? "99+" : "\(count)")
                            .font(.caption2.bold())
                            .padding(3)
                            .background(.red, in: .circle)
                            .offset(x: 6, y: -6)
                    }
                }
        }
        if count == 0 {
            Text("All caught up")
                .foregroundStyle(.secondary)
        } else if count < 10 {
            Text("A few new")
        } else {
            EmptyView()
        }
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            NotificationBadge(count: 3, title: "Inbox")
            NotificationBadge(count: 0, title: nil)
        }
    }
}
