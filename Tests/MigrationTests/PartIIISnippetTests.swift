// The ```swift blocks of MIGRATION.md Part III, pasted verbatim (DriftTests checks the copies).
import Foundation
import Observation
import Testing
import RACLegacy
import Reactive
import Bridge

private struct Snippet_m18a: DeprecatedSnippet {
    @available(*, deprecated, message: "exercises RAC 3/4 spellings")
    func run(_ lines: Lines) {
        func print(_ items: Any...) { lines.record(items) }
        // RAC 3/4 spelling (deprecated shim)
        let (signal, sink) = Signal<Int, NoError>.pipe()
        signal |> filter { $0 % 2 == 0 } |> map { $0 * $0 } |> observe { print($0) }
        for n in 1...4 { sendNext(sink, n) }
    }
}

@Test("MIGRATION 18a The |> operator is gone: chain methods (RAC 3 spelling)") func m18a() {
    let lines = Lines()
    let snippet: any DeprecatedSnippet = Snippet_m18a()
    withCurrentScheduler { snippet.run(lines) }
    #expect(lines.all == ["4", "16"])
}

@Test("MIGRATION 18b The |> operator is gone: chain methods (today)") func m18b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.filter { $0 % 2 == 0 }.map { $0 * $0 }.observeValues { print($0) }
        for n in 1...4 { input.send(value: n) }
    }
    #expect(lines.all == ["4", "16"])
}

private struct Snippet_m19a: DeprecatedSnippet {
    @available(*, deprecated, message: "exercises RAC 3/4 spellings")
    func run(_ lines: Lines) {
        func print(_ items: Any...) { lines.record(items) }
        // RAC 3/4 spelling (deprecated shim)
        SignalProducer<Int, NoError>(value: 1).startWithNext { print($0) }
        let (signal, observer) = Signal<Int, NoError>.pipe()
        signal.observeNext { print($0) }
        observer.sendNext(2)
    }
}

@Test("MIGRATION 19a observe/start overloads → observeNext/startWithNext → observeValues/startWithValues (RAC 4 spelling)") func m19a() {
    let lines = Lines()
    let snippet: any DeprecatedSnippet = Snippet_m19a()
    withCurrentScheduler { snippet.run(lines) }
    #expect(lines.all == ["1", "2"])
}

@Test("MIGRATION 19b observe/start overloads → observeNext/startWithNext → observeValues/startWithValues (today)") func m19b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        SignalProducer<Int, Never>(value: 1).startWithValues { print($0) }
        let (signal, observer) = Signal<Int, Never>.pipe()
        signal.observeValues { print($0) }
        observer.send(value: 2)
    }
    #expect(lines.all == ["1", "2"])
}

private struct Snippet_m20a: DeprecatedSnippet {
    @available(*, deprecated, message: "exercises RAC 3/4 spellings")
    func run(_ lines: Lines) {
        func print(_ items: Any...) { lines.record(items) }
        // RAC 3/4 spelling (deprecated shim)
        struct Negative: Error {}
        SignalProducer<Int, Negative>(values: [1, -1])
            .tryMap { $0 >= 0 ? .success($0) : .failure(Negative()) }
            .catch { _ in SignalProducer<Int, NoError>(value: 0) }
            .startWithNext { print($0) }
    }
}

@Test("MIGRATION 20a try/catch/tryMap → attempt/flatMapError/attemptMap (RAC 3 spelling)") func m20a() {
    let lines = Lines()
    let snippet: any DeprecatedSnippet = Snippet_m20a()
    withCurrentScheduler { snippet.run(lines) }
    #expect(lines.all == ["1", "0"])
}

@Test("MIGRATION 20b try/catch/tryMap → attempt/flatMapError/attemptMap (today)") func m20b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        struct Negative: Error {}
        SignalProducer<Int, Negative>([1, -1])
            .attemptMap { $0 >= 0 ? .success($0) : .failure(Negative()) }
            .flatMapError { _ in SignalProducer<Int, Never>(value: 0) }
            .startWithValues { print($0) }
    }
    #expect(lines.all == ["1", "0"])
}

