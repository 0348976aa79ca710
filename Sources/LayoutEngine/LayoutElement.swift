import Foundation
import LayoutFont

/// What a node of the IR is: a leaf, a modifier wrapping one child, or a container.
/// Every case is described, with its rule, in `docs/semantics-core.md` and `docs/semantics-layouts.md`; the
/// section is cited per case.
/// A flexible frame's seven settings are boxed, so an element is 64 bytes, not 136: the checker
/// and the engine's tree hold one per node. (Boxing the custom case too saves nothing — it is
/// 57 bytes — and made every copy of a checked node go through the generic value witness.)
public enum LayoutElement {
    // MARK: Leaves (§2)

    /// A fixed-size box (`Color.frame(width:height:)`).
    case box(width: CGFloat, height: CGFloat)
    /// A flexible shape: ideal 10×10, takes any proposal.
    case shape(ShapeKind)
    /// A circle: the square of the smaller proposed dimension.
    case circle
    /// An image of intrinsic size; `resizable` makes it a shape whose ideal is that size.
    case image(width: CGFloat, height: CGFloat, resizable: Bool)
    /// Text in the deterministic metric model.
    case text(TextSpec)
    /// A spacer: flexible along the enclosing stack's axis.
    case spacer(minLength: CGFloat)
    /// A 1-point line across the enclosing stack's axis.
    case divider

    // MARK: Modifiers (§4), one child (overlay/background: primary, then secondary content)

    /// `.frame(width:height:alignment:)` (either may be nil).
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    indirect case flexibleFrame(FlexibleFrame)
    /// `.padding(…)`.
    case padding(EdgeInsets)
    /// `.fixedSize(horizontal:vertical:)`.
    case fixedSize(Axis.Set)
    /// `.layoutPriority(x)`.
    case layoutPriority(Double)
    /// `.offset(x:y:)`.
    case offset(x: CGFloat, y: CGFloat)
    /// `.aspectRatio(ratio, contentMode:)`; `ratio` nil → the child's ideal width / height.
    case aspectRatio(ratio: CGFloat?, contentMode: ContentMode)
    /// `.overlay(alignment:) < … >`: children are the primary, then the overlay content.
    case overlay(alignment: Alignment)
    /// `.background(alignment:) < … >`: children are the primary, then the background content.
    case background(alignment: Alignment)
    /// `.gridCellColumns(n)`: a grid cell spanning `n` columns.
    case gridCellColumns(Int)

    // MARK: Containers (§3, §5)

    case hstack(alignment: VerticalAlignment, spacing: CGFloat?)
    case vstack(alignment: HorizontalAlignment, spacing: CGFloat?)
    case zstack(alignment: Alignment)
    /// Children: `gridRow` nodes, or other nodes that span all columns.
    case grid(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)
    /// A row of a `grid`; `alignment` nil → the grid's vertical alignment.
    case gridRow(alignment: VerticalAlignment?)
    /// LazyVGrid (`axis: .vertical`, items are columns) or LazyHGrid (`.horizontal`, items are rows).
    case lazyGrid(axis: Axis, items: [GridItemSpec], alignment: Alignment, spacing: CGFloat?)
    /// ViewThatFits: the first child that fits, or the last; the others get no frame.
    case fits(axes: Axis.Set)
    /// ScrollView: unspecified proposal along the scroll axes.
    case scroll(axes: Axis.Set)
    /// An element laid out by a `Layout` conformance: a seed layout (`wrap`, `overlap`, …) or
    /// one written in Swift and registered (`LayoutRegistry`), with its definition and arguments.
    case layout(LayoutInstance)
}

extension LayoutElement {
    /// The seed layouts, as the engine's tests and benchmarks build them.
    public static func wrap(alignment: Alignment, spacing: CGFloat?, lineSpacing: CGFloat?,
                            fit: WrapFit) -> LayoutElement {
        WrapLayout.definition.instance(["alignment": .alignment(alignment),
                                        "spacing": spacing.map(LayoutArgumentValue.number) ?? .none,
                                        "lineSpacing": lineSpacing.map(LayoutArgumentValue.number) ?? .none,
                                        "fit": .name(fit.rawValue)])
    }

