// The ```swift blocks of README.md, pasted verbatim; the drift test below checks the copies.
import Foundation
import Testing
import RACLegacy
import Reactive
import Bridge

@Suite("README.md")
struct ReadmeTests {
    @Test("README tour prints what its comments say")
    func tour() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            let (signal, input) = Signal<Int, Never>.pipe()          // hot: observers see what is sent from now on
            signal.map { $0 * 2 }.observeValues { print($0) }
            input.send(value: 1)                                     // prints 2

            SignalProducer(values: 1, 2, 3)                          // cold: the work runs once per start
                .filter { $0 > 1 }.startWithValues { print($0) }     // prints 2, 3

            let letters = RACSubject()                               // RAC 2: [letters sendNext:@"A"]
            letters.map { "\($0 ?? "")!" }.subscribeNext { print($0 ?? "nil") }
            letters.sendNext("A")                                    // prints A!

            let legacy = RACSignal.return(20)                        // a RAC 2 signal handed to typed code...
            let typed = SignalProducer(legacy, of: Int.self).map { $0 + 1 }
            typed.bridged.subscribeNext { print("got \($0 ?? "nil")") }  // ...and back to RAC 2: prints got 21
        }
        #expect(lines.all == ["2", "2", "3", "A!", "got 21"])
    }

    @Test("every ```swift block of README.md has a verbatim copy in Tests/MigrationTests")
    func everyBlockIsTested() throws {
        let readme = DriftTests.folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let blocks = DriftTests.swiftBlocks(in: try String(contentsOf: readme, encoding: .utf8))
        #expect(!blocks.isEmpty)
        let sources = try DriftTests.testSources()
        for block in blocks {
            #expect(sources.contains { DriftTests.contains($0, block.lines) },
                    "README.md block starting \"\(block.lines.first ?? "")\" has no verbatim copy in Tests/MigrationTests")
        }
    }

    @Test("README's installation manifest depends on this package by URL and uses its three library products")
    func installationManifest() throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "MyApp",
                platforms: [.iOS(.v18), .macOS(.v15)],
                dependencies: [
                    .package(url: "https://example.com/ReactiveLegacy.git", from: "1.0.0"),
                ],
                targets: [
                    .executableTarget(
                        name: "MyApp",
                        dependencies: [
                            .product(name: "RACLegacy", package: "ReactiveLegacy"),
                            .product(name: "Reactive", package: "ReactiveLegacy"),
                            .product(name: "Bridge", package: "ReactiveLegacy"),
                        ]
                    ),
                ]
            )
            """
        let root = DriftTests.folder.deletingLastPathComponent().deletingLastPathComponent()
        let ours = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(ours.contains("name: \"ReactiveLegacy\""))
        for product in ["RACLegacy", "Reactive", "Bridge"] {
            #expect(ours.contains(".library(name: \"\(product)\""), "Package.swift has no library product \(product)")
            #expect(manifest.contains(".product(name: \"\(product)\", package: \"ReactiveLegacy\")"))
        }
        for platform in [".iOS(.v18)", ".macOS(.v15)"] {
            #expect(ours.contains(platform), "Package.swift does not declare \(platform), the floor README's app uses")
        }
    }
}
