// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "CourierKit",
    platforms: [.iOS(.v17), .macOS(.v14), .watchOS(.v10)],
    products: [
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
        .library(name: "ChatComponents", targets: ["ChatComponents"]),
    ],
    targets: [
        .target(name: "DesignSystem"),
        .target(
            name: "ChatComponents",
            dependencies: ["DesignSystem"]
        ),
        .testTarget(
            name: "ChatComponentsTests",
            dependencies: ["ChatComponents"]
        ),
    ]
)
