import Foundation
import LayoutEngine

/// The text model a list of `--font` values (or `.layoutc.json`'s `"text": {"font": …}`) names:
/// `model`, or font files read into one family. Families are read once per process and list.
public enum TextModels {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var loaded: [[String]: TextModel] = [:]

    /// `values` empty: the built-in font. `["model"]`: the deterministic model. Otherwise each
    /// value is a font file (`.otf`, `.ttf`, `.ttc`), its faces together one family.
    public static func load(_ values: [String]) -> Result<TextModel, FontError> {
        if values.isEmpty { return .success(.standard) }
        if values == ["model"] { return .success(.model) }
        if values.contains("model") {
            return .failure(FontError("'model' is the whole text model: give it alone, not with font files"))
        }
        lock.lock()
        defer { lock.unlock() }
        if let known = loaded[values] { return .success(known) }
        do {
            let model = TextModel.fonts(try FontFamily(paths: values))
            loaded[values] = model
            return .success(model)
        } catch let error as FontError {
            return .failure(error)
        } catch {
            return .failure(FontError("\(error)"))
        }
    }
}

/// `"text"`: `{"font": "model"}` or `{"font": ["fonts/SF-Pro-Text-Regular.otf", …]}`, paths relative
/// to the configuration file.
public struct TextSettings: Hashable, Sendable {
    /// The `--font` values it gives; nil: not set.
    public var fonts: [String]?

    public init(fonts: [String]? = nil) { self.fonts = fonts }
}
