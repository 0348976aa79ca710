import Testing
import LayoutEmit
import LayoutSema

/// The checker's colour names and the SVG palette are two lists in two targets: the same names.
struct PaletteTests {
    @Test func checkerAndPictureKnowTheSameColours() {
        #expect(Set(BuiltinRegistry.colorNames) == Set(SVGEmitter.palette.keys))
        #expect(BuiltinRegistry.colorNames.count == SVGEmitter.palette.count)
    }
}
