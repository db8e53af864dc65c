import Foundation
import Testing
import Reactive

/// Contract 3.1: the shims whose parameters all have defaults are disfavoured, so these current-API calls still
/// resolve to the current API. Nothing here is marked deprecated: the test target builds with
/// -warnings-as-errors, so a call that picked a shim would fail the build. A plain import, as a client has: under
/// `@testable` the internal `Observer.init(onlyValues:)` would make an untyped trailing closure ambiguous.
@Suite("3.1 Shims leave current-API calls on the current API")
struct CurrentAPIResolutionTests {
    @Test("producer.start() starts with a no-op observer, not the deprecated start(failed:completed:interrupted:next:)")
    func startWithoutArguments() {
        var started = 0
        let producer = SignalProducer<Int, TestError> { observer, _ in
            started += 1
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let disposable = producer.start()
        #expect(started == 1)
        #expect(disposable.isDisposed)
    }

    @Test("signal.observe { event in } receives events, not values through the deprecated observe(next:)")
    func observeWithEventClosure() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var events: [Signal<Int, TestError>.Event] = []
        signal.observe { event in events.append(event) }
        input.send(value: 1)
        input.send(error: .first)
        #expect(events == [.value(1), .failed(.first)])
    }

    @Test("signal.observe { print($0) } with an untyped body still takes events")
    func observeWithUntypedClosure() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var descriptions: [String] = []
        signal.observe { descriptions.append("\($0)") }
        input.send(value: 2)
        input.sendCompleted()
        #expect(descriptions == ["VALUE 2", "COMPLETED"])
    }

    @Test("Signal.Observer() is the current all-defaults initialiser and ignores every event")
    func observerWithoutArguments() {
        let observer = Signal<Int, TestError>.Observer()
        observer.send(value: 1)
        observer.sendCompleted()
        let (signal, input) = Signal<Int, TestError>.pipe()
        #expect(signal.observe(observer) != nil)
        input.send(value: 1)
    }

    @Test("Signal.Observer { event in } wraps an event closure, not the deprecated init(next:)")
    func observerWithEventClosure() {
        var events: [Signal<Int, TestError>.Event] = []
        let observer = Signal<Int, TestError>.Observer { event in events.append(event) }
        observer.send(value: 3)
        observer.sendInterrupted()
        #expect(events == [.value(3), .interrupted])
        var descriptions: [String] = []
        let untyped = Signal<Int, Never>.Observer { descriptions.append("\($0)") }
        untyped.send(value: 4)
        #expect(descriptions == ["VALUE 4"])
    }

    @Test("Property(mutableProperty) is a Property<Int> view, not a constant Property<MutableProperty<Int>>")
    func propertyOfMutableProperty() {
        let mutable = MutableProperty(1)
        let property = Property(mutable)
        let typed: Property<Int> = property
        mutable.value = 2
        #expect(typed.value == 2)
        #expect(type(of: property) == Property<Int>.self)
    }

    @Test("on(value:) and on(event:) on signals and producers stay on the current API")
    func onStaysCurrent() {
        var seen: [Int] = []
        let recorder = SignalProducer<Int, Never>([1, 2]).on(value: { seen.append($0) }).record()
        #expect(recorder.events == [.value(1), .value(2), .completed])
        #expect(seen == [1, 2])
        let (signal, input) = Signal<Int, Never>.pipe()
        var kinds: [String] = []
        signal.on(event: { kinds.append("\($0)") }).observe { _ in }
        input.send(value: 5)
        #expect(kinds == ["VALUE 5"])
    }

    @Test("the standard library's zip and sequence map stay usable next to the free RAC 3 functions")
    func standardLibraryFreeFunctionsStillResolve() {
        let pairs = Array(zip([1, 2, 3], ["a", "b", "c"]))
        #expect(pairs.map { "\($0)\($1)" } == ["1a", "2b", "3c"])
        #expect([1, 2, 3].filter { $0 > 1 }.map { $0 * 2 } == [4, 6])
    }

    @Test("Signal { observer, lifetime in } and SignalProducer { observer, lifetime in } stay on the current API")
    func lifetimeGeneratorsStayCurrent() {
        var cleaned = false
        let signal = Signal<Int, Never> { observer, lifetime in
            lifetime.observeEnded { cleaned = true }
            observer.sendCompleted()
        }
        #expect(cleaned)
        #expect(signal.record().events == [.interrupted])
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            lifetime += AnyDisposable {}
            observer.send(value: 7)
            observer.sendCompleted()
        }
        #expect(producer.record().events == [.value(7), .completed])
    }
}
