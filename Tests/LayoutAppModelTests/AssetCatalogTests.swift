import Testing
@testable import LayoutAppModel

/// Image sizes from asset catalogues: a PNG's header over its scale.
@Suite struct AssetCatalogTests {
    /// The first 24 bytes of a PNG `width`×`height` pixels: signature, IHDR length and type, size.
    static func png(_ width: Int, _ height: Int) -> [UInt8] {
        func word(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + word(13) + Array("IHDR".utf8) + word(width) + word(height)
            + [8, 6, 0, 0, 0]
    }

    static func contents(_ images: [(file: String?, scale: String)]) -> String {
        let entries = images.map { image in
            "{ \"idiom\": \"universal\", \"scale\": \"\(image.scale)\"" + (image.file.map { ", \"filename\": \"\($0)\"" } ?? "") + " }"
        }
        return "{ \"images\": [" + entries.joined(separator: ", ") + "], \"info\": { \"author\": \"xcode\", \"version\": 1 } }"
    }

    @Test func aPNGsSizeIsInItsHeader() {
        #expect(AssetCatalog.pngSize(Self.png(360, 240))! == (360, 240))
        #expect(AssetCatalog.pngSize(Array("GIF89a not a png at all....".utf8)) == nil)
        #expect(AssetCatalog.pngSize(Array(Self.png(1, 1).prefix(20))) == nil)
        #expect(AssetCatalog.pngSize(Self.png(0, 10)) == nil)
    }

    @Test func anImageSetIsItsLargestScaleOverTheScale() {
        var files = MemoryFiles([
            "/app/A/Assets.xcassets/Contents.json": "{}",
            "/app/A/Assets.xcassets/avatar.imageset/Contents.json": Self.contents([(nil, "1x"), ("a@2x.png", "2x"), ("a@3x.png", "3x")]),
            "/app/A/Assets.xcassets/Icons/star.imageset/Contents.json": Self.contents([("star.png", "1x")]),
            "/app/A/Assets.xcassets/logo.imageset/Contents.json": Self.contents([("logo.pdf", "1x")]),
        ])
        files.files["/app/A/Assets.xcassets/avatar.imageset/a@2x.png"] = Self.png(240, 240)
        files.files["/app/A/Assets.xcassets/avatar.imageset/a@3x.png"] = Self.png(360, 360)
        files.files["/app/A/Assets.xcassets/Icons/star.imageset/star.png"] = Self.png(24, 20)
        files.files["/app/A/Assets.xcassets/logo.imageset/logo.pdf"] = Array("%PDF-1.7".utf8)
        #expect(AssetCatalog.catalogues(under: "/app", files: files) == ["/app/A/Assets.xcassets"])
        let images = AssetCatalog.images(in: "/app/A/Assets.xcassets", files: files)
        #expect(images["avatar"] == AssetCatalog.ImageSize(width: 120, height: 120))
        #expect(images["star"] == AssetCatalog.ImageSize(width: 24, height: 20))
        #expect(images["logo"] == nil)
        #expect(images.count == 2)
    }

    @Test func damagedCataloguesGiveNoSize() {
        var files = MemoryFiles([
            "/c/X.xcassets/a.imageset/Contents.json": "{ \"images\": [ { \"filename\": \"a.png\", \"scale\": \"9x\" } ] }",
            "/c/X.xcassets/b.imageset/Contents.json": "not json",
            "/c/X.xcassets/c.imageset/Contents.json": Self.contents([("../../secret.png", "1x")]),
            "/c/X.xcassets/d.imageset/Contents.json": Self.contents([("missing.png", "2x")]),
        ])
        files.files["/c/X.xcassets/a.imageset/a.png"] = Self.png(10, 10)
        #expect(AssetCatalog.images(in: "/c/X.xcassets", files: files).isEmpty)
    }

    /// A module's catalogues are those under the folder that holds all its files, found as the
    /// model is read; a module in a folder beside them has none.
    @Test func aModuleKnowsItsCataloguesFromTheStart() {
        let files = MemoryFiles([
            "/app/Shop/Views/Cart.swift": "struct Cart {}",
            "/app/Shop/Views/Rows/Row.swift": "struct Row {}",
            "/app/Shop/Assets.xcassets/Contents.json": "{}",
            "/app/Shop/Resources/Brand.xcassets/Contents.json": "{}",
            "/app/Shop/.hidden/Old.xcassets/Contents.json": "{}",
            "/app/Shop/Views/Rows/Rows.xcassets/Contents.json": "{}",
        ])
        #expect(AssetCatalog.catalogues(holding: ["/app/Shop/Views/Cart.swift", "/app/Shop/Views/Rows/Row.swift"],
                                        files: files)
                == ["/app/Shop/Views/Rows/Rows.xcassets"])
        #expect(AssetCatalog.catalogues(holding: ["/app/Shop/Views/Cart.swift", "/app/Shop/Other.swift"], files: files)
                == ["/app/Shop/Assets.xcassets", "/app/Shop/Resources/Brand.xcassets", "/app/Shop/Views/Rows/Rows.xcassets"])
        #expect(AssetCatalog.catalogues(holding: [], files: files).isEmpty)
        let model = AppModel.read(["/app/Shop"], files: files)
        // One folder module, its files in Views: the catalogues under Views.
        #expect(model.modules.map(\.assetCatalogues) == [["/app/Shop/Views/Rows/Rows.xcassets"]])
    }

    static func colorSet(_ components: String, dark: String? = nil) -> String {
        let any = "{ \"color\": { \"color-space\": \"srgb\", \"components\": { \(components) } }, \"idiom\": \"universal\" }"
        let darkEntry = dark.map { ", { \"appearances\": [ { \"appearance\": \"luminosity\", \"value\": \"dark\" } ], "
            + "\"color\": { \"color-space\": \"srgb\", \"components\": { \($0) } }, \"idiom\": \"universal\" }" } ?? ""
        return "{ \"colors\": [ \(any)\(darkEntry) ], \"info\": { \"author\": \"xcode\", \"version\": 1 } }"
    }

    /// A colour set's colour for any appearance, in each way Xcode writes components; a system
    /// colour it refers to or a damaged set has none.
    @Test func aColourSetIsItsLightColour() {
        let files = MemoryFiles([
            "/a/X.xcassets/TrailGreen.colorset/Contents.json": Self.colorSet(
                "\"alpha\": \"1.000\", \"blue\": \"0x52\", \"green\": \"0x73\", \"red\": \"0x2F\"",
                dark: "\"alpha\": \"1.000\", \"blue\": \"0x7A\", \"green\": \"0xA8\", \"red\": \"0x4C\""),
            // 0.992 × 255 = 252.96 → FD; 0.396 × 255 = 100.98 → 65; 0.345 × 255 = 87.975 → 58; 0.5 → 127.5 → 80.
            "/a/X.xcassets/Colors/Accent Color.colorset/Contents.json": Self.colorSet(
                "\"alpha\": \"0.500\", \"blue\": \"0.345\", \"green\": \"0.396\", \"red\": \"0.992\""),
            "/a/X.xcassets/Bytes.colorset/Contents.json": Self.colorSet(
                "\"blue\": \"255\", \"green\": \"16\", \"red\": \"0\""),
            "/a/X.xcassets/Wide.colorset/Contents.json": Self.colorSet(
                "\"alpha\": \"1.000\", \"blue\": \"-0.100\", \"green\": \"1.200\", \"red\": \"0.000\""),
            "/a/X.xcassets/System.colorset/Contents.json":
                "{ \"colors\": [ { \"color\": { \"platform\": \"ios\", \"reference\": \"systemBlueColor\" } } ] }",
            "/a/X.xcassets/Broken.colorset/Contents.json": Self.colorSet("\"blue\": \"0x1FF\", \"green\": \"0\", \"red\": \"0\""),
            "/a/X.xcassets/Damaged.colorset/Contents.json": "{ colors",
            // Numbers, not strings: 0.5 a fraction (→ 80), 92 a byte (→ 5C), 255 → FF.
            "/a/X.xcassets/Numbers.colorset/Contents.json": Self.colorSet("\"blue\": 255, \"green\": 92, \"red\": 0.5"),
        ])
        let assets = AssetCatalog.assets(in: "/a/X.xcassets", files: files)
        #expect(assets.colors == ["TrailGreen": "#2F7352FF", "Accent Color": "#FD655880", "Bytes": "#0010FFFF",
                                  "Wide": "#00FF00FF", "Numbers": "#805CFFFF"])
        #expect(assets.color(symbol: "trailGreen") == "#2F7352FF")
        #expect(assets.color(symbol: "accent") == "#FD655880")
        #expect(assets.color(symbol: "TrailGreen") == nil)
    }

    /// Xcode's generated asset symbols: lower camel case, a trailing "Color" dropped.
    @Test func theSymbolsXcodeGenerates() {
        #expect(AssetCatalog.symbolName("TrailGreen") == "trailGreen")
        #expect(AssetCatalog.symbolName("Trail Green") == "trailGreen")
        #expect(AssetCatalog.symbolName("AccentColor") == "accent")
        #expect(AssetCatalog.symbolName("Color") == "color")
        #expect(AssetCatalog.symbolName("brand-primary") == "brandPrimary")
    }
}
