import Testing
@testable import Reactive

@Suite("2.12 Binding: BindingTarget and <~")
struct BindingTests {
    final class Box {
        var value = 0
    }

    @Test("binding a signal writes each value into the property until the source completes")
    func bindSignal() {
        let property = MutableProperty(0)
        let (signal, input) = Signal<Int, Never>.pipe()
        var ended = false
        property <~ SignalProducer(signal).on(terminated: { ended = true })
        input.send(value: 1)
        input.send(value: 2)
        #expect(property.value == 2)
        #expect(!ended)
        input.sendCompleted()
        #expect(ended)
    }

    @Test("binding a producer or a property starts it and applies its current value at once")
    func bindProducerAndProperty() {
        let target = MutableProperty(0)
        target <~ SignalProducer(values: 1, 2, 3)
        #expect(target.value == 3)
        let source = MutableProperty(10)
        target <~ source
        #expect(target.value == 10)
        source.value = 11
        #expect(target.value == 11)
    }

    @Test("disposing the binding stops it")
    func disposeBinding() {
        let property = MutableProperty(0)
        let (signal, input) = Signal<Int, Never>.pipe()
        let disposable = property <~ signal
        input.send(value: 1)
        disposable?.dispose()
        input.send(value: 2)
        #expect(property.value == 1)
    }

    @Test("the binding ends when the target's lifetime ends, and the target is not retained")
    func bindingEndsWithTarget() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        weak let weakProperty = property
        let (signal, input) = Signal<Int, Never>.pipe()
        var sourceEvents: [Signal<Int, Never>.Event] = []
        property! <~ SignalProducer(signal).on(event: { sourceEvents.append($0) })
        input.send(value: 1)
        property = nil
        #expect(weakProperty == nil)
        input.send(value: 2)
        // The source run is interrupted when the target's lifetime ends: later values do not reach it.
        #expect(sourceEvents == [.value(1), .interrupted])
    }

    @Test("nothing is applied when the target's lifetime has already ended")
    func endedLifetime() {
        var applied: [Int] = []
        let target = BindingTarget<Int>(lifetime: .empty) { applied.append($0) }
        let disposable = target <~ SignalProducer(value: 1)
        #expect(applied.isEmpty)
        #expect(disposable != nil)
    }

    @Test("a BindingTarget is its own binding target and its action applies every value")
    func bindingTargetAction() {
        let (lifetime, token) = Lifetime.make()
        var applied: [Int] = []
        let target = BindingTarget<Int>(lifetime: lifetime) { applied.append($0) }
        let (signal, input) = Signal<Int, Never>.pipe()
        target.bindingTarget <~ signal
        input.send(value: 1)
        token.dispose()
        input.send(value: 2)
        #expect(applied == [1])
    }

    @Test("a target on a scheduler runs its action when the scheduler runs it")
    func scheduledTarget() {
        let scheduler = TestScheduler()
        let (lifetime, token) = Lifetime.make()
        var applied: [Int] = []
        let target = BindingTarget<Int>(on: scheduler, lifetime: lifetime) { applied.append($0) }
        let (signal, input) = Signal<Int, Never>.pipe()
        target <~ signal
        input.send(value: 1)
        input.send(value: 2)
        #expect(applied.isEmpty)
        scheduler.advance()
        #expect(applied == [1, 2])
        input.send(value: 3)
        token.dispose()
        scheduler.advance()
        #expect(applied == [1, 2])
        withExtendedLifetime(token) {}
    }

    @Test("the key-path target writes into the object and holds it weakly")
    func keyPathTarget() {
        var box: Box? = Box()
        weak let weakBox = box
        let (lifetime, token) = Lifetime.make()
        let target = BindingTarget(lifetime: lifetime, object: box!, keyPath: \Box.value)
        let (signal, input) = Signal<Int, Never>.pipe()
        target <~ signal
        input.send(value: 5)
        #expect(box?.value == 5)
        box = nil
        #expect(weakBox == nil)
        input.send(value: 6)
        withExtendedLifetime(token) {}
    }

    @Test("the key-path target can write on a scheduler")
    func keyPathTargetOnScheduler() {
        let scheduler = TestScheduler()
        let box = Box()
        let (lifetime, token) = Lifetime.make()
        let target = BindingTarget(on: scheduler, lifetime: lifetime, object: box, keyPath: \Box.value)
        target <~ SignalProducer(value: 9)
        #expect(box.value == 0)
        scheduler.run()
        #expect(box.value == 9)
        withExtendedLifetime(token) {}
    }

    @Test("non-optional values bind into an optional target, wrapped")
    func optionalTargetValue() {
        let property = MutableProperty<Int?>(nil)
        let (signal, input) = Signal<Int, Never>.pipe()
        property <~ signal
        input.send(value: 4)
        #expect(property.value == 4)
        property <~ SignalProducer<Int?, Never>(value: nil)
        #expect(property.value == nil)
    }

    @Test("an Optional provider binds into the wrapped target; nil applies nothing")
    func optionalProvider() {
        let property: MutableProperty<Int>? = MutableProperty(0)
        property <~ SignalProducer(value: 3)
        #expect(property?.value == 3)

        let none: MutableProperty<Int>? = nil
        #expect(none.bindingTarget.lifetime.hasEnded)
        none <~ SignalProducer(value: 3)
    }

    @Test("Signal.Observer <~ still forwards values to the observer")
    func observerBinding() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.record()
        input <~ SignalProducer(values: 1, 2)
        #expect(recorder.events == [.value(1), .value(2)])
    }
}
