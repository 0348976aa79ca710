import AppKit
import SwiftUI

/// The 30-day spending line, drawn by AppKit.
struct SparklineView: NSViewRepresentable {
    var values: [Double]
    var lineColor: NSColor = .controlAccentColor

    func makeNSView(context: Context) -> SparklineNSView {
        let view = SparklineNSView()
        view.lineColor = lineColor
        return view
    }

    func updateNSView(_ view: SparklineNSView, context: Context) {
        view.values = values
        view.lineColor = lineColor
    }
}

final class SparklineNSView: NSView {
    var values: [Double] = [] {
        didSet { needsDisplay = true }
    }

    var lineColor: NSColor = .controlAccentColor {
        didSet { needsDisplay = true }
    }

    override var isFlipped: Bool { true }

    override func draw(_ dirtyRect: NSRect) {
        guard values.count > 1, let low = values.min(), let high = values.max() else { return }
        let span = max(high - low, 1)
        let step = bounds.width / CGFloat(values.count - 1)
        let path = NSBezierPath()
        for (index, value) in values.enumerated() {
            let point = NSPoint(
                x: CGFloat(index) * step,
                y: bounds.height - CGFloat((value - low) / span) * bounds.height
            )
            if index == 0 {
                path.move(to: point)
            } else {
                path.line(to: point)
            }
        }
        lineColor.setStroke()
        path.lineWidth = 1.5
        path.stroke()
    }
}
