import Foundation
import Testing
@testable import Reactive

@Suite("2.11 Property")
struct PropertyTests {
    @Test("a constant property's producer sends its value and completes; its signal is already terminated")
    func constant() {
        let property = Property(value: 1)
        #expect(property.value == 1)
        #expect(property.producer.record().events == [.value(1), .completed])
        #expect(property.signal.record().events == [.interrupted])
    }

    @Test("Property(capturing:) forwards value, producer and signal, and retains the wrapped property")
    func capturing() {
        weak var weakSource: MutableProperty<Int>?
        var property: Property<Int>?
        do {
            let source = MutableProperty(1)
            weakSource = source
            property = Property(capturing: source)
        }
        #expect(weakSource != nil)
        let signalEvents = property!.signal.record()
        let producerEvents = property!.producer.record()
        weakSource?.value = 2
        #expect(property!.value == 2)
        #expect(signalEvents.events == [.value(2)])
        #expect(producerEvents.events == [.value(1), .value(2)])
        property = nil
        #expect(weakSource == nil)
        #expect(signalEvents.events == [.value(2), .completed])
    }

    @Test("Property(_:) mirrors its source without retaining it, and completes when the source deinitialises")
    func composedView() {
        var source: MutableProperty<Int>? = MutableProperty(1)
        weak let weakSource = source
        let property = Property(source!)
        let signalEvents = property.signal.record()
        let producerEvents = property.producer.record()
        source!.value = 2
        #expect(property.value == 2)
        source = nil
        #expect(weakSource == nil)
        #expect(property.value == 2)
        #expect(signalEvents.events == [.value(2), .completed])
        #expect(producerEvents.events == [.value(1), .value(2), .completed])
        #expect(property.producer.record().events == [.value(2), .completed])
    }

    @Test("a composed property's observers are released when its source deinitialises")
    func composedObserversReleased() {
        final class Token {}
        weak var weakToken: Token?
        var source: MutableProperty<Int>? = MutableProperty(1)
        let property = source!.map { $0 + 1 }
        do {
            let token = Token()
            weakToken = token
            property.signal.observeValues { _ in _ = token }
            property.producer.startWithValues { _ in _ = token }
        }
        #expect(weakToken != nil)
        source = nil
        #expect(weakToken == nil)
    }

    @Test("init(initial:then:) starts at initial, follows the producer, and keeps its last value when it ends")
    func initialThen() {
        let (values, input) = Signal<Int, Never>.pipe()
        let property = Property(initial: 0, then: values)
        let recorder = property.producer.record()
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(property.value == 2)
        #expect(recorder.events == [.value(0), .value(1), .value(2), .completed])
    }

    @Test("init(initial:then:) takes a value the producer sends synchronously as its value")
    func initialThenSynchronous() {
        let property = Property(initial: 0, then: SignalProducer(values: 1, 2))
        #expect(property.value == 2)
        #expect(property.producer.record().events == [.value(2), .completed])
    }

    @Test("init(initial:then:) keeps its last value when the producer is interrupted")
    func initialThenInterrupted() {
        let (values, input) = Signal<Int, Never>.pipe()
        let property = Property(initial: 0, then: SignalProducer(values))
        let recorder = property.signal.record()
        input.send(value: 1)
        input.sendInterrupted()
        #expect(property.value == 1)
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("the optional init(initial:then:) overloads wrap each value")
    func initialThenOptional() {
        let (values, input) = Signal<Int, Never>.pipe()
        let fromSignal = Property<Int?>(initial: nil, then: values)
        let fromProducer = Property<Int?>(initial: nil, then: SignalProducer(values))
        #expect(fromSignal.value == nil)
        input.send(value: 3)
        #expect(fromSignal.value == 3)
        #expect(fromProducer.value == 3)
    }

    @Test("@Property wraps a read-only property and $name projects it")
    func propertyWrapper() {
        let source = MutableProperty(1)
        final class Model {
            @Property var count: Int
            init(_ source: MutableProperty<Int>) { _count = Property(source) }
        }
        let model = Model(source)
        source.value = 2
        #expect(model.count == 2)
        #expect(model.$count.value == 2)
    }

    @Test("a composed producer started while the source sends on another thread neither misses nor repeats values")
    func composedProducerStartIsAtomic() {
        let source = MutableProperty(0)
        let property = Property(source)
        let recorders = Atomic<[EventRecorder<Int, Never>]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                for _ in 0..<1_000 { source.modify { $0 += 1 } }
            } else {
                for _ in 0..<20 { recorders.modify { $0.append(property.producer.record()) } }
            }
        }
        for recorder in recorders.value {
            let values = recorder.values
            #expect(values.last == 1_000)
            #expect(values == Array(values.first!...1_000))
        }
    }
}
