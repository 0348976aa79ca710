import SwiftUI

public enum Theme {
    public static let bubbleRadius: CGFloat = 18
    public static let bubbleMaxWidth: CGFloat = 280
    public static let cardRadius: CGFloat = 14

    public enum Spacing {
        public static let xSmall: CGFloat = 2
        public static let small: CGFloat = 4
        public static let medium: CGFloat = 8
        public static let regular: CGFloat = 12
        public static let large: CGFloat = 16
        public static let xLarge: CGFloat = 24
    }
}

public extension Color {
    #if canImport(UIKit)
    static let bubbleIncoming = Color(uiColor: .secondarySystemBackground)
    static let fieldBackground = Color(uiColor: .tertiarySystemFill)
    #else
    static let bubbleIncoming = Color.gray.opacity(0.15)
    static let fieldBackground = Color.gray.opacity(0.1)
    #endif
    static let bubbleOutgoing = Color.accentColor
}
