import Foundation
import Testing
@testable import Reactive

/// Every `renamed:` shim's fix-it must leave code that compiles. Each test below is the old RAC 3/4 line of one shim
/// family with the fix-it applied (the old name replaced by the `renamed:` text, argument labels as the new name
/// spells them); this file compiling is the check, and each line is run to show it does what the old one did.
/// The two renames that could not compile (`Event<V, E>` → `Signal.Event<V, E>`, `CompositeDisposable.DisposableHandle`
/// → `CompositeDisposable.Disposable`) are now `message:` shims that spell the replacement.
@Suite("3.3 renamed forms compile")
struct RenamedFormsTests {
    @Test("type names: NoError, SchedulerType, PropertyOf, AnyProperty, SimpleDisposable, ActionDisposable, ...")
    func typeNames() {
        let property: Property<Int> = Property(value: 1)                     // AnyProperty<Int> / PropertyOf<Int>
        let scheduler: any Scheduler = ImmediateScheduler()                  // SchedulerType
        let dateScheduler: any DateScheduler = TestScheduler()               // DateSchedulerType
        let anyProperty: any PropertyProtocol = property                     // PropertyType
        let mutable: any MutablePropertyProtocol = MutableProperty(2)        // MutablePropertyType
        let disposable: any Disposable = AnyDisposable()                      // SimpleDisposable() / DisposableType
        let action = AnyDisposable { }                                       // ActionDisposable { }
        let event = Signal<Int, Never>.Event.value(9)                        // Event<Int, NoError>.Next(9) (message)
        func generic<S: SignalProtocol, P: SignalProducerProtocol, E: EventProtocol, O: OptionalProtocol>(_: S, _: P, _: E, _: O) {}
        generic(Signal<Int, Never>.never, SignalProducer<Int, Never>.empty, event, Optional(1))
        _ = (scheduler, dateScheduler, anyProperty, mutable, action)
        #expect(property.value == 1)
        #expect(disposable.isDisposed == false)
        #expect(event == .value(9))
    }

    @Test("events and observers: .Next/.Failed/.Completed/.Interrupted, sendNext/sendFailed/sendError, Observer(next:)")
    func eventsAndObservers() {
        let events: [Signal<Int, TestError>.Event] = [.value(1), .failed(.first), .completed, .interrupted]
        var seen: [Signal<Int, TestError>.Event] = []
        let (signal, input) = Signal<Int, TestError>.pipe()
        signal.observe(Signal<Int, TestError>.Observer(value: { seen.append(.value($0)) }, failed: { seen.append(.failed($0)) }))
        input.send(value: 1)                                                 // sendNext(1)
        input.send(error: .first)                                            // sendFailed / sendError
        #expect(seen == [.value(1), .failed(.first)])
        #expect(events.count == 4)
    }

    @Test("flatten strategies and action errors: .Merge/.Concat/.Latest, .NotEnabled, .ProducerError")
    func strategiesAndActionErrors() {
        let strategies: [FlattenStrategy] = [.merge, .concat, .latest]
        let errors: [ActionError<TestError>] = [.disabled, .producerFailed(.first)]
        #expect(strategies.count == 3)
        #expect(errors == [.disabled, .producerFailed(.first)])
    }

    @Test("disposables: addDisposable, disposed, remove, innerDisposable, Bag.removeValueForToken, AnyDisposable(action:)")
    func disposables() {
        let composite = CompositeDisposable()
        var ran = 0
        let handle = composite.add { ran += 1 }                              // addDisposable { }
        handle?.dispose()                                                    // handle.remove()
        composite.add(AnyDisposable { ran += 10 })                           // addDisposable(AnyDisposable(action:))
        let serial = SerialDisposable()
        serial.inner = AnyDisposable { ran += 100 }                          // innerDisposable = ...
        let scoped = ScopedDisposable(AnyDisposable())
        _ = scoped.inner                                                     // scoped.innerDisposable
        var bag = Bag<Int>()
        let token = bag.insert(1)
        bag.remove(using: token)                                             // removeValueForToken(token)
        composite.dispose()
        serial.dispose()
        #expect(composite.isDisposed)                                        // composite.disposed
        #expect(ran == 110)
        #expect(Array(bag).isEmpty)
        let lifetimeEnded = Lifetime.make()
        var ended = false
        lifetimeEnded.lifetime.observeEnded { ended = true }                 // lifetime.addDisposable { }
        lifetimeEnded.token.dispose()
        #expect(ended)
    }

