// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TrailKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "TrailDesign", targets: ["TrailDesign"]),
        .library(name: "TrailModels", targets: ["TrailModels"]),
    ],
    targets: [
        .target(
            name: "TrailModels",
            path: "Sources/TrailModels"
        ),
        .target(
            name: "TrailDesign",
            dependencies: ["TrailModels"],
            path: "Sources/TrailDesign"
        ),
        .testTarget(
            name: "TrailModelsTests",
            dependencies: ["TrailModels"]
        ),
    ]
)
