// swift-tools-version: 6.0
import PackageDescription

// Release-only benchmark harness; never part of `swift test`.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named explicitly: a path dependency is otherwise identified by its folder name, which differs per clone.
        .package(name: "ReactiveLegacy", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    ],
    targets: [
        // mallinfo2 is not in Swift's Glibc module; S12 reads heap usage through this shim.
        .target(name: "HeapStats"),
        .executableTarget(
            name: "rac-bench",
            dependencies: [
                .product(name: "Reactive", package: "ReactiveLegacy"),
                .product(name: "RACLegacy", package: "ReactiveLegacy"),
                .product(name: "Bridge", package: "ReactiveLegacy"),
                .product(name: "RACPort", package: "ReactiveLegacy"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                "HeapStats",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
