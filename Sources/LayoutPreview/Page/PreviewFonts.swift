import Foundation
import LayoutEngine

/// The font files the preview page draws text in: those of the family the build measured it
/// with (`FontFamily.drawingFiles`), served at `/fonts/N` and named by the page's `@font-face`
/// rules, so that the browser draws text in the font it was measured with — whatever the machine
/// has installed. In the model (`--font model`) there are none: the picture uses a monospaced
/// stack scaled to stay inside the model's advances.
struct PreviewFonts: Sendable {
    struct File: Sendable {
        var path: String
        var weight: Int
        var isItalic: Bool

        /// The media type of an OpenType (CFF) or TrueType file.
        var contentType: String {
            (path as NSString).pathExtension.lowercased() == "otf" ? "font/otf" : "font/ttf"
        }

        var format: String {
            (path as NSString).pathExtension.lowercased() == "otf" ? "opentype" : "truetype"
        }
    }

    /// The family's name as the picture's `font-family` gives it; nil in the model.
    let family: String?
    let files: [File]

    init(_ model: TextModel) {
        guard let family = model.family else {
            self.family = nil
            files = []
            return
        }
        self.family = family.markupName
        files = family.drawingFiles.map { File(path: $0.path, weight: $0.weight, isItalic: $0.isItalic) }
    }

    /// One `@font-face` per file, for the page's style sheet; after them, the machine's own copy
    /// of the family (`local`) where no file is served.
    var css: String {
        guard let family else { return "" }
        if files.isEmpty {
            return "@font-face { font-family: \"\(family)\"; src: local(\"\(family)\"); }\n"
        }
        return files.enumerated().map { index, file in
            "@font-face { font-family: \"\(family)\"; src: url(\"/fonts/\(index)\") format(\"\(file.format)\"); "
                + "font-weight: \(min(max(file.weight, 1), 1000)); font-style: \(file.isItalic ? "italic" : "normal"); }\n"
        }.joined()
    }
}
