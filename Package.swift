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
        // Helpers for testing ported RAC 2 code under XCTest and Swift Testing (MIGRATION.md §26).
        .library(name: "RACTestSupport", targets: ["RACTestSupport"]),
        .executable(name: "rac-examples", targets: ["Examples"]),
        .executable(name: "rac-port", targets: ["RACPortTool"]),
        // The translator behind rac-port, for tools that drive it in process (rac-bench's scaling check).
        .library(name: "RACPort", targets: ["RACPort"]),
        // RAC 2's UIKit categories and their typed twins; empty where UIKit does not exist (macOS, watchOS).
        .library(name: "RACLegacyUIKit", targets: ["RACLegacyUIKit"]),
        .library(name: "ReactiveUIKit", targets: ["ReactiveUIKit"]),
    ],
    targets: [
        // Locks, Bag and boxes shared by the three modules; every declaration is `package`, so nothing is public.
        .target(name: "RACSupport"),
        .target(name: "Reactive", dependencies: ["RACSupport"]),
        .target(name: "RACLegacy", dependencies: ["RACSupport"]),
        .target(name: "Bridge", dependencies: ["RACLegacy", "Reactive", "RACSupport"]),
        .target(name: "RACTestSupport", dependencies: ["RACLegacy", "RACSupport"]),
        .target(name: "ExamplesKit", dependencies: ["RACLegacy", "Reactive", "Bridge"], path: "Sources/Examples/ExamplesKit"),
        .executableTarget(name: "Examples", dependencies: ["ExamplesKit"], path: "Sources/Examples/Tour"),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "RACSupport"]),
        .testTarget(name: "RACLegacyTests", dependencies: ["RACLegacy", "RACSupport"]),
        .testTarget(name: "RACSupportTests", dependencies: ["RACSupport"]),
        .testTarget(name: "RACTestSupportTests", dependencies: ["RACTestSupport", "RACLegacy"]),
        // MIGRATION.md §26's test snippets under XCTest, whose tests run on the main thread.
        .testTarget(name: "GuideXCTests", dependencies: ["RACLegacy", "Reactive", "Bridge", "RACTestSupport"]),
        .testTarget(name: "BridgeTests", dependencies: ["Bridge"]),
        .testTarget(name: "MigrationTests", dependencies: ["RACLegacy", "Reactive", "Bridge", "ExamplesKit", "RACTestSupport"]),
        .testTarget(name: "ReliabilityTests", dependencies: ["RACLegacy", "Reactive", "Bridge"]),
        .target(name: "RACPort"),
        .executableTarget(name: "RACPortTool", dependencies: ["RACPort"]),
        .testTarget(name: "RACPortTests", dependencies: ["RACPort", "RACPortTool"]),
        .testTarget(name: "RACPortCorpus", dependencies: ["RACLegacy"], exclude: ["ObjC"]),
    ],
    swiftLanguageModes: [.v6]
)

// The UIKit layers compile against the real UIKit on Apple platforms. Linux has none, so there a stand-in module
// named `UIKit` (Sources/UIKitStandIn: only the declarations the layers use, with Apple's signatures) takes its
// place, and the layers' behaviour tests and the MIGRATION snippets that use them run against it.
package.targets += [
    .target(name: "RACLegacyUIKit", dependencies: ["RACLegacy", "RACSupport"]),
    .target(name: "ReactiveUIKit", dependencies: ["Reactive", "RACSupport"]),
]
#if os(Linux)
package.targets += [
    .target(name: "UIKit", path: "Sources/UIKitStandIn"),
    .testTarget(name: "RACLegacyUIKitTests", dependencies: ["RACLegacyUIKit", "RACLegacy", "UIKit"]),
    .testTarget(name: "ReactiveUIKitTests", dependencies: ["ReactiveUIKit", "Reactive", "UIKit"]),
    // rac-port's view-controller corpus: the committed Swift it makes of a view controller, run against the stand-in.
    .testTarget(name: "RACPortUIKitCorpus", dependencies: ["RACLegacy", "RACLegacyUIKit", "UIKit"], exclude: ["ObjC"]),
]
for target in package.targets {
    switch target.name {
    case "RACLegacyUIKit", "ReactiveUIKit": target.dependencies.append("UIKit")
    case "MigrationTests": target.dependencies += ["RACLegacyUIKit", "ReactiveUIKit", "UIKit"]
    default: break
    }
}
#endif
