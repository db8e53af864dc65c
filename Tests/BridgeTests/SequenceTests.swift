import Foundation
import Testing
import RACLegacy
import Reactive
@testable import Bridge

@Suite("3.8 Sequences")
struct SequenceTests {
    @Test("SignalProducer(racSequence) sends every element then completed on every start")
    func producerOfSequence() {
        let producer = SignalProducer([1, 2, 3].rac_sequence)
        for _ in 0..<2 {
            let events = Events<Any, Never>()
            producer.start(events.observer)
            #expect(events.all == ["value(1)", "value(2)", "value(3)", "completed"])
        }
    }

    @Test("SignalProducer(racSequence) needs no type context: it is the RACSequence initializer")
    func resolvesWithoutContext() {
        let producer = SignalProducer([4].rac_sequence)
        let typed: SignalProducer<Any, Never> = producer
        let collected = typed.collect().first().map { result in result.get().map { $0 as! Int } }
        #expect(collected == [4])
    }

    @Test("take(first: 2) over an infinite bridged sequence terminates")
    func infiniteSequence() {
        let events = Events<Any, Never>()
        SignalProducer(RACSequence.bridging(1...)).take(first: 2).start(events.observer)
        #expect(events.all == ["value(1)", "value(2)", "completed"])
    }

    @Test("RACSequence.bridging pulls each element once, only when needed, however often head is read")
    func pullsOnce() {
        let pulls = Box(0)
        let sequence = RACSequence.bridging((1...3).lazy.map { value -> Int in
            pulls.value += 1
            return value
        })
        #expect(pulls.value == 0)
        #expect(sequence.head as? Int == 1)
        #expect(sequence.head as? Int == 1)
        #expect(pulls.value == 1)
        let tail = sequence.tail
        #expect(pulls.value == 1)
        #expect(tail?.head as? Int == 2)
        #expect(sequence.array.map { $0 as! Int } == [1, 2, 3])
        #expect(sequence.array.count == 3)
        #expect(pulls.value == 3)
    }

    @Test("nil elements become NSNull; an empty sequence has a nil head")
    func nilsAndEmpty() {
        let sequence = RACSequence.bridging([1, nil, 3] as [Int?])
        #expect(sequence.array.count == 3)
        #expect(sequence.array[1] is NSNull)
        #expect(RACSequence.bridging([Int]()).head == nil)
        let events = Events<Any, Never>()
        SignalProducer(RACSequence.bridging([Int]())).start(events.observer)
        #expect(events.all == ["completed"])
    }
}
