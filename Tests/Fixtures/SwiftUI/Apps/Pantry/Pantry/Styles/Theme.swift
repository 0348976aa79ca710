import SwiftUI

enum Spacing {
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 12
    static let l: CGFloat = 16
    static let xl: CGFloat = 24
}

enum Theme {
    static let cornerRadius: CGFloat = 12
    static let chipHeight: CGFloat = 28
    static let heroHeight: CGFloat = 240
    static let thumbnailSize: CGFloat = 56
    static let statTileWidth: CGFloat = 120
    static let tagAreaWidth: CGFloat = 200

    #if os(macOS)
    static let sidebarWidth: CGFloat = 190
    static let inspectorWidth: CGFloat = 240
    #endif
}

extension Color {
    static let pantryAccent = Color("AccentColor")
    #if os(macOS)
    static let groupedBackground = Color(nsColor: .windowBackgroundColor)
    #else
    static let groupedBackground = Color(uiColor: .systemGroupedBackground)
    #endif
}