    @Test("schedulers: mainQueueScheduler, scheduleAfter(date), advanceByInterval, advanceToDate")
    func schedulers() {
        _ = QueueScheduler.main                                              // QueueScheduler.mainQueueScheduler
        let scheduler = TestScheduler()
        var ran: [String] = []
        scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) { ran.append("a") } // scheduleAfter(date)
        scheduler.advance(by: 1)                                             // advanceByInterval(1)
        scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) { ran.append("b") }
        scheduler.advance(to: scheduler.currentDate.addingTimeInterval(1))   // advanceToDate(date)
        #expect(ran == ["a", "b"])
    }

    @Test("producer creation and starting: SignalProducer(signal:), (values:), .attempt, startWithError, startWithNext")
    func producers() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var fromSignal: [Int] = []
        SignalProducer(signal).startWithValues { fromSignal.append($0) }     // SignalProducer(signal: signal)
        input.send(value: 3)
        var values: [Int] = []
        SignalProducer([1, 2]).startWithValues { values.append($0) }         // SignalProducer(values: [1, 2])
        var failed: [TestError] = []
        SignalProducer<Int, TestError>.init { .failure(.first) }.startWithFailed { failed.append($0) } // .attempt { } / startWithError
        #expect(fromSignal == [3])
        #expect(values == [1, 2])
        #expect(failed == [.first])
    }

    @Test("operators: take/skip/until/while/replacement, combineLatest/zip/sample(with:), time, errors, repeat, retry, replay")
    func operators() {
        let scheduler = TestScheduler()
        let trigger = SignalProducer<(), Never>.never
        let producer = SignalProducer<Int, TestError>([1, 2, 3, 4])
        let chained = producer
            .take(first: 3).skip(first: 1).take(last: 2)                     // take(3).skip(1).takeLast(2)
            .take(until: trigger).skip(until: SignalProducer(value: ()))     // takeUntil / skipUntil
            .take(while: { $0 < 10 }).skip(while: { $0 < 0 })                // takeWhile / skipWhile
            .take(untilReplacement: SignalProducer<Int, TestError>.never)    // takeUntilReplacement
            .combineLatest(with: SignalProducer<String, TestError>(value: "x")).map { $0.0 } // combineLatestWith
            .zip(with: SignalProducer<Int, TestError>([7, 8])).map { $0.0 }  // zipWith
            .observe(on: ImmediateScheduler()).start(on: ImmediateScheduler()) // observeOn / startOn
            .delay(0, on: scheduler).throttle(0, on: scheduler).debounce(0, on: scheduler) // delay(_:onScheduler:) ...
        var delivered: [Int] = []
        chained.startWithResult { if case let .success(value) = $0 { delivered.append(value) } }
        scheduler.run()
        #expect(delivered == [3])

        let mapped = producer.attemptMap { .success($0 * 2) }.attempt { _ in .success(()) } // tryMap / try
            .flatMapError { _ in SignalProducer<Int, Never>.empty }          // catch
            .repeat(2).filter { $0 < 5 }.collect()                           // times(2)
        #expect(mapped.first()?.value == [2, 4, 2, 4])
        var attempts = 0
        let retried = SignalProducer<Int, TestError> { attempts += 1; return .failure(.first) }.retry(upTo: 2) // retry(2)
        #expect(retried.first()?.error == .first)
        #expect(attempts == 3)
        #expect(SignalProducer<Int, Never>([5]).replayLazily(upTo: 1).first()?.value == 5) // replayLazily(1)
        #expect(SignalProducer<Int?, Never>([1, nil]).skipNil().collect().first()?.value == [1]) // ignoreNil()
        #expect(SignalProducer<Int, Never>(value: 1).promoteError(TestError.self).first()?.value == 1) // promoteErrors
        #expect(SignalProducer.merge([SignalProducer<Int, Never>(value: 1)]).first()?.value == 1) // merge(producers:)
        #expect(SignalProducer<Int, Never>([1, 2]).sample(with: SignalProducer<String, Never>.empty).map { $0.0 }.first() == nil) // sampleWith
    }

    @Test("signals: observeError, observeNext, on(next:), Signal.merge(signals:), free combineLatest/zip")
    func signals() {
        let (a, inputA) = Signal<Int, Never>.pipe()
        let (b, inputB) = Signal<Int, Never>.pipe()
        var seen: [String] = []
        a.on(value: { seen.append("on \($0)") }).observeValues { seen.append("value \($0)") } // on(next:) / observeNext
        Signal<Int, TestError>.never.observeFailed { _ in seen.append("failed") } // observeError
        Signal.combineLatest(a, b).observeValues { seen.append("combined \($0.0)\($0.1)") } // combineLatest(a, b)
        Signal.zip(a, b).observeValues { seen.append("zipped \($0.0)\($0.1)") } // zip(a, b)
        Signal.merge([a, b]).observeValues { seen.append("merged \($0)") }    // Signal.merge(signals: [a, b])
        inputA.send(value: 1)
        inputB.send(value: 2)
        #expect(seen == ["on 1", "value 1", "merged 1", "combined 12", "zipped 12", "merged 2"])
    }

    @Test("properties and actions: Property(5), Property(initialValue:producer:), combineLatestWith, executing, enabled")
    func propertiesAndActions() {
        let constant = Property(value: 5)                                    // ConstantProperty(5) / Property(5)
        let following = Property(initial: 1, then: SignalProducer(value: 2)) // Property(initialValue:producer:)
        let pair = constant.combineLatest(with: following)                   // combineLatestWith
        let zipped = constant.zip(with: following)                           // zipWith
        let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
        #expect(constant.value == 5)
        #expect(following.value == 2)
        #expect(pair.value == (5, 2))
        #expect(zipped.value == (5, 2))
        #expect(action.isExecuting.value == false)                           // action.executing
        #expect(action.isEnabled.value == true)                              // action.enabled
    }
}
