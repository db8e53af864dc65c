import Testing
import Foundation
import Observation
@testable import RACLegacy

@Observable final class Form {
    var username: String = ""
    var password: String = ""
    var confirmation: String = ""
    var nickname: String? = nil
    var createEnabled = false
    var count = 0
}

@Observable final class OwnedForm: RACObject {
    @ObservationIgnored let rac_sentinel = RACObjectSentinel()
    var value = 0
}

@Suite("2.23 Observation and binding", .serialized) struct ObservationTests {
    @Test("fallback: RACObserve sends the current value, then each change from a block on the mutating thread's scheduler",
          .enabled(if: !PropertyTracking.reportsAfterStore)) func observe() {
        let form = Form()
        form.username = "a"
        let test = RACTestScheduler()
        let r = Recorder()
        onImmediate { r.record(RACObserve(form, \.username)) }
        #expect(r.values == ["a"])
        test.performAsCurrentScheduler { form.username = "b" }
        #expect(r.values == ["a"])
        test.stepAll()
        #expect(r.values == ["a", "b"])
        test.performAsCurrentScheduler {
            form.username = "c"
            form.username = "d"
        }
        test.stepAll()
        #expect(r.values == ["a", "b", "d"])
    }

    @Test("fallback: changes on a plain thread are delivered via the main thread scheduler",
          .enabled(if: !PropertyTracking.reportsAfterStore)) func observeMain() {
        let form = Form()
        let r = Recorder()
        onImmediate { r.record(RACObserve(form, \.count)) }
        form.count = 5
        let ok = eventually { r.values == [0, 5] }
        #expect(ok, "\(r.events)")
    }

    @Test("optional properties are sent as plain nil / unwrapped values") func optionals() {
        let form = Form()
        let test = RACTestScheduler()
        var raw: [Any?] = []
        onImmediate { RACObserve(form, \.nickname).subscribeNext { raw.append($0) } }
        test.performAsCurrentScheduler { form.nickname = "n" }
        test.stepAll()
        #expect(raw.count == 2)
        #expect(raw[0] == nil)
        #expect(raw[1] as? String == "n")
    }

    @Test("RACObserve completes when the target is gone; promptly for RACObject targets") func completion() {
        var owned: OwnedForm? = OwnedForm()
        let r = Recorder()
        onImmediate { r.record(RACObserve(owned!, \.value)) }
        owned = nil
        #expect(r.events == nx(0) + [.completed])
        var form: Form? = Form()
        let test = RACTestScheduler()
        let f = Recorder()
        onImmediate { f.record(RACObserve(form!, \.count)) }
        test.performAsCurrentScheduler { form!.count = 1 }
        form = nil
        test.stepAll()
        // KVO's timing sends the store at once; the fallback's pending block finds the target gone.
        #expect(f.events == (PropertyTracking.reportsAfterStore ? nx(0, 1) : nx(0)) + [.completed])
    }

    @Test("fallback: disposal cancels the pending change", .enabled(if: !PropertyTracking.reportsAfterStore)) func disposal() {
        let form = Form()
        let test = RACTestScheduler()
        let r = Recorder()
        var d: RACDisposable!
        onImmediate { d = r.record(RACObserve(form, \.count)) }
        test.performAsCurrentScheduler { form.count = 1 }
        d.dispose()
        test.stepAll()
        #expect(r.values == [0])
    }

    @Test("RACAble skips the initial value; RACAbleWithStart keeps it; rac_valuesForKeyPath ends with its observer") func variants() {
        let form = Form()
        let test = RACTestScheduler()
        let able = Recorder(), start = Recorder(), values = Recorder()
        var observer: NSObject? = NSObject()
        onImmediate {
            able.record(RACAble(form, \.count))
            start.record(RACAbleWithStart(form, \.count))
            values.record(form.rac_valuesForKeyPath(\.count, observer: observer))
        }
        test.performAsCurrentScheduler { form.count = 1 }
        test.stepAll()
        observer = nil
        test.performAsCurrentScheduler { form.count = 2 }
        test.stepAll()
        #expect(able.values == [1, 2])
        #expect(start.values == [0, 1, 2])
        #expect(values.events == nx(0, 1) + [.completed])
    }

    @Test("RAC[target, keyPath] = signal assigns each value; nilValue replaces nil; the getter sends the current value") func binding() {
        let form = Form()
        let subject = RACSubject(), counts = RACSubject()
        onImmediate {
            RAC[form, \.username] = subject
            RAC[form, \.count, nilValue: -1] = counts
        }
        subject.sendNext("abc")
        counts.sendNext(3)
        #expect(form.username == "abc" && form.count == 3)
        counts.sendNext(nil)
        #expect(form.count == -1)
        let r = Recorder()
        onImmediate { r.record(RAC[form, \.username]) }
        #expect(r.events == nx("abc") + [.completed])
        let n = Recorder()
        onImmediate { n.record(RAC[form, \.count, nilValue: 0]) }
        #expect(n.values == [-1])
    }

    @Test("seed 000: createEnabled is bound to password == confirmation") func passwordSeed() {
        let form = Form()
        let test = RACTestScheduler()
        test.performAsCurrentScheduler {
            RAC[form, \.createEnabled] = RACSignal.combineLatest([RACObserve(form, \.password), RACObserve(form, \.confirmation)]) { password, confirm in
                (password as! String) == (confirm as! String)
            }
        }
        #expect(form.createEnabled)
        test.performAsCurrentScheduler { form.password = "secret" }
        test.stepAll()
        #expect(!form.createEnabled)
        test.performAsCurrentScheduler { form.confirmation = "secret" }
        test.stepAll()
        #expect(form.createEnabled)
    }

