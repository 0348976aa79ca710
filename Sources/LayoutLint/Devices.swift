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

        /// `--orientation`'s words: `portrait`, `landscape`, `both`; nil for another.
        public static func parse(_ word: String) -> Set<Orientation>? {
            switch word.lowercased() {
            case "portrait": return [.portrait]
            case "landscape": return [.landscape]
            case "both", "all": return [.portrait, .landscape]
            default: return nil
            }
        }
    }

    /// A device held one way: what a file with a full-screen proposal is laid out in.
    public struct Screen: Sendable, Hashable {
        public var device: String
        public var orientation: Orientation
        /// The whole screen.
        public var size: CGSize
        public var insets: Insets

        /// The screen less the safe area, but for the edges named (`top`, `leading`, `bottom`,
        /// `trailing`: where the root ignores it).
        public func proposal(ignoring edges: Set<String> = []) -> ProposedViewSize {
            func inset(_ edge: String, _ value: Double) -> CGFloat { edges.contains(edge) ? 0 : CGFloat(value) }
            let width = size.width - inset("leading", insets.leading) - inset("trailing", insets.trailing)
            return ProposedViewSize(width: width,
                                    height: size.height - inset("top", insets.top) - inset("bottom", insets.bottom))
        }

        /// What the proposal is of, when it is not the screen itself (`systemSmall widget`).
        public var role: String?

        public init(device: String, orientation: Orientation, size: CGSize, insets: Insets, role: String? = nil) {
            self.device = device
            self.orientation = orientation
            self.size = size
            self.insets = insets
            self.role = role
        }

        /// `iPhone 16, landscape`; `iPhone SE (3rd generation), systemSmall widget`.
        public var label: String { "\(device), " + (role ?? orientation.rawValue) }
    }

    /// A widget family's size on each iPhone, in points: the home-screen families from the
    /// sizes the widgets report on each screen size (Apple's Human Interface Guidelines, Widgets →
    /// Specifications, and measured by simonbs/ios-widget-sizes); the iPhone 16 Pro and Pro Max,
    /// which neither lists, take those of the screen width class they share (393 and 430 pt); the
    /// Lock Screen's accessory families are estimates (docs/lint.md, Widgets).
    public struct WidgetFamily: Sendable {
        public var name: String
        /// Per device of `all`, in order: width and height.
        public var sizes: [CGSize]
        /// The margins the system puts around a widget's content (iOS 17's default content
        /// margins: 16 pt on the home screen; none on the Lock Screen).
        public var contentMargin: CGFloat
    }

    public static let widgetFamilies: [WidgetFamily] = [
        WidgetFamily(name: "systemSmall", sizes: [148, 155, 158, 158, 170, 170].map { CGSize(width: $0, height: $0) },
                     contentMargin: 16),
        WidgetFamily(name: "systemMedium", sizes: [(321, 148), (329, 155), (338, 158), (338, 158), (364, 170), (364, 170)]
                        .map { CGSize(width: $0.0, height: $0.1) }, contentMargin: 16),
        WidgetFamily(name: "systemLarge", sizes: [(321, 324), (329, 345), (338, 354), (338, 354), (364, 382), (364, 382)]
                        .map { CGSize(width: $0.0, height: $0.1) }, contentMargin: 16),
        WidgetFamily(name: "accessoryRectangular", sizes: [(153, 68), (157, 70), (160, 72), (160, 72), (172, 76), (172, 76)]
                        .map { CGSize(width: $0.0, height: $0.1) }, contentMargin: 0),
        WidgetFamily(name: "accessoryCircular", sizes: [68, 70, 72, 72, 76, 76].map { CGSize(width: $0, height: $0) },
                     contentMargin: 0),
        WidgetFamily(name: "accessoryInline", sizes: [(200, 22), (210, 22), (220, 22), (220, 22), (234, 22), (234, 22)]
                        .map { CGSize(width: $0.0, height: $0.1) }, contentMargin: 0),
    ]

    /// Where a widget of `family` is laid out: its content area (the family's size less the
    /// system's content margins) on each iPhone; nil for a family iPhones do not show.
    public static func widgetPlaces(_ family: String, contentMarginsDisabled: Bool = false) -> [(proposal: ProposedViewSize, screen: Screen)]? {
        guard let widget = widgetFamilies.first(where: { $0.name == family }) else { return nil }
        let margin = contentMarginsDisabled ? 0 : widget.contentMargin
        return zip(all, widget.sizes).map { device, size in
            (ProposedViewSize(width: size.width - 2 * margin, height: size.height - 2 * margin),
             Screen(device: device.name, orientation: .portrait, size: size,
                    insets: Insets(top: margin, leading: margin, bottom: margin, trailing: margin),
                    role: "\(family) widget"))
        }
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
    /// safe area's sides (landscape on a notched iPhone loses them), but for the edges the root
    /// ignores it on, once each, portrait first.
    public static func widths(ignoring edges: Set<String> = []) -> [ProposedViewSize] {
        var seen: [ProposedViewSize] = []
        for screen in screens {
            let proposal = ProposedViewSize(width: screen.proposal(ignoring: edges).width, height: nil)
            if !seen.contains(proposal) { seen.append(proposal) }
        }
        return seen
    }
}
