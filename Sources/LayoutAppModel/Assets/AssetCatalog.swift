import Foundation
import LayoutJSON

/// The images of an app's asset catalogues (`*.xcassets`), by name, with their size in points:
/// what `Image("name")` draws when it is not `.resizable()`. An image set's size is that of its
/// largest-scale bitmap (a PNG's header: width and height in pixels) divided by its scale (the
/// `@2x`, `@3x` of its `Contents.json`); a set of vector images (PDF, SVG) or of files that cannot
/// be read has no size here.
public enum AssetCatalog {
    public struct ImageSize: Sendable, Equatable {
        public var width: Double
        public var height: Double
    }

    /// At most this many image sets are read per catalogue.
    static let maxImageSets = 5_000

    /// The `.xcassets` folders of a module whose files are `paths`: those under the folder that
    /// holds them all (`catalogues(under:)`).
    public static func catalogues(holding paths: [String], files: WorkspaceFiles) -> [String] {
        let folders = paths.map { path -> [Substring] in Array(path.split(separator: "/").dropLast()) }
        guard var common = folders.first else { return [] }
        for folder in folders.dropFirst() {
            var shared = 0
            while shared < min(common.count, folder.count), common[shared] == folder[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        guard !common.isEmpty else { return [] }
        return catalogues(under: "/" + common.joined(separator: "/"), files: files)
    }

    /// The `.xcassets` folders under `folder`, to `depth` levels down (build products and hidden
    /// folders skipped), in path order.
    public static func catalogues(under folder: String, files: WorkspaceFiles, depth: Int = 6) -> [String] {
        var found: [String] = []
        var pending: [(String, Int)] = [(folder, 0)]
        var visited = 0
        while let (current, level) = pending.popLast(), visited < WorkspaceReader.maxEntries {
            guard let names = files.names(inFolder: current) else { continue }
            visited += names.count
            for name in names where !name.hasPrefix(".") && !WorkspaceReader.skippedFolders.contains(name) {
                let path = WorkspacePath.child(current, name)
                if name.hasSuffix(".xcassets") {
                    found.append(path)
                } else if level < depth, !name.utf8.contains(UInt8(ascii: ".")), files.names(inFolder: path) != nil {
                    pending.append((path, level + 1))
                }
            }
        }
        return found.sorted()
    }

    /// What a module's catalogues hold, by name: its image sets' sizes and its colour sets' colours.
    public struct Assets: Sendable, Equatable {
        public var images: [String: ImageSize] = [:]
        /// Each colour set's colour for any appearance (the light one), `#RRGGBBAA` in the
        /// components written (sRGB or Display P3 alike).
        public var colors: [String: String] = [:]

        public init(images: [String: ImageSize] = [:], colors: [String: String] = [:]) {
            self.images = images
            self.colors = colors
        }

        /// `other`'s assets of the names this has none of (a module's own come first).
        public mutating func add(_ other: Assets) {
            images.merge(other.images) { own, _ in own }
            colors.merge(other.colors) { own, _ in own }
        }

        /// The colour of the set Xcode's generated symbol `name` names (`.trailGreen` for the set
        /// "TrailGreen", `.accent` for "AccentColor"): `Color(.name)`, or `.name` as a style.
        public func color(symbol name: String) -> String? {
            colors.first { AssetCatalog.symbolName($0.key) == name }?.value
        }
    }

    /// The images of the catalogue at `path` (image sets at its top and in its folders), by name.
    public static func images(in path: String, files: WorkspaceFiles) -> [String: ImageSize] {
        assets(in: path, files: files).images
    }

    /// The image sets and colour sets of the catalogue at `path`, at its top and in its folders.
    public static func assets(in path: String, files: WorkspaceFiles) -> Assets {
        var assets = Assets()
        var pending = [(path, 0)]
        var sets = 0
        while let (current, level) = pending.popLast(), sets < maxImageSets {
            for name in files.names(inFolder: current) ?? [] {
                let child = WorkspacePath.child(current, name)
                if name.hasSuffix(".imageset") {
                    sets += 1
                    let image = String(name.dropLast(".imageset".count))
                    if assets.images[image] == nil, let size = imageSetSize(child, files: files) { assets.images[image] = size }
                } else if name.hasSuffix(".colorset") {
                    sets += 1
                    let color = String(name.dropLast(".colorset".count))
                    if assets.colors[color] == nil, let hex = colorSetHex(child, files: files) { assets.colors[color] = hex }
                } else if level < 8, !name.utf8.contains(UInt8(ascii: ".")), files.names(inFolder: child) != nil {
                    pending.append((child, level + 1))
                }
            }
        }
        return assets
    }

    /// A colour set's colour for any appearance (its first entry without `appearances`), from
    /// its components; nil for a system colour it refers to (`"platform"`, `"reference"`) or one
    /// that cannot be read.
    static func colorSetHex(_ path: String, files: WorkspaceFiles) -> String? {
        guard let bytes = files.read(WorkspacePath.join(path, "Contents.json")),
              let contents = try? JSONParser.parse(bytes),
              let entry = (contents["colors"]?.arrayValue ?? []).first(where: { $0["appearances"] == nil }),
              let components = entry["color"]?["components"] else { return nil }
        var hex = "#"
        for channel in ["red", "green", "blue", "alpha"] {
            let written = components[channel]
            // Xcode writes strings; a number is taken as a fraction up to 1, else as a byte.
            let number = written?.doubleValue.flatMap { $0.isFinite && (0...255).contains($0) ? min($0 > 1 ? $0 / 255 : $0, 1) : nil }
            guard let level = written?.stringValue.flatMap(component) ?? number
                    ?? (channel == "alpha" && written == nil ? 1 : nil) else { return nil }
            hex += String(format: "%02X", Int((level * 255).rounded()))
        }
        return hex
    }

    /// A component as Xcode writes one, 0 to 1: a fraction (`"0.361"`), 8-bit hex (`"0x5C"`) or
    /// 8-bit decimal (`"92"`); an extended-range fraction is clamped.
    static func component(_ text: String) -> Double? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x") {
            guard let byte = Int(text.dropFirst(2), radix: 16), (0...255).contains(byte) else { return nil }
            return Double(byte) / 255
        }
        if text.contains(".") {
            guard let fraction = Double(text), fraction.isFinite else { return nil }
            return min(max(fraction, 0), 1)
        }
        guard let byte = Int(text), (0...255).contains(byte) else { return nil }
        return Double(byte) / 255
    }

