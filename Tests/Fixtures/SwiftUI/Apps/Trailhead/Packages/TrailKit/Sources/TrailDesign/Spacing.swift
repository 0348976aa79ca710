import CoreGraphics

/// The 4-point spacing scale used across Trailhead.
public enum Spacing {
    public static let xxs: CGFloat = 2
    public static let xs: CGFloat = 4
    public static let s: CGFloat = 8
    public static let m: CGFloat = 12
    public static let l: CGFloat = 16
    public static let xl: CGFloat = 24
    public static let xxl: CGFloat = 32
}

public enum Radius {
    public static let chip: CGFloat = 12
    public static let card: CGFloat = 16
    public static let sheet: CGFloat = 24
}

public enum IconSize {
    /// Glyph size for icon-only buttons; `IconButtonStyle` pads it to a comfortable hit region.
    public static let button: CGFloat = 24
    public static let inline: CGFloat = 15
}
