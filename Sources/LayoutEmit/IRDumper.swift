import Foundation
import LayoutEngine

/// The IR, one node per line, indented: the element with its parameters, then its metadata
/// (`layoutc build --emit ir`).
public enum IRDumper {
    /// The tree from its root, depth-first in source order.
    public static func dump(_ input: EmitInput) -> String {
        guard let root = input.tree.root else { return "" }
        var out = ""
        input.tree.walk(from: root) { node, depth in
            let metadata = input.tree[node].metadata
            var line = String(repeating: "  ", count: depth)
                + "\(node) \(metadata.name) \(describe(input.tree[node].element))"
            if let tag = metadata.tag { line += " #\(tag)" }
            if let fill = metadata.fill { line += " fill=\(fill)" }
            if let radius = metadata.cornerRadius { line += " cornerRadius=\(formatLength(radius))" }
            if let weight = metadata.fontWeight { line += " fontWeight=\(weight)" }
            if metadata.zIndex != 0 { line += " zIndex=\(formatLength(CGFloat(metadata.zIndex)))" }
            for effect in metadata.effects { line += " " + describe(effect) }
            if let position = input.sourcePosition(node) { line += " @\(position.line):\(position.column)" }
            out += line + "\n"
        }
        return out
    }

    static func describe(_ effect: DrawingEffect) -> String {
        switch effect {
        case let .opacity(value): return "opacity=\(formatLength(value))"
        case let .border(colour, width): return "border=\(colour)/\(formatLength(width))"
        case .hidden: return "hidden"
        case .interactive: return "interactive"
        case let .contentShape(shape): return "contentShape=" + describe(shape)
        case let .clip(shape): return "clip=" + describe(shape)
        }
    }

    static func describe(_ shape: ClipShape) -> String {
        switch shape {
        case .rect: return "rect"
        case let .roundedRect(radius): return "roundedRect(\(formatLength(radius)))"
        case .capsule: return "capsule"
        case .ellipse: return "ellipse"
        case .circle: return "circle"
        }
    }

    static func describe(_ element: LayoutElement) -> String {
        func d(_ v: CGFloat?) -> String { formatDimension(v) }
        switch element {
        case let .box(w, h): return "box(\(d(w))x\(d(h)))"
        case let .shape(kind): return "shape(\(kind.rawValue))"
        case .circle: return "circle"
        case let .image(w, h, resizable): return "image(\(d(w))x\(d(h))\(resizable ? ", resizable" : ""))"
        case let .text(spec):
            return "text(\(spec.content.debugDescription), size: \(d(spec.size))"
                + "\(spec.lineLimit.map { ", lineLimit: \($0)" } ?? ""))"
        case let .spacer(m): return "spacer(minLength: \(d(m)))"
        case .divider: return "divider"
        case let .frame(w, h, a): return "frame(width: \(d(w)), height: \(d(h)), alignment: \(name(a)))"
        case let .flexibleFrame(f):
            return "flexibleFrame(min: \(d(f.minWidth))x\(d(f.minHeight)), "
                + "ideal: \(d(f.idealWidth))x\(d(f.idealHeight)), "
                + "max: \(d(f.maxWidth))x\(d(f.maxHeight)), alignment: \(name(f.alignment)))"
        case let .padding(e):
            return "padding(top: \(d(e.top)), leading: \(d(e.leading)), "
                + "bottom: \(d(e.bottom)), trailing: \(d(e.trailing)))"
        case let .fixedSize(axes):
            return "fixedSize(horizontal: \(axes.contains(.horizontal)), vertical: \(axes.contains(.vertical)))"
        case let .layoutPriority(p): return "layoutPriority(\(d(p)))"
        case let .offset(x, y): return "offset(x: \(d(x)), y: \(d(y)))"
        case let .aspectRatio(r, mode): return "aspectRatio(\(d(r)), contentMode: \(mode.rawValue))"
        case let .overlay(a): return "overlay(alignment: \(name(a)))"
        case let .background(a): return "background(alignment: \(name(a)))"
        case let .gridCellColumns(c): return "gridCellColumns(\(c))"
        case let .hstack(a, s): return "hstack(alignment: \(a.description), spacing: \(d(s)))"
        case let .vstack(a, s): return "vstack(alignment: \(a.description), spacing: \(d(s)))"
        case let .zstack(a): return "zstack(alignment: \(name(a)))"
        case let .grid(a, h, v):
            return "grid(alignment: \(name(a)), horizontalSpacing: \(d(h)), verticalSpacing: \(d(v)))"
        case let .gridRow(a): return "row(alignment: \(a.map(\.description) ?? "nil"))"
        case let .lazyGrid(axis, items, a, s):
            let list = items.map { item -> String in
                var text: String
                switch item.size {
                case let .fixed(w): text = "fixed(\(d(w))"
                case let .flexible(lo, hi): text = "flexible(min: \(d(lo)), max: \(d(hi))"
                case let .adaptive(lo, hi): text = "adaptive(min: \(d(lo)), max: \(d(hi))"
                }
                if let spacing = item.spacing { text += ", spacing: \(d(spacing))" }
                if let alignment = item.alignment { text += ", alignment: \(name(alignment))" }
                return text + ")"
            }.joined(separator: ", ")
            return "\(axis == .vertical ? "vgrid(columns" : "hgrid(rows"): [\(list)], "
                + "alignment: \(name(a)), spacing: \(d(s)))"
        case let .fits(axes): return "fits(axes: \(axesName(axes)))"
        case let .scroll(axes): return "scroll(axis: \(axesName(axes)))"
        case let .layout(instance): return instance.text
        }
    }

    static func name(_ a: Alignment) -> String { a.description }

    static func axesName(_ axes: Axis.Set) -> String {
        axes == .both ? "both" : axes.contains(.horizontal) ? "horizontal" : "vertical"
    }
}
