import SwiftUI

enum Theme {
    static let cornerRadius: CGFloat = 14

    /// Width of each column of the budget totals strip.
    static let totalsColumnWidth: CGFloat = 120

    enum Spacing {
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let m: CGFloat = 12
        static let l: CGFloat = 16
        static let xl: CGFloat = 24
    }

    static let positive = Color.green
    static let negative = Color.red

    #if os(macOS)
    static let groupedBackground = Color(nsColor: .windowBackgroundColor)
    static let cardBackground = Color(nsColor: .controlBackgroundColor)
    #else
    static let groupedBackground = Color(uiColor: .systemGroupedBackground)
    static let cardBackground = Color(uiColor: .secondarySystemGroupedBackground)
    #endif
}

extension Category {
    var tint: Color {
        switch self {
        case .groceries: .green
        case .dining: .orange
        case .transport: .blue
        case .rent: .indigo
        case .utilities: .yellow
        case .subscriptions: .pink
        case .income: .mint
        case .transfer: .gray
        }
    }
}
