// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Beacon",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "BeaconUI", targets: ["BeaconUI"]),
        .library(name: "BeaconCore", targets: ["BeaconCore"]),
        .library(name: "BeaconFeatures", targets: ["BeaconFeatures"]),
        .executable(name: "BeaconApp", targets: ["BeaconApp"]),
    ],
    targets: [
        .target(
            name: "BeaconUI",
            resources: [.process("Resources")]
        ),
        .target(
            name: "BeaconCore"
        ),
        .target(
            name: "BeaconFeatures",
            dependencies: ["BeaconUI", "BeaconCore"],
            resources: [.process("Resources")]
        ),
        .executableTarget(
            name: "BeaconApp",
            dependencies: ["BeaconFeatures", "BeaconCore", "BeaconUI"],
            path: "App"
        ),
    ]
)
