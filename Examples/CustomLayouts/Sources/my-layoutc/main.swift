import LayoutcKit
import SeedLayouts

// Your own layoutc: the whole tool (build, check, lint, explain, fmt, preview, lsp), with the
// layouts of this package usable by name in .layout files. Each is registered with its
// parameters, which the checker validates and the language server completes and documents.
var layouts = LayoutRegistry()

layouts.register("overlapping", doc: "Children side by side, each overlapping the one before; more when space is short.",
                 parameters: [
                     LayoutParameter(label: "overlap", type: .length, defaultValue: .number(6),
                                     doc: "how far each child overlaps the one before it, at least"),
                 ]) { arguments in
    OverlappingHStack(overlap: arguments.number("overlap") ?? 6)
}

layouts.register("flow", doc: "Children in rows, a new row whenever the next one does not fit.",
                 parameters: [
                     LayoutParameter(label: "alignment", type: .horizontalAlignment, defaultValue: .horizontalAlignment(.leading),
                                     doc: "where each row sits in the width"),
                     LayoutParameter(label: "spacing", type: .length, defaultValue: .number(8),
                                     doc: "the gap between children, and between rows"),
                 ]) { arguments in
    FlowLayout(alignment: arguments.horizontalAlignment("alignment") ?? .leading, spacing: arguments.number("spacing") ?? 8)
}

layouts.register("clock", doc: "Children on a circle, clockwise from the top.",
                 parameters: [
                     LayoutParameter(label: "start", type: .number, defaultValue: .number(-90),
                                     doc: "the first child's angle in degrees, clockwise from three o'clock"),
                 ]) { arguments in
    ClockLayout(start: .degrees(Double(arguments.number("start") ?? -90)))
}

layouts.register("table", doc: "Children in equal columns, row after row.",
                 parameters: [
                     LayoutParameter(label: "columns", type: .positiveInteger, defaultValue: .number(2), doc: "how many columns"),
                 ]) { arguments in
    TableLayout(columns: arguments.integer("columns") ?? 2)
}

Layoutc.main(layouts: layouts)