private struct Snippet_m21a: DeprecatedSnippet {
    @available(*, deprecated, message: "exercises RAC 3/4 spellings")
    func run(_ lines: Lines) {
        func print(_ items: Any...) { lines.record(items) }
        // RAC 3/4 spelling (deprecated shim)
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let (signal, observer) = Signal<Int, Boom>.pipe()
        signal.observeFailed { print("failed: \($0)") }
        observer.sendFailed(Boom())
    }
}

@Test("MIGRATION 21a Error → Failed (RAC 4 spelling)") func m21a() {
    let lines = Lines()
    let snippet: any DeprecatedSnippet = Snippet_m21a()
    withCurrentScheduler { snippet.run(lines) }
    #expect(lines.all == ["failed: boom"])
}

@Test("MIGRATION 21b Error → Failed (today)") func m21b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let (signal, observer) = Signal<Int, Boom>.pipe()
        signal.observeFailed { print("failed: \($0)") }
        observer.send(error: Boom())
    }
    #expect(lines.all == ["failed: boom"])
}

@Test("MIGRATION 22a Generic parameters T/E → Value/Error (RACLegacy)") func m22a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        RACSignal.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
            return nil
        }
        .map { ($0 as! Int) * 2 }
        .subscribeNext { print($0 ?? "nil") }
    }
    #expect(lines.all == ["2", "4"])
}

// MIGRATION 22b: a file-level declaration, used by a later snippet.
extension SignalProducer where Value == Int {
    func doubled() -> SignalProducer<Int, Error> { map { $0 * 2 } }
}

@Test("MIGRATION 22c Generic parameters T/E → Value/Error (Reactive)") func m22c() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        SignalProducer<Int, Never>(values: 1, 2).doubled().startWithValues { print($0) }
    }
    #expect(lines.all == ["2", "4"])
}

@Test("MIGRATION 23a Operators added to producers; replayLazily capacity; MutableProperty.modify; signal on properties (RACLegacy)") func m23a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let values = RACSubject()
        let stop = RACSubject()
        values.takeUntil(stop).subscribeNext({ print($0 ?? "nil") }, completed: { print("stopped") })
        values.sendNext(1)
        values.sendNext(2)
        stop.sendNext(nil)
        values.sendNext(3)
        var count = 0
        count += 1
        print("count \(count)")
    }
    #expect(lines.all == ["1", "2", "stopped", "count 1"])
}

@Test("MIGRATION 23b Operators added to producers; replayLazily capacity; MutableProperty.modify; signal on properties (Reactive)") func m23b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let (values, input) = Signal<Int, Never>.pipe()
        let (stop, stopInput) = Signal<(), Never>.pipe()
        values.take(until: stop).observe(Signal.Observer(value: { print($0) }, completed: { print("stopped") }))
        input.send(value: 1)
        input.send(value: 2)
        stopInput.send(value: ())
        input.send(value: 3)
        let count = MutableProperty(0)
        count.modify { $0 += 1 }
        print("count \(count.value)")
    }
    #expect(lines.all == ["1", "2", "stopped", "count 1"])
}

@Test("MIGRATION 24a flatten/flatMap over signals of producers and producers of signals (RACLegacy)") func m24a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let requests = RACSignal.createSignal { subscriber in
            subscriber.sendNext(RACSignal.return("a"))
            subscriber.sendNext(RACSignal.return("b"))
            subscriber.sendCompleted()
            return nil
        }
        requests.concat().subscribeNext { print($0 ?? "nil") }
    }
    #expect(lines.all == ["a", "b"])
}

@Test("MIGRATION 24b flatten/flatMap over signals of producers and producers of signals (Reactive)") func m24b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let (requests, input) = Signal<SignalProducer<String, Never>, Never>.pipe()
        requests.flatten(.concat).observeValues { print($0) }
        input.send(value: SignalProducer(value: "a"))
        input.send(value: SignalProducer(value: "b"))
        input.sendCompleted()
    }
    #expect(lines.all == ["a", "b"])
}
