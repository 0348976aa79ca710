import Foundation
import Testing
@testable import LayoutEngine

/// The element table keeps most elements as plain numbers and gives back exactly what was
/// stored: every case, with the payloads that must not be taken for one another (an absent
/// spacing and a spacing of NaN, the baseline guides and the bottom, a custom guide).
struct ElementTableTests {
    enum CustomGuide: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
    }

    struct Ruler: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    nonisolated(unsafe) static let elements: [LayoutElement] = [
        .box(width: 40, height: 20), .box(width: 0.5, height: .nan), .shape(.rect), .shape(.color), .shape(.capsule), .circle,
        .image(width: 24, height: 24, resizable: false), .image(width: 3, height: 4, resizable: true),
        .text(TextSpec("Hi", size: 15, lineLimit: 2)), .spacer(minLength: 8), .divider,
        .frame(width: 100, height: nil, alignment: .topLeading), .frame(width: nil, height: nil, alignment: .center),
        .frame(width: .nan, height: 3, alignment: .center), .frame(width: 1, height: 2, alignment: .centerFirstTextBaseline),
        .flexibleFrame(FlexibleFrame(minWidth: 10, maxWidth: .infinity)), .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
        .fixedSize([.horizontal]), .fixedSize(.both), .layoutPriority(-2.5), .offset(x: 3, y: -4),
        .aspectRatio(ratio: 1.5, contentMode: .fill), .overlay(alignment: .bottomTrailing), .background(alignment: .leadingLastTextBaseline),
        .gridCellColumns(3), .gridCellColumns(Int.max),
        .hstack(alignment: .top, spacing: 8), .hstack(alignment: .bottom, spacing: nil), .hstack(alignment: .firstTextBaseline, spacing: 2),
        .hstack(alignment: .lastTextBaseline, spacing: .nan), .hstack(alignment: VerticalAlignment(CustomGuide.self), spacing: 1),
        .vstack(alignment: .leading, spacing: 0), .vstack(alignment: .trailing, spacing: nil), .vstack(alignment: .center, spacing: -0.0),
        .zstack(alignment: .center), .zstack(alignment: Alignment(horizontal: .trailing, vertical: VerticalAlignment(CustomGuide.self))),
        .grid(alignment: .top, horizontalSpacing: 4, verticalSpacing: nil), .gridRow(alignment: nil), .gridRow(alignment: .bottom),
        .wrap(alignment: .topLeading, spacing: 8, lineSpacing: 8, fit: .content), .overlap(overlap: 6, alignment: .top),
        .columns(count: 2, spacing: 4, alignment: .center), .alternate, .radial, .balanced(axis: .vertical, spacing: nil, alignment: .leading),
        .lazyGrid(axis: .vertical, items: [.flexible], alignment: .center, spacing: 2), .fits(axes: .horizontal), .scroll(axes: .vertical),
        .custom(name: "ruler", layout: Ruler()),
    ]

    /// What an element is, payload and all (guides by their type).
    static func signature(_ element: LayoutElement) -> String { String(describing: element) }

    @Test func everyElementComesBackAsStored() {
        var table = ElementTable()
        for element in Self.elements { table.append(element) }
        for (index, element) in Self.elements.enumerated() {
            #expect(Self.signature(table[index]) == Self.signature(element))
        }
        // Copies, within the table and from another, keep them too.
        var copy = ElementTable()
        for index in Self.elements.indices { copy.append(index, of: table) }
        for index in Self.elements.indices { table.appendCopy(of: index) }
        for (index, element) in Self.elements.enumerated() {
            #expect(Self.signature(copy[index]) == Self.signature(element))
            #expect(Self.signature(table[Self.elements.count + index]) == Self.signature(element))
        }
    }

    @Test func absentAndNaNSpacingStayApart() {
        var table = ElementTable()
        table.append(.hstack(alignment: .top, spacing: nil))
        table.append(.hstack(alignment: .top, spacing: .nan))
        guard case let .hstack(_, absent) = table[0], case let .hstack(_, nan) = table[1] else {
            Issue.record("not stacks")
            return
        }
        #expect(absent == nil)
        #expect(nan?.isNaN == true)
    }

    @Test func replacingAndRemovingKeepTheOthers() {
        var table = ElementTable()
        for element in Self.elements { table.append(element) }
        // A plain element becomes one kept whole, and back.
        table[0] = .text(TextSpec("replaced"))
        #expect(Self.signature(table[0]) == Self.signature(.text(TextSpec("replaced"))))
        table[0] = .box(width: 1, height: 2)
        #expect(Self.signature(table[0]) == Self.signature(.box(width: 1, height: 2)))
        let kept = 20
        table.removeAll(from: kept)
        #expect(table.count == kept)
        table.append(.text(TextSpec("after")))
        #expect(Self.signature(table[kept]) == Self.signature(.text(TextSpec("after"))))
        for (index, element) in Self.elements.prefix(kept).enumerated() where index > 0 {
            #expect(Self.signature(table[index]) == Self.signature(element))
        }
    }
}
