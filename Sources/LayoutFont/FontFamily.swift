import Foundation

/// The faces text is measured with: one per weight, as a family's files are. A family from the
/// user's files (`--font`) measures as the files say; the built-in one (Inter's metrics, generated
/// into `BuiltInFaces.swift`) also tracks as Apple's system font does at each size.
public final class FontFamily: Sendable {
    public let name: String
    /// Upright faces first, then by weight.
    public let faces: [FontFace]
    /// Whether Apple's size-specific tracking for the system font applies (`SystemTracking`).
    public let tracksAsSystemFont: Bool
    /// The built-in faces (Inter's tables, no files of their own).
    public let isBuiltIn: Bool
    /// `face(weight:)` for weights 1…1000.
    private let facesByWeight: [FontFace]

    public convenience init(faces: [FontFace], tracksAsSystemFont: Bool = false) {
        self.init(faces: faces, tracksAsSystemFont: tracksAsSystemFont, isBuiltIn: false)
    }

    private init(faces: [FontFace], tracksAsSystemFont: Bool, isBuiltIn: Bool) {
        precondition(!faces.isEmpty, "internal error: a family has at least one face")
        self.faces = faces.sorted { ($0.isItalic ? 1 : 0, $0.weight) < ($1.isItalic ? 1 : 0, $1.weight) }
        facesByWeight = FontFamily.match(self.faces)
        self.name = self.faces[0].familyName
        self.tracksAsSystemFont = tracksAsSystemFont
        self.isBuiltIn = isBuiltIn
    }

    /// The same faces with Apple's system-font tracking on or off.
    public func tracking(asSystemFont: Bool) -> FontFamily {
        asSystemFont == tracksAsSystemFont
            ? self : FontFamily(faces: faces, tracksAsSystemFont: asSystemFont, isBuiltIn: isBuiltIn)
    }

    /// Its name as a picture's `font-family` names it: letters, digits, spaces, "-", "_" and "."
    /// only (a name from a font file is data, never markup), "layoutc-font" when none is left.
    public var markupName: String {
        let kept = name.filter { $0.isLetter || $0.isNumber || " -_.".contains($0) }
        return kept.trimmingCharacters(in: .whitespaces).isEmpty ? "layoutc-font" : kept
    }

    /// The font files a browser can load to draw this family (a `@font-face` each): the files
    /// its faces were read from (a collection's faces excepted: browsers do not load collections),
    /// or for the built-in family Inter's files where they are installed (`InstalledFonts`).
    public var drawingFiles: [(path: String, weight: Int, isItalic: Bool)] {
        if isBuiltIn {
            return InstalledFonts.builtIn().map { ($0.path, $0.weight, false) }
        }
        return faces.compactMap { face in
            guard let source = face.source, source.index == 0,
                  !["ttc", "otc"].contains((source.path as NSString).pathExtension.lowercased()) else { return nil }
            return (source.path, face.weight, face.isItalic)
        }
    }

    /// Reads the faces of every file in `paths` into one family (weights from their `OS/2` tables).
    public convenience init(paths: [String]) throws {
        try self.init(paths: paths) { path in try FontFile.bytes(atPath: path) }
    }

    /// Reads the faces of every file in `paths`, each read by `read`, into one family.
    public convenience init(paths: [String], read: (String) throws -> [UInt8]) throws {
        var faces: [FontFace] = []
        for path in paths {
            do {
                faces += try FontFile.faces(try read(path), path: path)
            } catch let error as FontError {
                throw FontError("\(path): \(error.message)", at: error.offset)
            }
        }
        guard !faces.isEmpty else { throw FontError("no font file given") }
        self.init(faces: faces)
    }

    /// The built-in family: Inter's regular, medium, semibold and bold metrics, tracked as Apple's
    /// system font is. Decoded once, on first use.
    public static let builtIn = FontFamily(faces: BuiltInFaces.decode(), tracksAsSystemFont: true, isBuiltIn: true)

    /// The face for `weight` (1…1000), matched as CSS matches weights: 400…500 looks up to 500,
    /// then lighter, then heavier; below 400 lighter first; above 500 heavier first. Italic faces
    /// only when there is no upright one. Worked out once per weight, when the family is made.
    public func face(weight: Int) -> FontFace { facesByWeight[min(max(weight, 1), 1000) - 1] }

    /// The CSS match for every weight from 1 to 1000.
    private static func match(_ faces: [FontFace]) -> [FontFace] {
        let upright = faces.filter { !$0.isItalic }
        let candidates = (upright.isEmpty ? faces : upright).sorted { $0.weight < $1.weight }
        return (1...1000).map { weight in
            let lighter = candidates.filter { $0.weight < weight }.reversed()
            let atLeast = candidates.filter { $0.weight >= weight }
            let order: [FontFace]
            if (400...500).contains(weight) {
                order = atLeast.filter { $0.weight <= 500 } + lighter + atLeast.filter { $0.weight > 500 }
            } else if weight < 400 {
                order = candidates.filter { $0.weight <= weight }.reversed() + candidates.filter { $0.weight > weight }
            } else {
                order = atLeast + lighter
            }
            return order[0]
        }
    }

    /// The tracking at `size` points, in points: Apple's table for the built-in family, none for
    /// a user's font.
    public func tracking(atSize size: Double) -> Double {
        tracksAsSystemFont ? SystemTracking.points(atSize: size) : 0
    }
}