    /// The name of the symbol Xcode generates for an asset (`GENERATE_ASSET_SYMBOLS`): its words
    /// in lower camel case, a trailing "Color" dropped ("Trail Green" and "TrailGreen" → trailGreen,
    /// "AccentColor" → accent).
    public static func symbolName(_ asset: String) -> String {
        let words = asset.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.hasSuffix("Color"), name.count > "Color".count { name.removeLast("Color".count) }
        return name
    }

    /// An image set's size in points: its largest-scale PNG's pixels over its scale.
    static func imageSetSize(_ path: String, files: WorkspaceFiles) -> ImageSize? {
        guard let bytes = files.read(WorkspacePath.join(path, "Contents.json")),
              let contents = try? JSONParser.parse(bytes) else { return nil }
        var best: (scale: Double, file: String)?
        for image in contents["images"]?.arrayValue ?? [] {
            guard let file = image["filename"]?.stringValue, !file.contains("/") else { continue }
            let scale = image["scale"]?.stringValue.flatMap { Double($0.dropLast()) } ?? 1
            guard scale >= 1, scale <= 4 else { continue }
            if best == nil || scale > best!.scale { best = (scale, file) }
        }
        guard let best, let png = files.read(WorkspacePath.join(path, best.file)),
              let pixels = pngSize(png) else { return nil }
        return ImageSize(width: Double(pixels.width) / best.scale, height: Double(pixels.height) / best.scale)
    }

    /// A PNG's width and height in pixels, from its `IHDR` chunk; nil when the bytes are not a PNG.
    public static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16), height = word(20)
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24 else { return nil }
        return (width, height)
    }
}
