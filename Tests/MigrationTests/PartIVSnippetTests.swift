// The ```swift blocks of MIGRATION.md Part IV, pasted verbatim (DriftTests checks the copies).
import Foundation
import Observation
import Testing
import RACLegacy
import Reactive
import Bridge

@Test("MIGRATION IVa IVa–IVb2: -throttle: is a debounce (RACLegacy throttle(1))") func mIVa() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let clock = TestScheduler()
        let scheduler = RACSwiftScheduler(clock)
        let values = RACSubject()
        values.throttle(1).subscribeNext({ print($0 ?? "nil") }, completed: { print("completed") })
        scheduler.schedule { values.sendNext(1) }
        scheduler.afterDelay(0.5, schedule: { values.sendNext(2) })
        scheduler.afterDelay(0.6, schedule: { values.sendCompleted() })
        clock.advance(by: .milliseconds(600))
        print("t=0.6")
    }
    #expect(lines.all == ["2", "completed", "t=0.6"])
}

@Test("MIGRATION IVb IVa–IVb2: -throttle: is a debounce (Reactive debounce(1, on:, discardWhenCompleted: false))") func mIVb() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let clock = TestScheduler()
        let (values, input) = Signal<Int, Never>.pipe()
        values.debounce(1, on: clock, discardWhenCompleted: false)
            .observe(Signal.Observer(value: { print($0) }, completed: { print("completed") }))
        input.send(value: 1)
        clock.advance(by: .milliseconds(500))
        input.send(value: 2)
        clock.advance(by: .milliseconds(100))
        input.sendCompleted()
        print("t=0.6: nothing yet")
        clock.advance(by: .milliseconds(900))
    }
    #expect(lines.all == ["t=0.6: nothing yet", "2", "completed"])
}

@Test("MIGRATION IVb2 IVa–IVb2: -throttle: is a debounce (Reactive throttle(1, on:) — not a replacement)") func mIVb2() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let clock = TestScheduler()
        let (values, input) = Signal<Int, Never>.pipe()
        values.throttle(1, on: clock)
            .observe(Signal.Observer(value: { print($0) }, completed: { print("completed") }))
        input.send(value: 1)
        clock.advance(by: .milliseconds(500))
        input.send(value: 2)
        clock.advance(by: .milliseconds(100))
        input.sendCompleted()
        clock.advance(by: .seconds(1))
    }
    #expect(lines.all == ["1", "completed"])
}

@Test("MIGRATION IVc IVc–IVd: -retry:0 is not retry(upTo: 0) (RACLegacy retry(0))") func mIVc() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        var attempts = 0
        let flaky = RACSignal.createSignal { subscriber in
            attempts += 1
            if attempts <= 2 {
                subscriber.sendError(nil)
            } else {
                subscriber.sendNext("ok")
                subscriber.sendCompleted()
            }
            return nil
        }
        flaky.retry(0).subscribeNext({ print($0 ?? "nil") }, error: { _ in print("failed") }, completed: {})
    }
    #expect(lines.all == ["ok"])
}

@Test("MIGRATION IVd IVc–IVd: -retry:0 is not retry(upTo: 0) (Reactive retry(upTo: 0))") func mIVd() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        struct Flaky: Error {}
        var attempts = 0
        let flaky = SignalProducer<String, Flaky> { observer, _ in
            attempts += 1
            if attempts <= 2 {
                observer.send(error: Flaky())
            } else {
                observer.send(value: "ok")
                observer.sendCompleted()
            }
        }
        flaky.retry(upTo: 0).start(Signal.Observer(value: { print($0) }, failed: { _ in print("failed") }))
    }
    #expect(lines.all == ["failed"])
}
