// swift-tools-version:6.0
import PackageDescription

// One library target per pipeline stage (see README "Architecture"). The engine knows
// nothing of the syntax; the executable is a thin shell over LayoutDriver.
let package = Package(
    name: "layoutc",
    products: [
        .executable(name: "layoutc", targets: ["layoutc"]),
        // SwiftUI's layout API: write layouts in Swift as SwiftUI code does.
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        // Your own layoutc: the whole tool, with layouts of your own registered by name.
        .library(name: "LayoutcKit", targets: ["LayoutcKit"]),
        // `swift build --product layoutc-fuzz --sanitize fuzzer`: libFuzzer over the whole pipeline.
        .executable(name: "layoutc-fuzz", targets: ["layoutc-fuzz"]),
        .executable(name: "layoutc-font-fuzz", targets: ["layoutc-font-fuzz"]),
        .executable(name: "layoutc-swift-fuzz", targets: ["layoutc-swift-fuzz"]),
        .executable(name: "layoutc-app-fuzz", targets: ["layoutc-app-fuzz"]),
    ],
    targets: [
        .target(name: "LayoutDiagnostics", dependencies: ["LayoutJSON"]),
        .target(name: "LayoutSyntax", dependencies: ["LayoutDiagnostics"]),
        // Fonts: OpenType/TrueType metrics and kerning, the built-in family, line breaking.
        .target(name: "LayoutFont"),
        .target(name: "LayoutEngine", dependencies: ["LayoutFont"]),
        .target(name: "LayoutSema", dependencies: ["LayoutDiagnostics", "LayoutSyntax", "LayoutEngine"]),
        .target(name: "LayoutEmit", dependencies: ["LayoutDiagnostics", "LayoutEngine", "LayoutJSON", "LayoutXML"]),
        // `layoutc preview`: the HTTP server, the file watcher and the live page.
        .target(name: "LayoutPreview", dependencies: ["LayoutDiagnostics", "LayoutEngine", "LayoutSema", "LayoutEmit", "LayoutJSON", "LayoutXML", "LayoutLint", "LayoutProject", "LayoutSwiftReader", "LayoutAppModel"]),
        // `layoutc lint`: layout-aware rules over the engine's results, suppressions, reports.
        .target(name: "LayoutLint", dependencies: ["LayoutDiagnostics", "LayoutSyntax", "LayoutEngine", "LayoutSema", "LayoutJSON", "LayoutXML", "LayoutSwiftSyntax"]),
        .target(name: "LayoutFormat", dependencies: ["LayoutDiagnostics", "LayoutSyntax"]),
        // Swift source: a lexer and a parser for view code, app code and package manifests (our own: no swift-syntax).
        .target(name: "LayoutSwiftSyntax"),
        // What a workspace is, as the app is built: units (projects, packages, folders), modules,
        // platforms, and where each view is used; read once per run, asked by every stage after it.
        .target(name: "LayoutAppModel", dependencies: ["LayoutDiagnostics", "LayoutSwiftSyntax", "LayoutJSON"]),
        // SwiftUI source in: a module's views read into `.layout`.
        .target(name: "LayoutSwiftReader", dependencies: ["LayoutDiagnostics", "LayoutSyntax", "LayoutEngine", "LayoutSema", "LayoutSwiftSyntax", "LayoutAppModel"]),
        // SwiftUI source out: a `.layout` file exported as SwiftUI views and `Layout` conformances.
        .target(name: "LayoutSwiftUI", dependencies: ["LayoutDiagnostics", "LayoutSyntax", "LayoutSema", "LayoutEngine"]),
        // JSON: a strict reader and writer, string literals for every JSON the tools write.
        .target(name: "LayoutJSON"),
        // XML and HTML text, for the SVG, the XML reports and the preview page.
        .target(name: "LayoutXML"),
        .target(name: "LayoutProject", dependencies: ["LayoutDiagnostics", "LayoutEngine", "LayoutJSON", "LayoutFormat", "LayoutSema", "LayoutLint", "LayoutSwiftSyntax"]),
        // What `lint` lays out of an app and where: its roots read and compiled, each at the
        // configurations its use puts it in (for `layoutc lint` and the language server alike).
        .target(name: "LayoutAppLint", dependencies: ["LayoutDiagnostics", "LayoutEngine", "LayoutSema", "LayoutLint", "LayoutSwiftReader", "LayoutAppModel"]),
        // What a document means, for any front end: its compilation with the checker's names, its
        // lint findings and layout, the syntax at a position, the files that import it.
        .target(name: "LayoutAnalysis", dependencies: ["LayoutDiagnostics", "LayoutSyntax", "LayoutEngine", "LayoutSema", "LayoutProject", "LayoutLint", "LayoutSwiftReader", "LayoutAppModel", "LayoutAppLint"]),
        // `layoutc lsp`: the Language Server Protocol over the analysis.
        .target(
            name: "LayoutServer",
            dependencies: ["LayoutDiagnostics", "LayoutSyntax", "LayoutEngine", "LayoutSema", "LayoutFormat", "LayoutJSON", "LayoutProject", "LayoutLint",
                           "LayoutAnalysis", "LayoutAppModel"]
        ),
        .target(
            name: "LayoutDriver",
            dependencies: ["LayoutDiagnostics", "LayoutSyntax", "LayoutEngine", "LayoutSema", "LayoutEmit", "LayoutPreview", "LayoutFormat", "LayoutProject", "LayoutServer", "LayoutLint", "LayoutSwiftUI", "LayoutSwiftReader", "LayoutAppModel", "LayoutAppLint"]
        ),
        .target(name: "LayoutcKit", dependencies: ["LayoutEngine", "LayoutDriver", "LayoutSema"]),
        .executableTarget(name: "layoutc", dependencies: ["LayoutcKit"]),
        // The pipeline's contract, checked per input (a library so the tests replay the corpus).
        .target(name: "LayoutFuzz", dependencies: ["LayoutDiagnostics", "LayoutSyntax", "LayoutDriver", "LayoutEmit", "LayoutEngine", "LayoutSema", "LayoutJSON", "LayoutLint", "LayoutFormat"]),
        // A weak C `main` that replays files, or gives way to libFuzzer's in a fuzzer build.
        .executableTarget(name: "layoutc-fuzz", dependencies: ["LayoutFuzz"]),
        // `swift run layoutc-fontgen`: writes the built-in family's tables from Inter's font files.
        .executableTarget(name: "layoutc-fontgen", dependencies: ["LayoutFont"]),
        // `swift build --product layoutc-font-fuzz --sanitize fuzzer`: libFuzzer over the font reader.
        .target(name: "LayoutFontFuzz", dependencies: ["LayoutFont"]),
        .executableTarget(name: "layoutc-font-fuzz", dependencies: ["LayoutFontFuzz"]),
        // `swift build --product layoutc-swift-fuzz --sanitize fuzzer`: libFuzzer over the Swift reader.
        .target(name: "LayoutSwiftReaderFuzz", dependencies: ["LayoutSwiftReader", "LayoutSwiftSyntax", "LayoutDiagnostics", "LayoutEngine", "LayoutSema"]),
        .executableTarget(name: "layoutc-swift-fuzz", dependencies: ["LayoutSwiftReaderFuzz"]),
        // `swift build --product layoutc-app-fuzz --sanitize fuzzer`: libFuzzer over the app readers
        // (projects, package manifests, whole folders of an app read and laid out).
        .target(name: "LayoutAppFuzz", dependencies: ["LayoutAppModel", "LayoutSwiftReader", "LayoutDiagnostics", "LayoutEngine", "LayoutSema"]),
        .executableTarget(name: "layoutc-app-fuzz", dependencies: ["LayoutAppFuzz"]),
        // `swift run -c release layoutc-bench`: engine and pipeline timings at scale (never a unit test).
        .executableTarget(
            name: "layoutc-bench", dependencies: ["LayoutDiagnostics", "LayoutEngine", "LayoutSema"], path: "Benchmarks",
            exclude: ["Server", "peers", "lsp", "app", "processes.py", "phases.py", "outputs.py"]
        ),
        // `swift run -c release layoutc-server-bench`: language-server latency on a 5,000-line file.
        .executableTarget(name: "layoutc-server-bench", dependencies: ["LayoutServer", "LayoutJSON"], path: "Benchmarks/Server"),

        .testTarget(name: "LayoutDiagnosticsTests", dependencies: ["LayoutDiagnostics"]),
        .testTarget(name: "LayoutFuzzTests", dependencies: ["LayoutFuzz", "LayoutSema", "LayoutEngine", "LayoutDiagnostics"]),
        .testTarget(name: "LayoutLintTests", dependencies: ["LayoutLint", "LayoutSema", "LayoutEngine", "LayoutDiagnostics", "LayoutFuzz"]),
        .testTarget(name: "LayoutSyntaxTests", dependencies: ["LayoutSyntax", "LayoutDiagnostics"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutFontTests", dependencies: ["LayoutFont", "LayoutEngine"]),
        .testTarget(name: "LayoutSwiftSyntaxTests", dependencies: ["LayoutSwiftSyntax"]),
        .testTarget(name: "LayoutAppModelTests", dependencies: ["LayoutAppModel", "LayoutSwiftSyntax", "LayoutAppFuzz"]),
        .testTarget(name: "LayoutSwiftReaderTests", dependencies: ["LayoutSwiftReader", "LayoutSwiftSyntax", "LayoutDiagnostics", "LayoutSema", "LayoutEngine", "LayoutAppModel"]),
        .testTarget(name: "LayoutSwiftUITests", dependencies: ["LayoutSwiftUI", "LayoutSwiftReader", "LayoutSema", "LayoutSyntax", "LayoutEngine", "LayoutDiagnostics"]),
        .testTarget(name: "LayoutSemaTests", dependencies: ["LayoutSema", "LayoutSyntax", "LayoutDiagnostics", "LayoutEngine"]),
        .testTarget(name: "LayoutEmitTests", dependencies: ["LayoutEmit", "LayoutEngine", "LayoutDiagnostics", "LayoutJSON"]),
        .testTarget(name: "LayoutPreviewTests", dependencies: ["LayoutPreview", "LayoutEmit", "LayoutEngine"]),
        .testTarget(name: "LayoutFormatTests", dependencies: ["LayoutFormat", "LayoutSyntax", "LayoutDiagnostics", "LayoutSema", "LayoutEngine"]),
        .testTarget(name: "LayoutProjectTests", dependencies: ["LayoutProject", "LayoutJSON", "LayoutDiagnostics", "LayoutFormat", "LayoutEngine", "LayoutSema", "LayoutLint"]),
        .testTarget(name: "LayoutServerTests", dependencies: ["LayoutServer", "LayoutAnalysis", "LayoutJSON", "LayoutDiagnostics", "LayoutSyntax", "LayoutSema", "LayoutFormat"]),
        .testTarget(
            name: "LayoutDriverTests",
            dependencies: ["LayoutDriver", "LayoutcKit", "LayoutDiagnostics", "LayoutSyntax", "LayoutEngine", "LayoutSema", "LayoutEmit",
                           "LayoutSwiftReader", "LayoutAppModel", "LayoutAppLint", "LayoutAnalysis", "LayoutJSON"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
