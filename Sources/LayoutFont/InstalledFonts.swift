import Foundation

/// Font files installed on this machine that draw what the built-in family measures: Inter's
/// regular, medium, semibold and bold, where Debian's `fonts-inter`, a user's font folder or macOS
/// put them. The built-in family is tables only; a picture shown in a browser (the preview) serves
/// these files so that text is drawn in the font it was measured with.
public enum InstalledFonts {
    /// The folders searched, in order.
    public static var folders: [String] {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        return [
            "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter", "/usr/share/fonts/inter",
            "/usr/local/share/fonts", home + "/.local/share/fonts", home + "/.fonts",
            home + "/Library/Fonts", "/Library/Fonts",
        ]
    }

    /// Inter's files for the built-in family's weights that are installed: (weight, path).
    public static func builtIn() -> [(weight: Int, path: String)] {
        var found: [(weight: Int, path: String)] = []
        for (name, weight) in [("Regular", 400), ("Medium", 500), ("SemiBold", 600), ("Bold", 700)] {
            let candidates = folders.flatMap { folder in ["otf", "ttf"].map { "\(folder)/Inter-\(name).\($0)" } }
            if let path = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) {
                found.append((weight, path))
            }
        }
        return found
    }
}