    public static func overlap(overlap: CGFloat, alignment: VerticalAlignment) -> LayoutElement {
        OverlapLayout.definition.instance(["overlap": .number(overlap), "alignment": .verticalAlignment(alignment)])
    }

    public static func columns(count: Int, spacing: CGFloat, alignment: Alignment) -> LayoutElement {
        ColumnsLayout.definition.instance([nil: .number(CGFloat(count)), "spacing": .number(spacing),
                                           "alignment": .alignment(alignment)])
    }

    public static var alternate: LayoutElement { AlternateStackLayout.definition.instance() }

    public static var radial: LayoutElement { RadialLayout.definition.instance() }

    public static func balanced(axis: Axis, spacing: CGFloat?, alignment: Alignment) -> LayoutElement {
        BalancedStackLayout.definition.instance(["axis": .name(axis == .horizontal ? "horizontal" : "vertical"),
                                                 "spacing": spacing.map(LayoutArgumentValue.number) ?? .none,
                                                 "alignment": .alignment(alignment)])
    }

    /// A layout written in Swift, under `name`, without parameters.
    public static func custom(name: String, layout: any Layout) -> LayoutElement {
        .layout(LayoutInstance(definition: ElementDefinition(name: name, doc: "", parameters: []) { _ in layout },
                               arguments: LayoutArguments(parameters: [], values: []), layout: layout))
    }

    /// The `Layout` conformance laying this element out, for a `.layout` element.
    public var customLayout: (any Layout)? {
        if case let .layout(instance) = self { return instance.layout }
        return nil
    }
}

/// The flexible shapes; they differ only in how they are drawn.
public enum ShapeKind: String, Hashable, Sendable, CaseIterable {
    case rect, roundedRect, capsule, ellipse, color

    /// The built-in a shape of this kind is.
    public var elementKind: ElementKind {
        switch self {
        case .rect: return .rect
        case .roundedRect: return .roundedRect
        case .capsule: return .capsule
        case .ellipse: return .ellipse
        case .color: return .color
        }
    }
}

/// `fit` and `fill` of `aspectRatio`.
public enum ContentMode: String, Hashable, Sendable {
    case fit, fill
}

/// How `wrap` reports its width: the proposal (`proposal`, SwiftUI's default for the article's
/// code) or its widest line (`content`). `docs/semantics-layouts.md §5` wrap.
public enum WrapFit: String, Hashable, Sendable {
    case proposal, content
}

/// The parameters of a text leaf. `docs/semantics-core.md §2`, text model.
public struct TextSpec: Hashable, Sendable {
    public var content: String
    public var size: CGFloat
    public var lineLimit: Int?
    /// How the size follows Dynamic Type (`LayoutTree.sizingText(for:textScale:)`).
    public var scaling: TextScaling
    /// A line's height when a text style's leading at a Dynamic Type size sets it; nil: the text
    /// model's (`TextLayout.lineHeight`).
    public var lineHeight: CGFloat?
    /// Its weight, 100…900 (`.bold()`, `.fontWeight(…)`, a font's own): which face measures it.
    public var weight: Int
    /// How a line that cannot show all of it is cut (`.truncationMode`).
    public var truncation: TruncationMode
    /// How far its font may shrink to fit before it is cut (`.minimumScaleFactor`, 0 to 1; 1:
    /// not at all). `TextModel.fitted`.
    public var minimumScaleFactor: CGFloat = 1
    /// The Dynamic Type sizes it follows (`.dynamicTypeSize(…)`): the user's size clamped to these;
    /// nil: every size.
    public var categoryRange: ClosedRange<DynamicTypeSize>?

    public init(_ content: String, size: CGFloat = 16, lineLimit: Int? = nil,
                scaling: TextScaling = .relative(.body), lineHeight: CGFloat? = nil, weight: Int = 400,
                truncation: TruncationMode = .tail) {
        self.content = content
        self.size = size
        self.lineLimit = lineLimit
        self.scaling = scaling
        self.lineHeight = lineHeight
        self.weight = weight
        self.truncation = truncation
    }
}

/// The parameters of a flexible frame; `nil` means "not given".
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: CGFloat?
    public var idealWidth: CGFloat?
    public var maxWidth: CGFloat?
    public var minHeight: CGFloat?
    public var idealHeight: CGFloat?
    public var maxHeight: CGFloat?
    public var alignment: Alignment

    public init(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
