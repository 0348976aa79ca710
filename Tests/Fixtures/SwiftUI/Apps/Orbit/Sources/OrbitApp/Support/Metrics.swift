import CoreGraphics

/// Sizes of the menu bar window and Settings, in points (macOS).
enum Metrics {
    static let popoverWidth: CGFloat = 280
    static let rowHeight: CGFloat = 24
    static let smallButton: CGFloat = 20
    static let ringSize: CGFloat = 64
    static let settingsWidth: CGFloat = 460
}
