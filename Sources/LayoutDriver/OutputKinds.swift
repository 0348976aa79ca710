/// What `build` writes: the frames as text, as JSON, or as an SVG picture.
enum FrameFormat: String, CaseIterable {
    case text, json, svg
    /// SwiftUI source: the file exported, not laid out (`docs/swiftui.md`).
    case swiftui

    /// The format an output file's extension names (`.txt` and `.text` are text).
    static let byExtension: [String: FrameFormat] = ["txt": .text, "text": .text, "json": .json, "svg": .svg,
                                                     "swift": .swiftui]

    /// `text, json, svg or swiftui`: the names, as a hint lists them.
    static var names: String { "text, json, svg or swiftui" }

    /// Whether frames in this format are written out as they are emitted (an SVG is one
    /// document, built whole).
    var streams: Bool { self == .text || self == .json }
}

/// A compiler stage `build --emit` prints instead of frames.
enum EmitStage: String, CaseIterable {
    case tokens, ast, ir
    /// A `.swift` input as the `.layout` text the Swift reader makes of it.
    case layout
}

/// `--color WHEN`: whether diagnostics and reports are coloured.
enum ColorMode: String, CaseIterable {
    /// On a terminal, unless `NO_COLOR` is set (to anything but the empty string).
    case auto
    case always
    case never

    /// Whether to colour what goes to a stream that `isTerminal` or not.
    func colors(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
