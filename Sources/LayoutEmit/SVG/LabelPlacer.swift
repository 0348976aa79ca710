import Foundation

/// Places debug labels so that no two overlap: each label tries a list of spots around its
/// element (inside its top-left corner, just above it, just below it, inside its other corners,
/// beside it); the first spot inside the panel that touches no placed label and no text wins.
/// A label is placed whole or not at all: a cut name ("padd…") says less than none, and the
/// element's tooltip still names it.
struct LabelPlacer {
    /// A placed label: its text and its box (the text's baseline is `box.maxY - 3`).
    struct Label: Equatable {
        var text: String
        var box: CGRect
    }

    static let fontSize: CGFloat = 11
    /// The label font's advance (the monospaced stack at 11 px: 0.602 × 11, rounded up).
    static let advance: CGFloat = 6.65
    static let height: CGFloat = 14
    static let padding: CGFloat = 2

    /// Where labels may go (the panel, less its caption band).
    var bounds: CGRect
    /// What labels must not cover besides each other: the lines of texts, which a label would
    /// make unreadable.
    var obstacles: [CGRect]
    private(set) var placed: [Label] = []

    init(bounds: CGRect, obstacles: [CGRect] = []) {
        self.bounds = bounds
        self.obstacles = obstacles.map { $0.insetBy(dx: 1, dy: 1) }
            .filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
    }

    static func width(of text: String) -> CGFloat { CGFloat(text.count) * advance + 2 * padding }

    /// Places a label for an element whose frame (in document coordinates) is `frame`; returns
    /// it, or `nil` when it was dropped.
    @discardableResult
    mutating func place(_ text: String, for frame: CGRect, preferOutside: Bool = false) -> Label? {
        let size = CGSize(width: Self.width(of: text), height: Self.height)
        guard let box = spots(for: frame, size: size, preferOutside: preferOutside).first(where: isFree) else {
            return nil
        }
        let label = Label(text: text, box: box)
        placed.append(label)
        return label
    }

    func isFree(_ box: CGRect) -> Bool {
        // Compared edge by edge: `CGRect.contains` can fail on rounding in its width sums.
        guard box.minX >= bounds.minX, box.minY >= bounds.minY, box.maxX <= bounds.maxX,
              box.maxY <= bounds.maxY else { return false }
        return !placed.contains { $0.box.intersects(box) } && !obstacles.contains { $0.intersects(box) }
    }

    /// The spots to try, best first. Leaves are labelled inside their top-left corner; containers
    /// and texts (whose first child or first line sits in that corner) just above themselves.
    func spots(for frame: CGRect, size: CGSize, preferOutside: Bool) -> [CGRect] {
        let gap: CGFloat = 1
        let fitsInside = size.width <= frame.width - 2 * gap && size.height <= frame.height - 2 * gap
        let inside = [
            CGPoint(x: frame.minX + gap, y: frame.minY + gap),
            CGPoint(x: frame.maxX - gap - size.width, y: frame.minY + gap),
            CGPoint(x: frame.minX + gap, y: frame.maxY - gap - size.height),
            CGPoint(x: frame.maxX - gap - size.width, y: frame.maxY - gap - size.height),
        ]
        let outside = [
            CGPoint(x: frame.minX, y: frame.minY - gap - size.height),
            CGPoint(x: frame.minX, y: frame.maxY + gap),
            CGPoint(x: frame.maxX - size.width, y: frame.minY - gap - size.height),
            CGPoint(x: frame.maxX - size.width, y: frame.maxY + gap),
        ]
        // Beside it, level with its top: where a small element's label still reads as its own.
        let beside = [
            CGPoint(x: frame.maxX + gap, y: frame.minY),
            CGPoint(x: frame.minX - gap - size.width, y: frame.minY),
        ]
        let points: [CGPoint]
        if !fitsInside {
            points = outside + beside
        } else if preferOutside {
            points = [outside[0], outside[2], outside[1], outside[3], inside[1], inside[3], inside[2], inside[0]]
        } else {
            points = [inside[0], outside[0], inside[1], inside[2], inside[3], outside[1], outside[2], outside[3]]
        }
        return points.map { CGRect(origin: $0, size: size) }
    }
}
