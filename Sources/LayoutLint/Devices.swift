import LayoutEngine

/// The iPhones `--devices` lints at: their screens in points and their safe-area insets, in
/// portrait and landscape. Screen sizes from Apple's Human Interface Guidelines (Layout →
/// Specifications); safe-area insets as the iOS 18 simulator reports them for each device
/// (docs/lint.md, Devices, cites both).
public enum Devices {
    public struct Insets: Sendable, Hashable {
        public var top: Double, leading: Double, bottom: Double, trailing: Double
    }

    public struct Device: Sendable {
        public var name: String
        /// Portrait width and height, in points.
        public var width: Double
        public var height: Double
        public var portraitInsets: Insets
        public var landscapeInsets: Insets
    }

    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        case portrait, landscape
    }

    /// A device held one way: what a file with a full-screen proposal is laid out in.
    public struct Screen: Sendable, Hashable {
        public var device: String
        public var orientation: Orientation
        /// The whole screen.
        public var size: CGSize
        public var insets: Insets

        /// The screen less the safe area, or all of it.
        public func proposal(ignoringSafeArea: Bool) -> ProposedViewSize {
            if ignoringSafeArea { return ProposedViewSize(width: size.width, height: size.height) }
            return ProposedViewSize(width: size.width - CGFloat(insets.leading + insets.trailing),
                                    height: size.height - CGFloat(insets.top + insets.bottom))
        }

        /// `iPhone 16, landscape`.
        public var label: String { "\(device), \(orientation.rawValue)" }
    }

    private static func notch(_ top: Double) -> (Insets, Insets) {
        (Insets(top: top, leading: 0, bottom: 34, trailing: 0), Insets(top: 0, leading: top, bottom: 21, trailing: top))
    }

    public static let all: [Device] = {
        let home = Insets(top: 20, leading: 0, bottom: 0, trailing: 0)
        let none = Insets(top: 0, leading: 0, bottom: 0, trailing: 0)
        return [
            Device(name: "iPhone SE (3rd generation)", width: 375, height: 667, portraitInsets: home,
                   landscapeInsets: none),
            Device(name: "iPhone 13 mini", width: 375, height: 812, portraitInsets: notch(50).0,
                   landscapeInsets: notch(50).1),
            Device(name: "iPhone 16", width: 393, height: 852, portraitInsets: notch(59).0,
                   landscapeInsets: notch(59).1),
            Device(name: "iPhone 16 Pro", width: 402, height: 874, portraitInsets: notch(62).0,
                   landscapeInsets: notch(62).1),
            Device(name: "iPhone 16 Plus", width: 430, height: 932, portraitInsets: notch(59).0,
                   landscapeInsets: notch(59).1),
            Device(name: "iPhone 16 Pro Max", width: 440, height: 956, portraitInsets: notch(62).0,
                   landscapeInsets: notch(62).1),
        ]
    }()

    /// Every device in portrait, then every device in landscape.
    public static var screens: [Screen] {
        all.map { Screen(device: $0.name, orientation: .portrait, size: CGSize(width: $0.width, height: $0.height),
                         insets: $0.portraitInsets) }
            + all.map { Screen(device: $0.name, orientation: .landscape,
                               size: CGSize(width: $0.height, height: $0.width), insets: $0.landscapeInsets) }
    }

    /// The widths a scrolling file (nil height) is linted at: each screen's width less the
    /// safe area's sides (landscape on a notched iPhone loses them), or the whole width under
    /// `.ignoresSafeArea()`, once each, portrait first.
    public static func widths(ignoringSafeArea: Bool = false) -> [ProposedViewSize] {
        var seen: [ProposedViewSize] = []
        for screen in screens {
            let proposal = ProposedViewSize(width: screen.proposal(ignoringSafeArea: ignoringSafeArea).width,
                                            height: nil)
            if !seen.contains(proposal) { seen.append(proposal) }
        }
        return seen
    }
}
