import Foundation
import Testing

/// `--font` and `.layoutc.json`'s `"text": {"font": …}`: what text is measured with.
///
/// The user font is `Fuzz/font-seeds/seed-kern0-cmap12.ttf` (made by `make_kern_seed.py` there):
/// 1000 units per em, ascender 800 and descender 200 (a line is 1 em), "A" 640, "V" 620, "o" 560,
/// space 250, and a `kern` table with A→V −80. So "AV" at 10 pt is (640 − 80 + 620) / 100 = 11.8
/// wide and 10 tall; a user font gets no tracking.
struct FontOptionTests {
    static let seed = packageRoot + "/Fuzz/font-seeds/seed-kern0-cmap12.ttf"
    static let file = ["/work/t.layout": "vstack(alignment: .leading, spacing: 0) < text(\"AV\", size: 10) "
                        + "text(\"AV Vo\", size: 10).frame(width: 13) >"]

    @Test func aUserFontMeasuresTheText() {
        let run = Run(["build", "t.layout", "--font", Self.seed], files: Self.file)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("text  x=0 y=0 w=11.8 h=10"), "\(run.stdout)")
        // "AV Vo" at 13 pt wide: "AV " (11.8, the space hangs) then "Vo" (6.2 + 5.6 = 11.8: V→o is
        // not kerned), since "AV V" is 11.8 + 2.5 + 6.2 = 20.5; 2 lines of 10, centred in the frame.
        #expect(run.stdout.contains("text  x=0.6 y=10 w=11.8 h=20"), "\(run.stdout)")
        let json = Run(["build", "t.layout", "--font", Self.seed, "--format", "json"], files: Self.file)
        #expect(json.stdout.contains(#""lines": ["AV", "Vo"]"#), "\(json.stdout)")
    }

    @Test func theModelIsTheDeterministicOne() {
        // 0.5 em a character, 1.25 em a line: "AV" is 10 × 12.5.
        let run = Run(["build", "t.layout", "--font", "model"], files: Self.file)
        #expect(run.stdout.contains("text  x=0 y=0 w=10 h=12.5"), "\(run.stdout)")
        #expect(Run(["explain", "t.layout", "--font", "model"], files: Self.file).stdout
            .contains("    text (1:43)  proposed nilxnil → 10x12.5\n"))
    }

    /// Apple's tracking for the system font: +0.12 pt a character at 10 pt (HIG), on for the
    /// built-in font and off for a user's unless asked for.
    @Test func trackingIsAppleTableForTheSystemFontOnly() {
        let seeded = Run(["build", "t.layout", "--font", Self.seed, "--tracking", "system"], files: Self.file)
        #expect(seeded.stdout.contains("text  x=0 y=0 w=12.04 h=10"), "\(seeded.stdout)")   // 11.8 + 2 × 0.12
        // The built-in font, "AV" at 10 pt: Inter's 3616 units (HarfBuzz: 1712 + 1904, A→V kerned −192)
        // are 12.8409; tracked, + 0.24.
        let plain = Run(["build", "t.layout", "--tracking", "none"], files: Self.file)
        #expect(plain.stdout.contains("text  x=0 y=0 w=12.8409 h=12.1023"), "\(plain.stdout)")
        #expect(Run(["build", "t.layout"], files: Self.file).stdout.contains("text  x=0 y=0 w=13.0809 h=12.1023"))
        let wrong = Run(["build", "t.layout", "--tracking", "tight"], files: Self.file)
        #expect(wrong.status == 2 && wrong.stderr.contains("unknown tracking 'tight'; use system"))
        let model = Run(["build", "t.layout", "--font", "model", "--tracking", "none"], files: Self.file)
        #expect(model.status == 2 && model.stderr.contains("tracking does not apply to the model"))
        // The project's tracking, with the project's font.
        let folder = packageRoot + "/Fuzz/font-seeds"
        let files = [folder + "/t.layout": Self.file["/work/t.layout"] ?? "",
                     folder + "/.layoutc.json": #"{"text": {"font": "seed-kern0-cmap12.ttf", "tracking": "system"}}"#]
        #expect(Run(["build", "t.layout"], files: files, directory: folder).stdout.contains("w=12.04 h=10"))
        let bad = [folder + "/t.layout": "box(1x1)", folder + "/.layoutc.json": #"{"text": {"tracking": true}}"#]
        let refused = Run(["build", "t.layout"], files: bad, directory: folder)
        #expect(refused.status == 2 && refused.stderr.contains(#"expected "system""#), "\(refused.stderr)")
    }

    @Test func badFontsAreErrors() {
        let missing = Run(["build", "t.layout", "--font", "/nowhere/x.otf"], files: Self.file)
        #expect(missing.status == 2 && missing.stdout.isEmpty)
        #expect(missing.stderr.hasPrefix("layoutc: error: cannot use the font: /nowhere/x.otf: no such file"),
                "\(missing.stderr)")
        let notAFont = Run(["build", "t.layout", "--font", "t.layout"], files: Self.file)
        #expect(notAFont.status == 2 && notAFont.stderr.contains("/work/t.layout: not an OpenType or TrueType font"),
                "\(notAFont.stderr)")
        let mixed = Run(["build", "t.layout", "--font", "model", "--font", Self.seed], files: Self.file)
        #expect(mixed.status == 2 && mixed.stderr.contains("'model' is the whole text model"))
        let empty = Run(["build", "t.layout", "--font="], files: Self.file)
        #expect(empty.status == 2 && empty.stderr.contains("option '--font' needs a font file or 'model'"))
        let check = Run(["check", "t.layout", "--font", "model"], files: Self.file)
        #expect(check.status == 2 && check.stderr.contains("option '--font' does not apply to 'check'"))
    }

    @Test func theProjectNamesTheFontRelativeToItself() {
        let folder = packageRoot + "/Fuzz/font-seeds"
        var files = [folder + "/t.layout": Self.file["/work/t.layout"] ?? "",
                     folder + "/.layoutc.json": #"{"text": {"font": "seed-kern0-cmap12.ttf"}}"#]
        let run = Run(["build", "t.layout"], files: files, directory: folder)
        #expect(run.stdout.contains("w=11.8 h=10"), "\(run.stderr)")
        // The command line wins.
        #expect(Run(["build", "t.layout", "--font", "model"], files: files, directory: folder).stdout
            .contains("w=10 h=12.5"))
        files[folder + "/.layoutc.json"] = #"{"text": {"font": "missing.otf"}}"#
        let missing = Run(["build", "t.layout"], files: files, directory: folder)
        #expect(missing.status == 2 && missing.stderr.contains("missing.otf: no such file"), "\(missing.stderr)")
        files[folder + "/.layoutc.json"] = #"{"text": {"font": 3}}"#
        let wrong = Run(["build", "t.layout"], files: files, directory: folder)
        #expect(wrong.status == 2 && wrong.stderr.contains(#"expected "model" or font files"#), "\(wrong.stderr)")
    }

    @Test func lintMeasuresWithTheFont() {
        // "AV Vo" in 9 pt: in the seed font the word "AV" (11.8) is wider than its line; in the
        // model it is 10, also wider.
        let file = ["/work/t.layout": "proposal(100, nil)\ntext(\"AV Vo\", size: 10).frame(width: 9)"]
        let run = Run(["lint", "t.layout", "--font", Self.seed, "--format", "concise"], files: file)
        #expect(run.stdout.contains("text 'AV Vo' is cut short: is 9 pt wide, narrower than its word 'AV' (11.8 pt)"),
                "\(run.stdout)")
        let model = Run(["lint", "t.layout", "--font", "model", "--format", "concise"], files: file)
        #expect(model.stdout.contains("narrower than its word 'AV' (10 pt)"), "\(model.stdout)")
    }
}
