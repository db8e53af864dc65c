// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ReactiveLegacy",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RACLegacy", targets: ["RACLegacy"]),
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "Bridge", targets: ["Bridge"]),
        .executable(name: "rac-examples", targets: ["Examples"]),
    ],
    targets: [
        .target(name: "Reactive"),
        .target(name: "RACLegacy"),
        .target(name: "Bridge", dependencies: ["RACLegacy", "Reactive"]),
        .target(name: "ExamplesKit", dependencies: ["RACLegacy", "Reactive", "Bridge"], path: "Sources/Examples/ExamplesKit"),
        .executableTarget(name: "Examples", dependencies: ["ExamplesKit"], path: "Sources/Examples/Tour"),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive"]),
        .testTarget(name: "RACLegacyTests", dependencies: ["RACLegacy"]),
        .testTarget(name: "BridgeTests", dependencies: ["Bridge"]),
        .testTarget(name: "MigrationTests", dependencies: ["RACLegacy", "Reactive", "Bridge", "ExamplesKit"]),
        .testTarget(name: "ReliabilityTests", dependencies: ["RACLegacy", "Reactive", "Bridge"]),
    ],
    swiftLanguageModes: [.v6]
)
