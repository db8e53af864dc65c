import Testing
import RACLegacy
import Reactive
@testable import Bridge

@Suite("3.10 RACSignal as a producer source")
struct ConvertibleTests {
    @Test("SignalProducer(racSignal) needs no type context and is the RACSignal initializer")
    func resolvesToConcreteInit() {
        let producer = SignalProducer(RACSignal.return(1))
        let typed: SignalProducer<Any?, any Error> = producer
        let events = Events<Any?, any Error>()
        onImmediate { typed.start(events.observer) }
        #expect(events.all == ["value(1)", "completed"])
    }

    @Test("a RACSignal is accepted wherever a SignalProducerConvertible is: merge and flatMap(.latest)")
    func convertible() {
        let events = Events<Any?, any Error>()
        onImmediate {
            SignalProducer.merge(SignalProducer<Any?, any Error>(value: 0), RACSignal.return(1).producer)
                .start(events.observer)
        }
        #expect(events.all == ["value(0)", "value(1)", "completed"])

        let latest = Events<Any?, any Error>()
        onImmediate {
            SignalProducer<Int, any Error>([1, 2]).flatMap(.latest) { value in RACSignal.return(value * 10) }
                .start(latest.observer)
        }
        #expect(latest.all == ["value(10)", "value(20)", "completed"])
    }
}
