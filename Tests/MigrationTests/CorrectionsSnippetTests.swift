// The ```swift blocks that pin the rows issue #23 corrected (§12, §14, §19, §25, Part IV), pasted verbatim
// (DriftTests checks the copies).
import Foundation
import Testing
import RACLegacy
import Reactive
import Bridge

// MARK: - §12: RAC 4's AnyProperty

private struct Snippet_m12c: DeprecatedSnippet {
    @available(*, deprecated, message: "exercises RAC 3/4 spellings")
    func run(_ lines: Lines) {
        func print(_ items: Any...) { lines.record(items) }
        // RAC 3/4 spelling (deprecated shim)
        let counter = MutableProperty(1)
        let readOnly = AnyProperty(counter)
        let label = MutableProperty("")
        readOnly.producer.startWithNext { print("producer: \($0)") }
        label <~ readOnly.signal.map { "signal: \($0)" }
        counter.value = 2
        print(label.value)
    }
}

@Test("MIGRATION 12c Properties instead of RACObserve and RAC() (RAC 4 AnyProperty spelling)") func m12c() {
    let lines = Lines()
    let snippet: any DeprecatedSnippet = Snippet_m12c()
    withCurrentScheduler { snippet.run(lines) }
    #expect(lines.all == ["producer: 1", "producer: 2", "signal: 2"])
}

// MARK: - §14: RAC 4's replayLazily(capacity)

private struct Snippet_m14c: DeprecatedSnippet {
    @available(*, deprecated, message: "exercises RAC 3/4 spellings")
    func run(_ lines: Lines) {
        func print(_ items: Any...) { lines.record(items) }
        // RAC 3/4 spelling (deprecated shim)
        let replayed = SignalProducer<Int, NoError> { observer, _ in
            print("work")
            observer.sendNext(1)
            observer.sendCompleted()
        }.replayLazily(1)
        replayed.startWithNext { print("A \($0)") }
        replayed.startWithNext { print("B \($0)") }
    }
}

@Test("MIGRATION 14c Replaying (RAC 4 replayLazily(1) spelling)") func m14c() {
    let lines = Lines()
    let snippet: any DeprecatedSnippet = Snippet_m14c()
    withCurrentScheduler { snippet.run(lines) }
    #expect(lines.all == ["work", "A 1", "B 1"])
}

// MARK: - §19: RAC 3's label order

private struct Snippet_m19c: DeprecatedSnippet {
    @available(*, deprecated, message: "exercises RAC 3/4 spellings")
    func run(_ lines: Lines) {
        func print(_ items: Any...) { lines.record(items) }
        // RAC 3/4 spelling (deprecated shim)
        struct Boom: Error {}
        let (signal, sink) = Signal<Int, Boom>.pipe()
        signal.observe(error: { _ in print("error") }, completed: { print("completed") }, next: { print($0) })
        sendNext(sink, 1)
        sendCompleted(sink)
        SignalProducer<Int, Boom>(value: 2).start(error: { _ in print("error") }, next: { print($0) })
    }
}

@Test("MIGRATION 19c observe/start overloads (RAC 3 spelling: error:, then next: last)") func m19c() {
    let lines = Lines()
    let snippet: any DeprecatedSnippet = Snippet_m19c()
    withCurrentScheduler { snippet.run(lines) }
    #expect(lines.all == ["1", "completed", "2"])
}

@Test("MIGRATION 19d observe/start overloads (today)") func m19d() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.observe(Signal.Observer(value: { print($0) }, completed: { print("completed") }))
        input.send(value: 1)
        input.sendCompleted()
        SignalProducer<Int, Never>(value: 2).startWithValues { print($0) }
    }
    #expect(lines.all == ["1", "completed", "2"])
}

// MARK: - Part IV rows

@Test("MIGRATION IVb3 Reactive throttle sends the latest value when its interval ends") func mIVb3() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let clock = TestScheduler()
        let (values, input) = Signal<Int, Never>.pipe()
        values.throttle(1, on: clock).observeValues { print($0) }
        input.send(value: 1)
        clock.advance(by: .milliseconds(500))
        input.send(value: 2)
        print("t=0.5")
        clock.advance(by: .milliseconds(500))
        print("t=1")
    }
    #expect(lines.all == ["1", "t=0.5", "2", "t=1"])
}

@Test("MIGRATION IVe RACLegacy autoconnect never reconnects") func mIVe() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        var subscriptions = 0
        let source = RACSubject()
        let counted = RACSignal.createSignal { subscriber in
            subscriptions += 1
            return source.subscribe(subscriber)
        }
        let shared = counted.publish().autoconnect()
        let first = shared.subscribeNext { print("A \($0 ?? "nil")") }
        source.sendNext(1)
        first.dispose()
        shared.subscribeNext({ print("B \($0 ?? "nil")") }, completed: { print("B completed") })
        source.sendNext(2)
        source.sendCompleted()
        print("subscriptions: \(subscriptions)")
    }
    #expect(lines.all == ["A 1", "subscriptions: 1"])
}

