import Testing
import Foundation
@testable import RACLegacy

@Suite("2.26 Seed-era names") struct SeedEraTests {
    @Test("seed 002: createSubscribable, where, select, and the joiner example") func seed002() {
        onImmediate {
            let helloWorld: RACSubscribable = RACSignal.createSubscribable { subscriber in
                subscriber.sendNext("Hello, ")
                subscriber.sendNext("world!")
                subscriber.sendCompleted()
                return nil
            }
            let joiner = RACSignal.createSubscribable { subscriber in
                var strings: [String] = []
                return helloWorld.subscribeNext({ strings.append($0 as! String) }, error: { subscriber.sendError($0) }, completed: {
                    subscriber.sendNext(strings.joined())
                    subscriber.sendCompleted()
                })
            }
            let r = Recorder()
            r.record(joiner)
            #expect(r.events == nx("Hello, world!") + [.completed])
            let w = Recorder()
            w.record(helloWorld.where { ($0 as! String).hasPrefix("w") }.select { ($0 as! String).uppercased() })
            #expect(w.events == nx("WORLD!") + [.completed])
        }
    }
}
