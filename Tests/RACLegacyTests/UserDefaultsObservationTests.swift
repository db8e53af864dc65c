import Testing
import Foundation
import Dispatch
@testable import RACLegacy

/// A suite of defaults of its own, removed when the test is done.
private func withSuite(_ body: (UserDefaults) -> Void) {
    let name = "rac.legacy.tests.\(UUID().uuidString)"
    let defaults = UserDefaults(suiteName: name)!
    body(defaults)
    defaults.removePersistentDomain(forName: name)
}

/// Records a signal's events; each event also signals `arrived`, because a change made with `set(_:forKey:)` can
/// arrive on another thread (Linux notices it by polling).
private final class ArrivalRecorder: @unchecked Sendable { // `arrived` is thread-safe; `recorder` locks itself
    let recorder = Recorder()
    let arrived = DispatchSemaphore(value: 0)

    var events: [Ev] { recorder.events }

    @discardableResult func record(_ signal: RACSignal) -> RACDisposable {
        signal.subscribeNext({ [self] in recorder.append(.next(hashable($0))); arrived.signal() },
                            error: { [self] in recorder.append(.error(errorKey($0))); arrived.signal() },
                            completed: { [self] in recorder.append(.completed); arrived.signal() })
    }

    /// Waits (bounded) until `count` more events have arrived.
    func waitFor(_ count: Int) -> Bool {
        (0..<count).allSatisfy { _ in arrived.wait(timeout: .now() + 5) == .success }
    }
}

@Suite("2.25 UserDefaults channels and values") struct UserDefaultsObservationTests {
    @Test("a channel terminal sends the current value, then a change made with set(_:forKey:), then removeObject(forKey:)")
    func externalSet() {
        withSuite { defaults in
            defaults.set(1, forKey: "k")
            let r = ArrivalRecorder()
            onImmediate { r.record(defaults.rac_channelTerminalForKey("k")) }
            #expect(r.waitFor(1))
            defaults.set(2, forKey: "k")
            #expect(r.waitFor(1))
            #expect(r.events == nx(1, 2))
            defaults.removeObject(forKey: "k")
            #expect(r.waitFor(1))
            #expect(r.events == nx(1, 2, nil))
        }
    }

    @Test("a value sent into one terminal is stored, reaches another terminal on the key, and is not sent back")
    func channelBothWays() {
        withSuite { defaults in
            defaults.set("a", forKey: "k")
            let first = ArrivalRecorder(), second = ArrivalRecorder()
            var firstTerminal: RACChannelTerminal?
            onImmediate {
                let terminal = defaults.rac_channelTerminalForKey("k")
                first.record(terminal)
                second.record(defaults.rac_channelTerminalForKey("k"))
                firstTerminal = terminal
            }
            #expect(first.waitFor(1) && second.waitFor(1))
            firstTerminal?.sendNext("b")
            #expect(defaults.string(forKey: "k") == "b")
            #expect(second.waitFor(1))
            #expect(second.events == nx("a", "b"))
            #expect(first.events == nx("a"))
            defaults.set("c", forKey: "k")
            #expect(first.waitFor(1) && second.waitFor(1))
            #expect(first.events == nx("a", "c"))
            #expect(second.events == nx("a", "b", "c"))
        }
    }

    @Test("rac_valuesForKeyPath(_:observer:) sends the current value, each change, and completes when a RACObject observer is released")
    func valuesWithRACObjectObserver() {
        withSuite { defaults in
            defaults.set("a", forKey: "k")
            var observer: OwnedForm? = OwnedForm()
            let r = ArrivalRecorder()
            var writer: RACChannelTerminal?
            onImmediate {
                r.record(defaults.rac_valuesForKeyPath("k", observer: observer))
                writer = defaults.rac_channelTerminalForKey("k")
            }
            #expect(r.waitFor(1))
            writer?.sendNext("b")
            #expect(r.waitFor(1))
            #expect(r.events == nx("a", "b"))
            defaults.set("c", forKey: "k")
            #expect(r.waitFor(1))
            #expect(r.events == nx("a", "b", "c"))
            observer = nil // completes on this thread, or on the poller's if it is still delivering "c"
            #expect(r.waitFor(1))
            #expect(r.events == nx("a", "b", "c") + [.completed])
        }
    }

    @Test("rac_valuesForKeyPath(_:observer:) completes at the next look once a plain observer is gone")
    func valuesWithPlainObserver() {
        withSuite { defaults in
            var observer: NSObject? = NSObject()
            let r = ArrivalRecorder()
            onImmediate { r.record(defaults.rac_valuesForKeyPath("k", observer: observer)) }
            #expect(r.waitFor(1))
            observer = nil
            // Where Foundation posts no notification for it, the next poll looks; posting one looks at once.
            NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
            #expect(r.waitFor(1))
            #expect(r.events == nx(nil) + [.completed])
        }
    }

    @Test("a change to another key, or a store of an equal value (an array too), sends nothing")
    func deduplicated() {
        withSuite { defaults in
            defaults.set(["x", 1] as [Any], forKey: "list")
            let raw = Box<[Any?]>([])
            let arrived = DispatchSemaphore(value: 0)
            onImmediate {
                defaults.rac_valuesForKeyPath("list", observer: nil).subscribeNext { value in
                    raw.mutate { $0.append(value) }
                    arrived.signal()
                }
            }
            #expect(arrived.wait(timeout: .now() + 5) == .success)
            defaults.set(5, forKey: "other")
            defaults.set(["x", 1] as [Any], forKey: "list")
            // A notification looks synchronously on this thread; the poller (Linux) finds nothing new either.
            NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
            defaults.set(["y"] as [Any], forKey: "list")
            #expect(arrived.wait(timeout: .now() + 5) == .success)
            let values = raw.value
            #expect(values.count == 2)
            #expect((values.first as? [Any])?.count == 2)
            #expect((values.last as? [Any])?.compactMap { $0 as? String } == ["y"])
        }
    }
}
