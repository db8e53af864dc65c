import Foundation
import Testing
@testable import Reactive

/// RAC 3/4 Property and Action spellings (contract 3.3) forward to the current API.
@Suite("3.3 Shims: properties and actions")
struct PropertyActionShimTests {
    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("Property(_ value:) is a constant property")
    func constantProperty() {
        let property = Property(5)
        #expect(property.value == 5)
        #expect(property.producer.record().events == [.value(5), .completed])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("Property(initialValue:producer:) and Property(initialValue:signal:) start with the value, then follow")
    func initialValueProperties() {
        let (values, input) = Signal<Int, Never>.pipe()
        let fromProducer = Property(initialValue: 0, producer: SignalProducer(values))
        let fromSignal = Property(initialValue: 10, signal: values)
        let changes = fromSignal.producer.record()
        #expect(fromProducer.value == 0)
        input.send(value: 1)
        #expect(fromProducer.value == 1)
        #expect(fromSignal.value == 1)
        #expect(changes.events == [.value(10), .value(1)])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("combineLatestWith and zipWith on properties are combineLatest(with:) and zip(with:)")
    func propertyComposition() {
        let number = MutableProperty(1)
        let letter = MutableProperty("a")
        let latest = number.combineLatestWith(letter)
        let zipped = number.zipWith(letter)
        number.value = 2
        #expect(latest.value == (2, "a"))
        #expect(zipped.value == (1, "a"))
        letter.value = "b"
        #expect(latest.value == (2, "b"))
        #expect(zipped.value == (2, "b"))
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("Action.enabled and executing are isEnabled and isExecuting")
    func actionState() {
        let scheduler = TestScheduler()
        let action = Action<Int, Int, TestError> { SignalProducer(value: $0).delay(1, onScheduler: scheduler) }
        #expect(action.enabled === action.isEnabled)
        #expect(action.executing === action.isExecuting)
        let executing = action.executing.producer.record()
        let result = action.apply(4).record()
        #expect(action.enabled.value == false)
        scheduler.advance(by: 1)
        #expect(action.enabled.value == true)
        #expect(result.events == [.value(4), .completed])
        #expect(executing.values == [false, true, false])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("ActionError.NotEnabled is .disabled and ProducerError(e) is .producerFailed(e)")
    func actionErrors() {
        #expect(ActionError<TestError>.NotEnabled == .disabled)
        #expect(ActionError<TestError>.ProducerError(.first) == .producerFailed(.first))
        let action = Action<Int, Int, TestError> { _ in SignalProducer(error: .second) }
        #expect(action.apply(1).record().events == [.failed(.ProducerError(.second))])
    }
}
