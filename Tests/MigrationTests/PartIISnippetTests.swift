// The ```swift blocks of MIGRATION.md Part II, pasted verbatim (DriftTests checks the copies).
import Foundation
import Observation
import Testing
import RACLegacy
import Reactive
import Bridge

@Test("MIGRATION 6a Typed values and errors; NoError → Never (RACLegacy)") func m6a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let mixed = RACSignal.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext("x")
            subscriber.sendCompleted()
            return nil
        }
        mixed.subscribeNext { print($0 ?? "nil") }
    }
    #expect(lines.all == ["1", "x"])
}

@Test("MIGRATION 6b Typed values and errors; NoError → Never (Reactive)") func m6b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let numbers = SignalProducer<Int, Never>(values: 1, 2)
        numbers.startWithValues { print($0) }
        // SignalProducer<Int, Never> { observer, _ in observer.send(value: "x") } does not compile: the value must be an Int.
        // There is no observer.send(error:) to call either: Never has no values.
    }
    #expect(lines.all == ["1", "2"])
}

@Test("MIGRATION 7a Hot signals are Signal (RACLegacy)") func m7a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let subject = RACSubject()
        subject.subscribeNext { print("A \($0 ?? "nil")") }
        subject.sendNext(1)
        subject.subscribeNext { print("B \($0 ?? "nil")") }
        subject.sendNext(2)
    }
    #expect(lines.all == ["A 1", "A 2", "B 2"])
}

@Test("MIGRATION 7b Hot signals are Signal (Reactive)") func m7b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.observeValues { print("A \($0)") }
        input.send(value: 1)
        signal.observeValues { print("B \($0)") }
        input.send(value: 2)
    }
    #expect(lines.all == ["A 1", "A 2", "B 2"])
}

@Test("MIGRATION 8a Cold signals are SignalProducer (RACLegacy)") func m8a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let request = RACSignal.createSignal { subscriber in
            print("work")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
            return nil
        }
        request.subscribeNext { print($0 ?? "nil") }
        request.subscribeNext { print($0 ?? "nil") }
    }
    #expect(lines.all == ["work", "1", "work", "1"])
}

@Test("MIGRATION 8b Cold signals are SignalProducer (Reactive)") func m8b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let request = SignalProducer<Int, Never> { observer, _ in
            print("work")
            observer.send(value: 1)
            observer.sendCompleted()
        }
        request.startWithValues { print($0) }
        request.startWithValues { print($0) }
    }
    #expect(lines.all == ["work", "1", "work", "1"])
}

@Test("MIGRATION 9a The interrupted event (RACLegacy)") func m9a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let subscription = RACSignal.never().subscribeNext(
            { print("next \($0 ?? "nil")") },
            error: { _ in print("error") },
            completed: { print("completed") })
        subscription.dispose()
        print("disposed")
    }
    #expect(lines.all == ["disposed"])
}

@Test("MIGRATION 9b The interrupted event (Reactive)") func m9b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let disposable = SignalProducer<Int, Never>.never.start { event in print(event) }
        disposable.dispose()
        print("disposed")
    }
    #expect(lines.all == ["INTERRUPTED", "disposed"])
}

@Test("MIGRATION 10a Commands are Action (RACLegacy)") func m10a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let command = RACCommand(signalBlock: { input in RACSignal.return((input as! Int) + 1) })
        command.allowsConcurrentExecution = true
        command.executionSignals.flatten().subscribeNext { print($0 ?? "nil") }
        command.execute(1)
        command.execute(2)
    }
    drainMainQueue()
    #expect(lines.all == ["2", "3"])
}

@Test("MIGRATION 10b Commands are Action (Reactive)") func m10b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let action = Action<Int, Int, Never> { SignalProducer(value: $0 + 1) }
        action.values.observeValues { print($0) }
        action.apply(1).start()
        action.apply(2).start()
    }
    #expect(lines.all == ["2", "3"])
}

@Test("MIGRATION 11a Flattening: one operator, three strategies (RACLegacy)") func m11a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        func run(_ label: String, _ join: (RACSignal) -> RACSignal) {
            let outer = RACSubject()
            let a = RACSubject()
            let b = RACSubject()
            var seen: [String] = []
            join(outer).subscribeNext { seen.append($0 as! String) }
            outer.sendNext(a)
            a.sendNext("a1")
            outer.sendNext(b)
            b.sendNext("b1")
            a.sendNext("a2")
            a.sendCompleted()
            b.sendNext("b2")
            b.sendCompleted()
            outer.sendCompleted()
            print("\(label): \(seen.joined(separator: " "))")
        }
        run("merge") { $0.flatten() }
        run("concat") { $0.concat() }
        run("latest") { $0.switchToLatest() }
    }
    #expect(lines.all == ["merge: a1 b1 a2 b2", "concat: a1 a2 b2", "latest: a1 b1 b2"])
}

@Test("MIGRATION 11b Flattening: one operator, three strategies (Reactive)") func m11b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        func run(_ label: String, _ strategy: FlattenStrategy) {
            let (outer, outerInput) = Signal<Signal<String, Never>, Never>.pipe()
            let (a, aInput) = Signal<String, Never>.pipe()
            let (b, bInput) = Signal<String, Never>.pipe()
            var seen: [String] = []
            outer.flatten(strategy).observeValues { seen.append($0) }
            outerInput.send(value: a)
            aInput.send(value: "a1")
            outerInput.send(value: b)
            bInput.send(value: "b1")
            aInput.send(value: "a2")
            aInput.sendCompleted()
            bInput.send(value: "b2")
            bInput.sendCompleted()
            outerInput.sendCompleted()
            print("\(label): \(seen.joined(separator: " "))")
        }
        run("merge", .merge)
        run("concat", .concat)
        run("latest", .latest)
    }
    #expect(lines.all == ["merge: a1 b1 a2 b2", "concat: a1 a2 b2", "latest: a1 b1 b2"])
}

