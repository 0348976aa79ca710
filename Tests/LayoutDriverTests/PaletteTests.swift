import Testing
import LayoutEngine
import LayoutEmit
import LayoutSema

/// One colour table (`SystemColors`): the names the checker accepts are the ones SVG draws, and
/// a colour with an opacity folds into `#rrggbbaa` (the fix-it for `Color.blue.opacity(0.2)`).
struct PaletteTests {
    @Test func theCheckerAndTheSVGReadOneTable() {
        #expect(BuiltinRegistry.colorNames == SystemColors.names)
        #expect(Set(SVGEmitter.palette.keys) == Set(SystemColors.names))
        #expect(SystemColors.names.count == Set(SystemColors.names).count)
    }

    /// 0.2 × 255 = 51 = 0x33; secondary is 0x99 = 153 already, × 0.5 = 76.5 → 77 = 0x4D; "#abc"
    /// is #AABBCC, opaque, × 0.5 = 127.5 → 128 = 0x80.
    @Test(arguments: [
        ("blue", 0.2, "#007AFF33"), ("secondary", 0.5, "#3C3C434D"), ("#abc", 0.5, "#AABBCC80"),
        ("#12345678", 1.0, "#12345678"), ("white", 0, "#FFFFFF00"),
    ] as [(String, Double, String)])
    func opacityFoldsIntoTheAlpha(colour: String, opacity: Double, hex: String) {
        #expect(SystemColors.hex(colour, opacity: opacity) == hex)
    }

    @Test func notAColour() {
        #expect(SystemColors.hex("bleu", opacity: 1) == nil)
        #expect(SystemColors.hex("#12", opacity: 1) == nil)
    }
}
