import SwiftUI

public extension Color {
    static let trailGreen = Color(red: 0.18, green: 0.45, blue: 0.32)
    static let trailSand = Color(red: 0.93, green: 0.89, blue: 0.80)
    static let trailRust = Color(red: 0.72, green: 0.33, blue: 0.20)

    #if canImport(UIKit)
    static let cardBackground = Color(uiColor: .secondarySystemGroupedBackground)
    #else
    static let cardBackground = Color(nsColor: .controlBackgroundColor)
    #endif
}
