import Foundation
import Testing
@testable import Reactive

@Suite("2.11 MutableProperty")
struct MutablePropertyTests {
    @Test("setting value stores it and sends it to signal observers at once, also when it is unchanged")
    func setSendsSynchronously() {
        let property = MutableProperty(0)
        let recorder = property.signal.record()
        #expect(recorder.events.isEmpty)
        property.value = 1
        #expect(property.value == 1)
        #expect(recorder.events == [.value(1)])
        property.value = 1
        #expect(recorder.events == [.value(1), .value(1)])
    }

    @Test("an observer reading the property while it sends sees the new value")
    func observerReadsNewValue() {
        let property = MutableProperty(0)
        var seen: [Int] = []
        property.signal.observeValues { _ in seen.append(property.value) }
        property.value = 5
        #expect(seen == [5])
    }

    @Test("producer sends the current value, then every later set")
    func producerSendsCurrentThenChanges() {
        let property = MutableProperty(1)
        let recorder = property.producer.record()
        property.value = 2
        property.value = 3
        #expect(recorder.events == [.value(1), .value(2), .value(3)])
    }

    @Test("a disposed producer run stops receiving and is interrupted")
    func producerDisposal() {
        let property = MutableProperty(1)
        let (recorder, disposable) = property.producer.recordWithDisposable()
        disposable.dispose()
        property.value = 2
        #expect(recorder.events == [.value(1), .interrupted])
    }

    @Test("signal and producer complete when the property deinitialises, and its lifetime ends")
    func completesAtDeinit() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        let signalEvents = property!.signal.record()
        let producerEvents = property!.producer.record()
        let producer = property!.producer
        var ended = false
        property!.lifetime.observeEnded { ended = true }
        property!.value = 2
        property = nil
        #expect(ended)
        #expect(signalEvents.events == [.value(2), .completed])
        #expect(producerEvents.events == [.value(1), .value(2), .completed])
        // A producer kept past the property's end still sends the last value, then completes.
        #expect(producer.record().events == [.value(2), .completed])
    }

    @Test("observers are released once the property deinitialises")
    func observersReleasedAtDeinit() {
        final class Token {}
        weak var weakToken: Token?
        var property: MutableProperty<Int>? = MutableProperty(0)
        do {
            let token = Token()
            weakToken = token
            property!.signal.observeValues { _ in _ = token }
            property!.producer.startWithValues { _ in _ = token }
        }
        #expect(weakToken != nil)
        property = nil
        #expect(weakToken == nil)
    }

    @Test("swap stores the new value, sends it, and returns the old one")
    func swapReturnsOld() {
        let property = MutableProperty(1)
        let recorder = property.signal.record()
        #expect(property.swap(2) == 1)
        #expect(property.value == 2)
        #expect(recorder.events == [.value(2)])
    }

    @Test("modify mutates in place, sends the result once and returns the closure's result")
    func modifySendsOnce() {
        let property = MutableProperty([1])
        let recorder = property.signal.record()
        let count = property.modify { array -> Int in
            array.append(2)
            array.append(3)
            return array.count
        }
        #expect(count == 3)
        #expect(recorder.values == [[1, 2, 3]])
        property.modify { _ in }
        #expect(recorder.values == [[1, 2, 3], [1, 2, 3]])
    }

    @Test("modify sends the value even when the closure throws, and rethrows")
    func modifyRethrows() {
        let property = MutableProperty(1)
        let recorder = property.signal.record()
        #expect(throws: TestError.first) {
            try property.modify { value in
                value = 2
                throw TestError.first
            }
        }
        #expect(property.value == 2)
        #expect(recorder.events == [.value(2)])
    }

    @Test("withValue runs the closure with the current value and sends nothing")
    func withValueSendsNothing() {
        let property = MutableProperty(4)
        let recorder = property.signal.record()
        #expect(property.withValue { $0 * 2 } == 8)
        #expect(recorder.events.isEmpty)
    }

    @Test("the property may be set from inside its own withValue closure")
    func setInsideWithValue() {
        let property = MutableProperty(1)
        let recorder = property.signal.record()
        property.withValue { value in property.value = value + 1 }
        #expect(recorder.events == [.value(2)])
    }

    @Test("a nested modify of the same property traps with a message naming modify")
    func nestedModifyTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let property = MutableProperty(0)
            property.modify { _ in property.modify { $0 = 1 } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("MutableProperty.modify(_:)"))
    }

    @Test("reading the property from inside its own modify closure traps instead of deadlocking")
    func readInsideModifyTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let property = MutableProperty(0)
            property.modify { $0 = property.value + 1 }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("MutableProperty.value"))
    }

    @Test("setting the property from inside one of its own observers traps instead of deadlocking")
    func recursiveSetTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let property = MutableProperty(0)
            property.signal.observeValues { value in property.value = value + 1 }
            property.value = 1
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("set from inside one of its own observers"))
    }

    @Test("@MutableProperty wraps a value and $name projects the property")
    func propertyWrapper() {
        final class Model {
            @MutableProperty var count = 1
        }
        let model = Model()
        let recorder = model.$count.producer.record()
        model.count = 2
        #expect(model.count == 2)
        #expect(model.$count.value == 2)
        #expect(recorder.events == [.value(1), .value(2)])
    }

    @Test("4 threads × 10_000 modify calls: final value 40_000 and exactly that many values observed, in order")
    func concurrentModify() {
        let property = MutableProperty(0)
        let recorder = property.signal.record()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 { property.modify { $0 += 1 } }
        }
        #expect(property.value == 40_000)
        #expect(recorder.values == Array(1...40_000))
    }

    @Test("a producer started while other threads set neither misses nor repeats a value")
    func producerStartIsAtomic() {
        for _ in 0..<50 {
            let property = MutableProperty(0)
            let recorders = Atomic<[EventRecorder<Int, Never>]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    for _ in 0..<1_000 { property.modify { $0 += 1 } }
                } else {
                    for _ in 0..<20 {
                        let recorder = property.producer.record()
                        recorders.modify { $0.append(recorder) }
                    }
                }
            }
            for recorder in recorders.value {
                let values = recorder.values
                // Consecutive integers ending at the final value: nothing skipped, nothing sent twice.
                #expect(values.last == 1_000)
                #expect(values == Array(values.first!...1_000))
            }
        }
    }

    @Test("an observer detached from another thread while the property sends is released when the set returns")
    func detachFromOtherThreadDuringSet() {
        final class Captured {}
        let property = MutableProperty(0)
        var captured: Captured? = Captured()
        weak let released = captured
        let detached = EventRecorder<Int, Never>()
        let disposable = Atomic(property.signal.observe(Signal<Int, Never>.Observer { [captured] event in
            withExtendedLifetime(captured) { detached.observer.send(event) }
        }))
        captured = nil
        let other = property.signal.record()
        let done = DispatchSemaphore(value: 0)
        property.signal.observeValues { value in
            guard value == 1 else { return }
            // The sending thread holds the property's lock: the detach is queued for it and must not be lost.
            DispatchQueue.global().async {
                disposable.value?.dispose()
                done.signal()
            }
            #expect(done.wait(timeout: .now() + 5) == .success)
        }
        property.value = 1
        #expect(released == nil)
        property.value = 2
        #expect(detached.events == [.value(1)])
        #expect(other.events == [.value(1), .value(2)])
    }
}