@Test("MIGRATION IVf Reactive replayLazily(upTo: 0) stays connected at zero observers") func mIVf() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        var starts = 0
        let (source, input) = Signal<Int, Never>.pipe()
        let shared = SignalProducer(source).on(starting: { starts += 1 }).replayLazily(upTo: 0)
        let first = shared.startWithValues { print("A \($0)") }
        input.send(value: 1)
        first.dispose()
        shared.start(Signal.Observer(value: { print("B \($0)") }, completed: { print("B completed") }))
        input.send(value: 2)
        input.sendCompleted()
        print("starts: \(starts)")
    }
    #expect(lines.all == ["A 1", "B 2", "B completed", "starts: 1"])
}

@Test("MIGRATION IVg RACLegacy any:/all: turn a source error into NO and complete") func mIVg() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        struct Failure: Error {}
        let failing = RACSignal.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendError(Failure())
            return nil
        }
        failing.any { ($0 as! Int) > 5 }
            .subscribeNext({ print("any: \($0 ?? "nil")") }, error: { _ in print("any failed") }, completed: { print("any completed") })
        failing.all { ($0 as! Int) > 0 }
            .subscribeNext({ print("all: \($0 ?? "nil")") }, error: { _ in print("all failed") }, completed: { print("all completed") })
    }
    #expect(lines.all == ["any: false", "any completed", "all: false", "all completed"])
}

@Test("MIGRATION IVh Reactive any/all forward the error; flatMapError restores RAC 2") func mIVh() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        struct Failure: Error {}
        let failing = SignalProducer<Int, Failure> { observer, _ in
            observer.send(value: 1)
            observer.send(error: Failure())
        }
        let any = failing.filter { $0 > 5 }.map { _ in true }.take(first: 1).concat(value: false).take(first: 1)
        let all = failing.filter { !($0 > 0) }.map { _ in false }.take(first: 1).concat(value: true).take(first: 1)
        any.start(Signal.Observer(value: { print("any: \($0)") }, failed: { _ in print("any failed") }))
        all.start(Signal.Observer(value: { print("all: \($0)") }, failed: { _ in print("all failed") }))
        any.flatMapError { _ in SignalProducer(value: false) }.startWithValues { print("any like RAC 2: \($0)") }
        all.flatMapError { _ in SignalProducer(value: false) }.startWithValues { print("all like RAC 2: \($0)") }
    }
    #expect(lines.all == ["any failed", "all failed", "any like RAC 2: false", "all like RAC 2: false"])
}

@Test("MIGRATION IVh2 the typed any/all spell out the empty-stream result") func mIVh2() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let empty = SignalProducer<Int, Never>.empty
        empty.filter { $0 > 5 }.map { _ in true }.take(first: 1).concat(value: false).take(first: 1)
            .startWithValues { print("any of nothing: \($0)") }
        empty.filter { !($0 > 0) }.map { _ in false }.take(first: 1).concat(value: true).take(first: 1)
            .startWithValues { print("all of nothing: \($0)") }
        SignalProducer<Int, Never>(values: 1, 9).filter { $0 > 5 }.map { _ in true }.take(first: 1).concat(value: false).take(first: 1)
            .startWithValues { print("any of 1, 9: \($0)") }
    }
    #expect(lines.all == ["any of nothing: false", "all of nothing: true", "any of 1, 9: true"])
}

@Test("MIGRATION IVi RACLegacy finally runs on completion, not on disposal") func mIVi() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let done = RACSubject()
        done.finally { print("finally") }.subscribeCompleted { print("completed") }
        done.sendCompleted()
        let running = RACSignal.never().finally { print("finally") }.subscribeCompleted {}
        running.dispose()
        print("disposed")
    }
    #expect(lines.all == ["finally", "completed", "disposed"])
}

@Test("MIGRATION IVj Reactive on(failed:completed:) replaces finally; interruption skips it") func mIVj() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        struct Failure: Error {}
        let cleanup = { print("finally") }
        let (done, input) = Signal<Int, Failure>.pipe()
        SignalProducer(done).on(failed: { _ in cleanup() }, completed: cleanup).startWithCompleted { print("completed") }
        input.sendCompleted()
        let running = SignalProducer<Int, Failure>.never.on(failed: { _ in cleanup() }, completed: cleanup).start()
        running.dispose()
        print("disposed")
    }
    #expect(lines.all == ["finally", "completed", "disposed"])
}

// MARK: - §25: RAC 4 spellings that have no shim, rewritten

@Test("MIGRATION 25a RAC 4 spellings with no shim (today's rewrites)") func m25a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let (signal, observer) = Signal<Int, Never>.pipe()
        signal.observe { event in
            switch event {
            case let .value(v): print("value \(v)")
            case .completed: print("completed")
            case .failed, .interrupted: print("other")
            }
        }
        observer.send(value: 1)
        observer.sendCompleted()
        let ticks = SignalProducer<Int, Never> { observer, lifetime in
            for n in 1...3 where !lifetime.hasEnded { observer.send(value: n) }
            observer.sendCompleted()
        }
        ticks.take(first: 2).startWithValues { print("tick \($0)") }
        let doubler = { (n: Int) in SignalProducer<Int, Never>(value: n * 2) }
        let action = Action(execute: doubler)
        action.values.observeValues { print("doubled \($0)") }
        action.apply(4).start()
        final class Button {}
        let tap = CocoaAction<Button>(action, input: 5)
        tap.execute(Button())
    }
    #expect(lines.all == ["value 1", "completed", "tick 1", "tick 2", "doubled 8", "doubled 10"])
}
