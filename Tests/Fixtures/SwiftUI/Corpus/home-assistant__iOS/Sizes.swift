import Foundation

public enum Sizes {
    static var maxWidthForLargerScreens: CGFloat = 600
}
