// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ReactiveLegacy",
    // Every Apple platform at the release that shipped the Swift 6.0 runtime, which the code needs for
    // Synchronization's Mutex, Atomic and AtomicLazyReference (every lock and flag) and for AsyncSequence's typed
    // Failure and next(isolation:) (Reactive/Concurrency). Everything else is older: Observation (RACObserve)
    // macOS 14 / iOS 17, Swift concurrency macOS 10.15 / iOS 13, Dispatch and Foundation. Mac Catalyst follows iOS.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2), .macCatalyst(.v18)],
    products: [
        .library(name: "RACLegacy", targets: ["RACLegacy"]),
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "Bridge", targets: ["Bridge"]),
        .executable(name: "rac-examples", targets: ["Examples"]),
        .executable(name: "rac-port", targets: ["RACPortTool"]),
        // The translator behind rac-port, for tools that drive it in process (rac-bench's scaling check).
        .library(name: "RACPort", targets: ["RACPort"]),
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
        .target(name: "RACPort"),
        .executableTarget(name: "RACPortTool", dependencies: ["RACPort"]),
        .testTarget(name: "RACPortTests", dependencies: ["RACPort", "RACPortTool"]),
        .testTarget(name: "RACPortCorpus", dependencies: ["RACLegacy"], exclude: ["ObjC"]),
    ],
    swiftLanguageModes: [.v6]
)