// MIGRATION 12a-types: a file-level declaration, used by a later snippet.
@Observable final class Tally { var value = 1 }
final class Caption { var text = "" }

@Test("MIGRATION 12a Properties instead of RACObserve and RAC() (RACLegacy)") func m12a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let tally = Tally()
        let caption = Caption()
        RACObserve(tally, \.value).subscribeNext { print("producer: \($0 ?? "nil")") }
        RAC[caption, \.text] = RACAble(tally, \.value).map { "signal: \($0 ?? "nil")" }
        tally.value = 2
        print(caption.text)
    }
    #expect(lines.all == ["producer: 1", "producer: 2", "signal: 2"])
}

@Test("MIGRATION 12b Properties instead of RACObserve and RAC() (Reactive)") func m12b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let counter = MutableProperty(1)
        let readOnly = Property(capturing: counter)
        let label = MutableProperty("")
        readOnly.producer.startWithValues { print("producer: \($0)") }
        label <~ readOnly.signal.map { "signal: \($0)" }
        counter.value = 2
        print(label.value)
    }
    #expect(lines.all == ["producer: 1", "producer: 2", "signal: 2"])
}

@Test("MIGRATION 13a Signal.pipe instead of RACSubject (RACLegacy)") func m13a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let subject = RACSubject()
        subject.subscribeNext { print($0 ?? "nil") }
        for n in 0...2 { subject.sendNext(n) }
    }
    #expect(lines.all == ["0", "1", "2"])
}

@Test("MIGRATION 13b Signal.pipe instead of RACSubject (Reactive)") func m13b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let (output, input) = Signal<Int, Never>.pipe()
        output.observeValues { print($0) }
        for n in 0...2 { input.send(value: n) }
    }
    #expect(lines.all == ["0", "1", "2"])
}

@Test("MIGRATION 14a Replaying: replayLazily(upTo:) and Property instead of RACReplaySubject / -replay… (RACLegacy)") func m14a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let replayed = RACSignal.createSignal { subscriber in
            print("work")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
            return nil
        }.replayLazily()
        replayed.subscribeNext { print("A \($0 ?? "nil")") }
        replayed.subscribeNext { print("B \($0 ?? "nil")") }
    }
    #expect(lines.all == ["work", "A 1", "B 1"])
}

@Test("MIGRATION 14b Replaying: replayLazily(upTo:) and Property instead of RACReplaySubject / -replay… (Reactive)") func m14b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let replayed = SignalProducer<Int, Never> { observer, _ in
            print("work")
            observer.send(value: 1)
            observer.sendCompleted()
        }.replayLazily(upTo: 1)
        replayed.startWithValues { print("A \($0)") }
        replayed.startWithValues { print("B \($0)") }
    }
    #expect(lines.all == ["work", "A 1", "B 1"])
}

@Test("MIGRATION 15a startWithSignal instead of multicasting (RACLegacy)") func m15a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let source = RACSignal.createSignal { subscriber in
            print("work")
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
            return nil
        }
        let connection = source.publish()
        connection.signal.subscribeNext { print("A \($0 ?? "nil")") }
        connection.signal.subscribeNext { print("B \($0 ?? "nil")") }
        connection.connect()
    }
    #expect(lines.all == ["work", "A 1", "B 1", "A 2", "B 2"])
}

@Test("MIGRATION 15b startWithSignal instead of multicasting (Reactive)") func m15b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let source = SignalProducer<Int, Never> { observer, _ in
            print("work")
            observer.send(value: 1)
            observer.send(value: 2)
            observer.sendCompleted()
        }
        source.startWithSignal { signal, _ in
            signal.observeValues { print("A \($0)") }
            signal.observeValues { print("B \($0)") }
        }
    }
    #expect(lines.all == ["work", "A 1", "B 1", "A 2", "B 2"])
}

@Test("MIGRATION 16a Disposables (RACLegacy)") func m16a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let d1 = RACDisposable()
        let d2 = RACDisposable()
        let serial = RACSerialDisposable()
        serial.disposable = d1
        serial.disposable = d2
        print("d1 disposed: \(d1.isDisposed)")
        serial.dispose()
        print("d2 disposed: \(d2.isDisposed)")
    }
    #expect(lines.all == ["d1 disposed: false", "d2 disposed: true"])
}

@Test("MIGRATION 16b Disposables (Reactive)") func m16b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let d1 = AnyDisposable()
        let d2 = AnyDisposable()
        let serial = SerialDisposable()
        serial.inner = d1
        serial.inner = d2
        print("d1 disposed: \(d1.isDisposed)")
        serial.dispose()
        print("d2 disposed: \(d2.isDisposed)")
    }
    #expect(lines.all == ["d1 disposed: true", "d2 disposed: true"])
}

@Test("MIGRATION 17a Schedulers (RACLegacy)") func m17a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let scheduler = RACTestScheduler()
        scheduler.afterDelay(1, schedule: { print("tick") })
        print("before")
        scheduler.step()
    }
    #expect(lines.all == ["before", "tick"])
}

@Test("MIGRATION 17b Schedulers (Reactive)") func m17b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let scheduler = TestScheduler()
        scheduler.schedule(after: .seconds(1)) { print("tick") }
        print("before")
        scheduler.advance(by: .seconds(1))
    }
    #expect(lines.all == ["before", "tick"])
}
