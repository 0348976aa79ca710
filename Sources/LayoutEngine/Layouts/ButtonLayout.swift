import Foundation

/// SwiftUI's `Button` as layout sees it: its label, nothing more (the default button style
/// adds no padding on iOS inside a stack; `docs/semantics-layouts.md §5` button). The label is
/// proposed what the button is and the button is the label's size; several label views are
/// centred over each other, as a `ZStack` would. Lint judges its frame as a tap target.
public struct ButtonLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let answer = subview.sizeThatFits(proposal)
            size.width = max(size.width, answer.width)
            size.height = max(size.height, answer.height)
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }
}

extension ButtonLayout {
    /// `button < label >`: SwiftUI's Button, laid out as its label.
    public static let definition = ElementDefinition(
        name: "button", doc: "SwiftUI's Button: laid out as its label; lint checks it is at least 44×44 pt to tap",
        parameters: [], swiftUI: "Button", overlapsByDesign: true, readsPriorities: true,
        givesSpacersRoom: false, reference: "§5"
    ) { _ in ButtonLayout() }

    /// The name lint's tap-target rule knows it by.
    public static var name: String { definition.name }
}
