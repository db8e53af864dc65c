import Foundation
import Testing
@testable import Reactive

/// The RAC 3/4 type names (contract 3.3) are aliases of the current types.
@Suite("3.3 Shims: type aliases")
struct TypealiasShimTests {
    @available(*, deprecated, message: "generic helper over a deprecated protocol name")
    static func currentValue<P: PropertyType>(_ property: P) -> P.Value { property.value }

    @available(*, deprecated, message: "generic helper over a deprecated protocol name")
    static func write<P: MutablePropertyType>(_ value: P.Value, to property: P) { property.value = value }

    @available(*, deprecated, message: "generic helper over a deprecated protocol name")
    static func signalOf<S: SignalType>(_ source: S) -> Signal<S.Value, S.Error> { source.signal }

    @available(*, deprecated, message: "generic helper over a deprecated protocol name")
    static func producerOf<P: SignalProducerType>(_ source: P) -> SignalProducer<P.Value, P.Error> { source.producer }

    @available(*, deprecated, message: "generic helper over a deprecated protocol name")
    static func eventOf<E: EventType>(_ source: E) -> Signal<E.Value, E.Error>.Event { source.event }

    @available(*, deprecated, message: "generic helper over a deprecated protocol name")
    static func isNil<O: OptionalType>(_ value: O) -> Bool { value.optional == nil }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("NoError, Event, SchedulerType and DateSchedulerType name the current types")
    func coreAliases() {
        #expect(NoError.self == Never.self)
        #expect(Event<Int, TestError>.self == Signal<Int, TestError>.Event.self)
        let event: Event<Int, NoError> = .value(1)
        #expect(event == .value(1))
        let scheduler: any DateSchedulerType = TestScheduler()
        let immediate: any SchedulerType = ImmediateScheduler()
        var ran = false
        immediate.schedule { ran = true }
        #expect(ran)
        #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 0))
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("PropertyType, MutablePropertyType, SignalType, SignalProducerType, EventType and OptionalType constrain as before")
    func protocolAliases() {
        let mutable = MutableProperty(1)
        Self.write(2, to: mutable)
        #expect(Self.currentValue(mutable) == 2)
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = Self.signalOf(signal).record()
        input.send(value: 3)
        #expect(recorder.events == [.value(3)])
        #expect(Self.producerOf(SignalProducer<Int, TestError>(value: 4)).record().events == [.value(4), .completed])
        #expect(Self.eventOf(Signal<Int, TestError>.Event.failed(.first)) == .failed(.first))
        #expect(Self.isNil(Int?.none))
        #expect(!Self.isNil(Int?.some(1)))
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("PropertyOf and AnyProperty wrap a property; ConstantProperty holds a constant")
    func propertyAliases() {
        let mutable = MutableProperty("a")
        let rac3: PropertyOf<String> = PropertyOf(mutable)
        let rac4: AnyProperty<String> = AnyProperty(mutable)
        mutable.value = "b"
        #expect(rac3.value == "b")
        #expect(rac4.value == "b")
        let constant = ConstantProperty(5)
        #expect(constant.value == 5)
        #expect(constant.producer.record().events == [.value(5), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("SimpleDisposable and ActionDisposable are AnyDisposable")
    func disposableAliases() {
        let simple = SimpleDisposable()
        #expect(!simple.isDisposed)
        simple.dispose()
        #expect(simple.isDisposed)
        var runs = 0
        let action = ActionDisposable { runs += 1 }
        action.dispose()
        action.dispose()
        #expect(runs == 1)
        #expect(action.isDisposed)
    }
}
