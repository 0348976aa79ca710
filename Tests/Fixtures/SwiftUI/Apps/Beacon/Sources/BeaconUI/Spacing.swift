import SwiftUI

/// The spacing scale from the Beacon design tokens (4-pt grid).
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
    public static let chip: CGFloat = 10
    public static let card: CGFloat = 16
    public static let sheet: CGFloat = 24
}
