// A Layout with a cache, spacing preferences, explicit alignment and layout properties.
import SwiftUI

struct EqualWidthHStack: Layout {
    struct CacheData {
        var maxSize: CGSize = .zero
        var spacings: [CGFloat] = []
    }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func makeCache(subviews: Subviews) -> CacheData {
        var cache = CacheData()
        updateCache(&cache, subviews: subviews)
        return cache
    }

    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        cache.maxSize = sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        cache.spacings = subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        let total = cache.spacings.reduce(0, +)
        return CGSize(width: cache.maxSize.width * CGFloat(subviews.count) + total, height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        let unit = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var x = bounds.minX + cache.maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: unit)
            x += cache.maxSize.width + cache.spacings[index]
        }
    }

    func spacing(subviews: Subviews, cache: inout CacheData) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews {
            spacing.formUnion(subview.spacing, edges: [.top, .bottom])
        }
        return spacing.union(.zero, edges: .horizontal)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout CacheData) -> CGFloat? {
        guard guide == .firstTextBaseline, let first = subviews.first else { return nil }
        let dimensions = first.dimensions(in: .unspecified)
        return bounds.minY + dimensions[.firstTextBaseline] + (dimensions[explicit: VerticalAlignment.center] ?? 0) * 0
    }
}

struct Toolbar: View {
    var body: some View {
        EqualWidthHStack {
            Button("Cut") {}
            Button("Copy") {}
            Button(action: { print("paste") }) {
                Label2(title: "Paste", icon: "doc.on.clipboard")
            }
        }
        .alignmentGuide(.leading) { d in d[.leading] + 4 }
        .alignmentGuide(VerticalAlignment.center) { d in d.height / 2 }
    }
}

struct Label2: View {
    let title: String
    let icon: String
    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: icon)
                .imageScale(.small)
            Text(title)
        }
    }
}
