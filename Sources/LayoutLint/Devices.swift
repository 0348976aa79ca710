import LayoutEngine

/// The screen widths `--devices` lints at: common iPhones in portrait and landscape, in points,
/// with an unspecified height (content that scrolls). Sizes from Apple's Human Interface
/// Guidelines, "Layout — Specifications" (device screen sizes in points).
public enum Devices {
    public struct Device: Sendable {
        public var name: String
        public var width: Double
        public var height: Double
    }

    public static let all: [Device] = [
        Device(name: "iPhone SE (1st generation)", width: 320, height: 568),
        Device(name: "iPhone SE (3rd generation), iPhone 13 mini", width: 375, height: 667),
        Device(name: "iPhone 15, iPhone 16", width: 393, height: 852),
        Device(name: "iPhone 15 Plus, iPhone 16 Pro Max", width: 430, height: 932),
    ]

    /// Portrait widths first, then landscape ones (the device's height as the width), each with
    /// a nil height.
    public static var proposals: [ProposedViewSize] {
        all.map { ProposedViewSize(width: $0.width, height: nil) }
            + all.map { ProposedViewSize(width: $0.height, height: nil) }
    }
}
