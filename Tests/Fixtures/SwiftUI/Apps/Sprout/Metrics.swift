import CoreGraphics

enum Metrics {
    static let thumbnailSize: CGFloat = 56
    static let bannerHeight: CGFloat = 64
    static let cornerRadius: CGFloat = 16
    static let cardPadding: CGFloat = 12
}
