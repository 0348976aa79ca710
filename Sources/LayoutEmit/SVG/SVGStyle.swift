/// Which picture `SVGEmitter` draws.
public enum SVGStyle: String, CaseIterable, Sendable {
    /// What the screen looks like: shapes with their fills, text as its wrapped lines, images as
    /// placeholders, and one thin proposal outline per panel. Nothing else.
    case preview
    /// A view-debugger overlay: every element outlined and labelled, with a legend.
    case debug
}

/// How `SVGEmitter` draws.
public struct SVGOptions: Hashable, Sendable {
    /// The picture style.
    public var style: SVGStyle
    /// Debug style only: outline and label modifier wrappers (`frame`, `padding`, …) too.
    public var showModifiers: Bool

    /// Options with the preview style by default.
    public init(style: SVGStyle = .preview, showModifiers: Bool = false) {
        self.style = style
        self.showModifiers = showModifiers
    }
}
