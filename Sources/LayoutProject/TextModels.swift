import Foundation
import LayoutEngine

/// The text model a list of `--font` values (or `.layoutc.json`'s `"text": {"font": …}`) names:
/// `model`, or font files read into one family. Families are read once per process and list.
public enum TextModels {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var loaded: [[String]: FontFamily] = [:]

    /// `values` empty: the built-in font. `["model"]`: the deterministic model. Otherwise each
    /// value is a font file (`.otf`, `.ttf`, `.ttc`), its faces together one family. Files are read
    /// by `read` (from a front end's file system) or, without it, from the disk, once per process
    /// and list.
    /// `tracking` (`--tracking`, `"text": {"tracking": …}`) turns Apple's system-font tracking on
    /// or off; nil: on for the built-in font, off for font files.
    public static func load(_ values: [String], tracking: TextTracking? = nil,
                            read: ((String) throws -> [UInt8])? = nil) -> Result<TextModel, FontError> {
        if values == ["model"] {
            if tracking != nil {
                return .failure(FontError("tracking does not apply to the model, whose characters all advance 0.5 em"))
            }
            return .success(.model)
        }
        if values.contains("model") {
            return .failure(FontError("'model' is the whole text model: give it alone, not with font files"))
        }
        do {
            let family: FontFamily
            if values.isEmpty {
                family = .builtIn
            } else if let read {
                family = try FontFamily(paths: values, read: read)
            } else {
                lock.lock()
                defer { lock.unlock() }
                family = try loaded[values] ?? FontFamily(paths: values)
                loaded[values] = family
            }
            return .success(.fonts(tracking.map { family.tracking(asSystemFont: $0 == .system) } ?? family))
        } catch let error as FontError {
            return .failure(error)
        } catch {
            return .failure(FontError("\(error)"))
        }
    }
}

/// Whether text is tracked as Apple's system font is, size by size (`docs/text.md`).
public enum TextTracking: String, Sendable, Hashable, CaseIterable {
    case system, none
}

/// `"text"`: `{"font": "model"}` or `{"font": ["fonts/SF-Pro-Text-Regular.otf", …], "tracking":
/// "system"}`, paths relative to the configuration file.
public struct TextSettings: Hashable, Sendable {
    /// The `--font` values it gives; nil: not set.
    public var fonts: [String]?
    /// `--tracking`; nil: not set.
    public var tracking: TextTracking?

    public init(fonts: [String]? = nil, tracking: TextTracking? = nil) {
        self.fonts = fonts
        self.tracking = tracking
    }
}
