// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "MosaicComponents",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "MosaicStyle", targets: ["MosaicStyle"]),
        .library(name: "MosaicUI", targets: ["MosaicUI"]),
    ],
    targets: [
        .target(name: "MosaicStyle"),
        .target(
            name: "MosaicUI",
            dependencies: ["MosaicStyle"]
        ),
        .testTarget(
            name: "MosaicUITests",
            dependencies: ["MosaicUI"]
        ),
    ]
)