    @Test("RACChannelTo follows the property and assigns values sent to it, without echo") func channelTo() {
        let form = Form()
        let test = RACTestScheduler()
        let terminal = RACChannelTo(form, \.username)
        let r = Recorder()
        test.performAsCurrentScheduler { r.record(terminal) }
        #expect(r.values == [""])
        test.performAsCurrentScheduler { terminal.sendNext("typed") }
        test.stepAll()
        #expect(form.username == "typed")
        #expect(r.values == [""])
        test.performAsCurrentScheduler { form.username = "model" }
        test.stepAll()
        #expect(r.values == ["", "model"])
        let nilForm = Form()
        let nilTerminal = RACChannelTo(nilForm, \.count, nilValue: 42)
        test.performAsCurrentScheduler { nilTerminal.sendNext(nil) }
        #expect(nilForm.count == 42)
    }

    @Test("RAC[channel:] binds two properties both ways, left first taking the right's value") func channelBinding() {
        let a = Form(), b = Form()
        b.username = "from b"
        let test = RACTestScheduler()
        test.performAsCurrentScheduler { RAC[channel: a, \.username] = RACChannelTo(b, \.username) }
        test.stepAll()
        #expect(a.username == "from b")
        let bSeen = Recorder()
        onImmediate { bSeen.record(RACObserve(a, \.username)) }
        test.performAsCurrentScheduler { a.username = "from a" }
        test.stepAll()
        #expect(b.username == "from a", "\(bSeen.events)")
        test.performAsCurrentScheduler { b.username = "again b" }
        test.stepAll()
        #expect(a.username == "again b")
        let c = Form(), d = Form()
        test.performAsCurrentScheduler { RAC[channel: c, \.count, nilValue: 7] = RACChannelTo(d, \.count) }
        test.stepAll()
        #expect(c.count == 0)
        _ = RAC[channel: c, \.count]
        _ = RAC[channel: c, \.count, nilValue: 1]
        _ = RACKVOChannel(target: c, keyPath: \.count, nilValue: nil)
    }

    // The fallback learns of a store before it lands and looks for it for a bounded time (`fallbackPatience`); a
    // store landing 20 ms later is found only if the machine keeps up, so this holds for the didSet path only.
    @Test("a store that lands late is still observed: the value is read after the store, on the mutating thread",
          .enabled(if: PropertyTracking.reportsAfterStore))
    func lateStore() {
        let model = SharedName()
        let r = Recorder()
        onImmediate { r.record(RACObserve(model, \.name)) }
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            // The store lands 20 ms after willSet, longer than any retry heuristic waits.
            model.setSlowly("late", landingAfter: 0.02)
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(eventually { (r.values.last ?? nil) == AnyHashable("late") }, "\(r.values)")
        #expect((r.values.first ?? nil) == AnyHashable("initial"))
    }

    // The interleaving behind a flaky concurrent run, made deterministic: the fallback's block runs while a store
    // announced before the block installed its tracking has not landed yet, so no installation hears of that store.
    @Test("fallback: a store landing after the delivery block read is sent by a last look, not lost",
          .enabled(if: !PropertyTracking.reportsAfterStore))
    func storeLandingAfterRead() {
        let model = SharedName()
        let test = RACTestScheduler()
        let r = Recorder()
        onImmediate { r.record(RACObserve(model, \.name)) }
        test.performAsCurrentScheduler { model.name = "A" }
        // The block for "A" runs between B's willSet and B's store: it reads "A", sends it, and re-installs.
        test.performAsCurrentScheduler { model.set("B", beforeStore: { test.step() }) }
        #expect(r.events == nx("initial", "A"))
        test.stepAll()
        #expect(r.events == nx("initial", "A", "B"))
    }

    @Test("4 threads × 10,000 sets: every value observed was set, and the last one observed is the last one set")
    func concurrentSets() {
        let model = SharedName()
        let r = Recorder()
        onImmediate { r.record(RACObserve(model, \.name)) }
        let group = DispatchGroup()
        for thread in 0..<4 {
            group.enter()
            Thread.detachNewThread {
                for index in 0..<10_000 { model.name = "\(thread)-\(index)" }
                group.leave()
            }
        }
        #expect(group.wait(timeout: .now() + 60) == .success)
        let last = model.name
        #expect(eventually { (r.values.last ?? nil) == AnyHashable(last) },
                "last set \(last), last observed \(String(describing: r.values.last))")
        let valid = r.values.allSatisfy { value in
            guard let text = value as? String else { return false }
            if text == "initial" { return true }
            let parts = text.split(separator: "-").compactMap { Int($0) }
            return parts.count == 2 && (0..<4).contains(parts[0]) && (0..<10_000).contains(parts[1])
        }
        #expect(valid)
    }
}

/// An observable model whose storage is lock-protected, so several threads may set it (Observation's macro storage
/// is not thread-safe); the setter can delay the store to simulate one that lands late.
final class SharedName: Observable, @unchecked Sendable { // `stored` guarded by `lock`
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var stored = "initial"

    var name: String {
        get {
            registrar.access(self, keyPath: \.name)
            return lock.withLock { stored }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.name) { lock.withLock { stored = newValue } }
        }
    }

    func set(_ value: String, beforeStore: () -> Void) {
        registrar.withMutation(of: self, keyPath: \.name) {
            beforeStore()
            lock.withLock { stored = value }
        }
    }

    func setSlowly(_ value: String, landingAfter delay: TimeInterval) {
        registrar.withMutation(of: self, keyPath: \.name) {
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + delay)
            lock.withLock { stored = value }
        }
    }
}
