#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LayoutFont

/// What the font reader promises for any bytes: a `FontError` or faces, never a trap; and a face
/// it returns answers every question (glyphs, advances, kerning, a shaped and broken text).
public enum FontInvariants {
    public static func check(_ bytes: [UInt8]) -> [String] {
        let faces: [FontFace]
        do {
            faces = try FontFile.faces(bytes)
        } catch let error as FontError {
            return error.message.isEmpty ? ["a font error without a message"] : []
        } catch {
            return ["an error that is not a FontError: \(error)"]
        }
        var problems: [String] = []
        for face in faces.prefix(4) {
            if face.unitsPerEm < 16 { problems.append("units per em \(face.unitsPerEm)") }
            let family = FontFamily(faces: [face])
            let text = ShapedText("Hello, wörld — ΑΒΓ «x» 中文 👍🏽\nline-two", face: family.face(weight: 400))
            for width in [nil, 0, 30, 200] as [Double?] {
                let lines = TextLines(text, size: 17, tracking: 0, width: width, maxLines: 2, truncation: .middle)
                if !lines.width.isFinite { problems.append("a line width that is not finite at width \(width ?? -1)") }
            }
            for glyph in 0..<min(face.glyphCount, 64) { _ = face.kerning(glyph, (glyph * 7) % max(face.glyphCount, 1)) }
        }
        return problems
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutcFontFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = FontInvariants.check(bytes)
    if !problems.isEmpty {
        let report = "layoutc-font-fuzz: " + problems.joined(separator: "; ") + "\n"
        _ = report.withCString { write(2, $0, strlen($0)) }
        abort()
    }
    return 0
}

/// Without libFuzzer: `layoutc-font-fuzz FILE…` checks each file; exit 1 if any breaks the promise.
@_cdecl("layoutc_font_fuzz_replay")
public func layoutcFontFuzzReplay(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var failed = false
    let paths = (1..<max(Int(argc), 1)).compactMap { argv?[$0].map { String(cString: $0) } }
    if paths.isEmpty {
        print("usage: layoutc-font-fuzz FILE…  (built with --sanitize fuzzer: libFuzzer's options)")
        return 2
    }
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("\(path): cannot read")
            failed = true
            continue
        }
        let problems = FontInvariants.check([UInt8](data))
        if !problems.isEmpty {
            failed = true
            print("\(path): \(problems.joined(separator: "; "))")
        }
    }
    print("\(paths.count) input\(paths.count == 1 ? "" : "s"), \(failed ? "promises broken" : "all kept the promise")")
    return failed ? 1 : 0
}
