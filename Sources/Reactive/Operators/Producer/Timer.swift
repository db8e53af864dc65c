import Dispatch
import Foundation

extension SignalProducer where Value == Date, Error == Never {
    /// Each start sends the scheduler's date every `interval`, first one `interval` after the start; never ends.
    /// The leeway is a tenth of the interval.
    public static func timer(interval: DispatchTimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        precondition(interval.timeInterval >= 0, "SignalProducer.timer(interval:on:): the interval must not be negative")
        return timer(interval: interval, on: scheduler, leeway: (interval.timeInterval * 0.1).dispatchInterval)
    }

    /// Each start sends the scheduler's date every `interval`, first one `interval` after the start, with `leeway`;
    /// never ends.
    public static func timer(interval: DispatchTimeInterval, on scheduler: any DateScheduler, leeway: DispatchTimeInterval) -> SignalProducer<Value, Error> {
        precondition(interval.timeInterval >= 0, "SignalProducer.timer(interval:on:leeway:): the interval must not be negative")
        precondition(leeway.timeInterval >= 0, "SignalProducer.timer(interval:on:leeway:): the leeway must not be negative")
        return SignalProducer { observer, lifetime in
            lifetime += scheduler.schedule(after: interval, interval: interval, leeway: leeway) {
                observer.send(value: scheduler.currentDate)
            }
        }
    }
}

extension SignalProducer where Error == Never {
    /// Each start sends the next element of `values` every `interval` (the first one `interval` after the start)
    /// and completes on the tick after the last element.
    public static func interval<S>(_ values: S, interval: DispatchTimeInterval, on scheduler: any DateScheduler) -> SignalProducer<S.Element, Error> where Value == S.Element, S: Sequence {
        precondition(interval.timeInterval >= 0, "SignalProducer.interval(_:interval:on:): the interval must not be negative")
        return SignalProducer { observer, lifetime in
            var iterator = values.makeIterator()
            let leeway = (interval.timeInterval * 0.1).dispatchInterval
            lifetime += scheduler.schedule(after: interval, interval: interval, leeway: leeway) {
                if let value = iterator.next() {
                    observer.send(value: value)
                } else {
                    observer.sendCompleted()
                }
            }
        }
    }
}

extension SignalProducer where Value == Int, Error == Never {
    /// Each start sends 0, 1, 2, ... every `interval`, the first one `interval` after the start.
    public static func interval(_ interval: DispatchTimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        .interval(0..., interval: interval, on: scheduler)
    }
}
