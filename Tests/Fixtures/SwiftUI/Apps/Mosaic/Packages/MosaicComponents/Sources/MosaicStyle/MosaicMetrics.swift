import CoreGraphics

/// Spacing and sizes shared by the app, the widgets and MosaicUI.
public enum MosaicMetrics {
    public static let gridSpacing: CGFloat = 12
    public static let screenPadding: CGFloat = 16
    public static let tileHeight: CGFloat = 168
    public static let tilePadding: CGFloat = 8
    public static let tileCornerRadius: CGFloat = 14
    public static let cardCornerRadius: CGFloat = 18
    public static let avatarSize: CGFloat = 40
}
