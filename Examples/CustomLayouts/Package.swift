// swift-tools-version:5.9
// A package of your own that depends on layoutc: layouts written in Swift as SwiftUI spells them
// (`import LayoutEngine` where SwiftUI code has `import SwiftUI`), and a `layoutc` of your own
// that knows them by name. See docs/custom-layouts.md.
import PackageDescription

let package = Package(
    name: "CustomLayouts",
    dependencies: [
        // Here by path; from another repository: .package(url: "…/layoutc.git", branch: "main").
        .package(name: "layoutc", path: "../.."),
    ],
    targets: [
        // The layouts: plain `Layout` conformances, nothing of layoutc but the protocol.
        .target(name: "SeedLayouts", dependencies: [.product(name: "LayoutEngine", package: "layoutc")]),
        // The tool: layoutc with the layouts registered, every command included.
        .executableTarget(name: "my-layoutc", dependencies: ["SeedLayouts", .product(name: "LayoutcKit", package: "layoutc")]),
    ]
)
