import Foundation
import Testing
import RACLegacy
import Reactive

/// Bad input stops with a precondition message that names the API, for every user-reachable precondition in
/// Sources (Bridge"s are in BridgeTests; the property re-entrancy traps in ReactiveTests).
@Suite("Bad input: each precondition names its API")
struct BadInputTests {
    @Test("delay(_:on:) with a negative interval")
    func case00() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            SignalProducer<Int, Never>(value: 1).delay(-1, on: TestScheduler()).start()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("delay(_:on:)"), "\(message)")
    }

    @Test("timeout(after:raising:on:) with a negative interval")
    func case01() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            SignalProducer<Int, TestFailure>(value: 1).timeout(after: -1, raising: .failed, on: TestScheduler()).start()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("timeout(after:raising:on:)"), "\(message)")
    }

    @Test("throttle(_:on:) with a negative interval")
    func case02() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            SignalProducer<Int, Never>(value: 1).throttle(-1, on: TestScheduler()).start()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("throttle(_:on:)"), "\(message)")
    }

    @Test("debounce(_:on:) with a negative interval")
    func case03() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            SignalProducer<Int, Never>(value: 1).debounce(-1, on: TestScheduler()).start()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("debounce(_:on:discardWhenCompleted:)"), "\(message)")
    }

    @Test("skip(first:) with a negative count")
    func case04() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>(value: 1).skip(first: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("skip(first:)"), "\(message)")
    }

    @Test("Signal.skip(first:) with a negative count")
    func case05() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.skip(first: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("skip(first:)"), "\(message)")
    }

    @Test("collect(count:) with zero")
    func case06() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>(value: 1).collect(count: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("collect(count:)"), "\(message)")
    }

    @Test("Signal.collect(count:) with zero")
    func case07() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.collect(count: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("collect(count:)"), "\(message)")
    }

    @Test("timer(interval:on:) with a negative interval")
    func case08() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Date, Never>.timer(interval: .seconds(-1), on: TestScheduler())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.timer(interval:on:)"), "\(message)")
    }

    @Test("timer(interval:on:leeway:) with a negative leeway")
    func case09() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Date, Never>.timer(interval: .seconds(1), on: TestScheduler(), leeway: .seconds(-1))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.timer(interval:on:leeway:)"), "\(message)")
    }

    @Test("repeat(_:) with a negative count")
    func case10() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>(value: 1).repeat(-1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.repeat(_:)"), "\(message)")
    }

    @Test("retry(upTo:) with a negative count")
    func case11() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, TestFailure>(value: 1).retry(upTo: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.retry(upTo:)"), "\(message)")
    }

    @Test("retry(upTo:interval:on:) with a negative interval")
    func case12() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, TestFailure>(value: 1).retry(upTo: 1, interval: -1, on: TestScheduler())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.retry(upTo:interval:on:)"), "\(message)")
    }

    @Test("replayLazily(upTo:) with a negative capacity")
    func case13() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>(value: 1).replayLazily(upTo: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.replayLazily(upTo:)"), "\(message)")
    }

    @Test("FlattenStrategy.concurrent(limit:) with zero")
    func case14() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = FlattenStrategy.concurrent(limit: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("FlattenStrategy.concurrent(limit:)"), "\(message)")
    }

    @Test("take(first:) with a negative count")
    func case15() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>(value: 1).take(first: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("take(first:)"), "\(message)")
    }

    @Test("take(last:) with zero")
    func case16() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>(value: 1).take(last: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("take(last:)"), "\(message)")
    }

    @Test("Signal.take(first:) with a negative count")
    func case17() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.take(first: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("take(first:)"), "\(message)")
    }

    @Test("Signal.take(last:) with zero")
    func case18() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.take(last: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("take(last:)"), "\(message)")
    }

    @Test("CocoaAction.execute(_:) with a sender of the wrong type")
    func case19() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
            CocoaAction<Int>(action) { $0 }.execute("a")
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CocoaAction<Int>.execute(_:)"), "\(message)")
    }

    @Test("the Observer base class must be subclassed")
    func case20() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Observer<Int, Never>().receive(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Observer.receive(_:)"), "\(message)")
    }

    @Test("a value sent recursively into a Signal")
    func case21() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (signal, input) = Signal<Int, Never>.pipe()
            signal.observeValues { input.send(value: $0 + 1) }
            input.send(value: 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Signal.Observer.send(_:)"), "\(message)")
    }

    @Test("QueueScheduler repeating with a negative interval")
    func case22() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = QueueScheduler(name: "bad").schedule(after: Date(), interval: .seconds(-1), leeway: .seconds(0)) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("QueueScheduler.schedule(after:interval:leeway:action:)"), "\(message)")
    }

    @Test("DateScheduler.timer(interval:leeway:) with a negative interval")
    func case23() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TestScheduler().timer(interval: .seconds(-1))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("DateScheduler.timer(interval:leeway:)"), "\(message)")
    }

    @Test("TestScheduler repeating with a zero interval")
    func case24() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TestScheduler().schedule(after: Date(), interval: .seconds(0), leeway: .seconds(0)) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TestScheduler.schedule(after:interval:leeway:action:)"), "\(message)")
    }

    @Test("TestScheduler.advance(to:) into the past")
    func case25() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let scheduler = TestScheduler()
            scheduler.advance(to: scheduler.currentDate.addingTimeInterval(-1))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TestScheduler.advance(to:)"), "\(message)")
    }

    @Test("RACSequence bind: returning a non-sequence")
    func case26() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = [1].rac_sequence.flattenMap { _ in RACSignal.empty() }.array
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSequence bind:]"), "\(message)")
    }

    @Test("RACSequence concat: with a signal")
    func case27() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = [1].rac_sequence.concat(RACSignal.empty())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSequence concat:]"), "\(message)")
    }

    @Test("RACSequence zipWith: with a signal")
    func case28() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = [1].rac_sequence.zipWith(RACSignal.empty())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSequence zipWith:]"), "\(message)")
    }

    @Test("dematerialize of non-events")
    func case29() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            onImmediate { _ = RACSignal.return(1).dematerialize().subscribeNext { _ in } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal dematerialize]"), "\(message)")
    }

    @Test("reduceApply without a block")
    func case30() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            onImmediate { _ = RACSignal.return(RACTuplePack(1, 2)).reduceApply().subscribeNext { _ in } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal reduceApply]"), "\(message)")
    }

    @Test("takeLast: with a negative count")
    func case31() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACSignal.empty().takeLast(-1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal takeLast:]"), "\(message)")
    }

    @Test("not of a non-Bool value")
    func case32() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            onImmediate { _ = RACSignal.return("x").not().subscribeNext { _ in } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal not]"), "\(message)")
    }

    @Test("flatten: with a negative count")
    func case33() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACSignal.empty().flatten(-1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal flatten:]"), "\(message)")
    }

    @Test("flatten: of non-signals")
    func case34() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            onImmediate { _ = RACSignal.return(1).flatten(1).subscribeNext { _ in } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal flatten:]"), "\(message)")
    }

    @Test("retry: with a negative count")
    func case35() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACSignal.empty().retry(-1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal retry:]"), "\(message)")
    }

    @Test("switchToLatest of non-signals")
    func case36() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            onImmediate { _ = RACSignal.return(1).switchToLatest().subscribeNext { _ in } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal switchToLatest]"), "\(message)")
    }

    @Test("take: with a negative count")
    func case37() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACSignal.empty().take(-1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal take:]"), "\(message)")
    }

    @Test("flatten of non-signals")
    func case38() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            onImmediate { _ = RACSignal.return(1).flatten().subscribeNext { _ in } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal flatten]"), "\(message)")
    }

    @Test("bind: returning a non-signal")
    func case39() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            onImmediate { _ = RACSignal.return(1).flattenMap { _ in [1].rac_sequence }.subscribeNext { _ in } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal bind:]"), "\(message)")
    }

    @Test("concat: with a sequence")
    func case40() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACSignal.empty().concat([1].rac_sequence)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal concat:]"), "\(message)")
    }

    @Test("zipWith: with a sequence")
    func case41() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACSignal.empty().zipWith([1].rac_sequence)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal zipWith:]"), "\(message)")
    }

    @Test("+zip: with a sequence")
    func case42() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACSignal.zip([RACSignal.empty(), [1].rac_sequence])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("+[RACSignal zip:]"), "\(message)")
    }

    @Test("+concat: with a sequence")
    func case43() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACSignal.concat([RACSignal.empty(), [1].rac_sequence])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("+[RACSignal concat:]"), "\(message)")
    }

    @Test("reduceEach: of non-tuples")
    func case44() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            onImmediate { _ = RACSignal.return(1).reduceEach { (a: Any?, b: Any?) in a }.subscribeNext { _ in } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("reduceEach:"), "\(message)")
    }

    @Test("RACSignal subscribe: must be overridden")
    func case45() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = BareSignal().subscribe(RACBlockSubscriber(next: nil, error: nil, completed: nil))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal subscribe:]"), "\(message)")
    }

    @Test("RACScheduler schedule: must be overridden")
    func case46() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = BareScheduler(name: nil).schedule {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACScheduler schedule:]"), "\(message)")
    }

    @Test("RACScheduler after:schedule: must be overridden")
    func case47() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = BareScheduler(name: nil).after(Date()) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACScheduler after:schedule:]"), "\(message)")
    }

    @Test("RACScheduler repeating must be overridden")
    func case48() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = BareScheduler(name: nil).after(Date(), repeatingEvery: 1, withLeeway: 0) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACScheduler after:repeatingEvery:withLeeway:schedule:]"), "\(message)")
    }

    @Test("the immediate scheduler cannot repeat")
    func case49() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACScheduler.immediateScheduler().after(Date(), repeatingEvery: 1, withLeeway: 0) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACImmediateScheduler after:repeatingEvery:withLeeway:schedule:]"), "\(message)")
    }

    @Test("a replay subject with a negative capacity")
    func case50() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RACReplaySubject.replaySubjectWithCapacity(-1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("+[RACReplaySubject replaySubjectWithCapacity:]"), "\(message)")
    }

    @Test("RACStream empty must be overridden")
    func case51() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = BareStream.empty()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("+[RACStream empty]"), "\(message)")
    }

    @Test("RACStream return: must be overridden")
    func case52() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = BareStream.return(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("+[RACStream return:]"), "\(message)")
    }

    @Test("RACStream bind: must be overridden")
    func case53() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = BareStream().bind { { _, _ in nil } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACStream bind:]"), "\(message)")
    }

    @Test("setKeyPath: binding nil to a non-optional property")
    func case54() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let target = KeyPathTarget()
            onImmediate { _ = RACSignal.return(nil).setKeyPath(\KeyPathTarget.count, onObject: target) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal setKeyPath:onObject:nilValue:]"), "\(message)")
    }

    @Test("setKeyPath: binding a value of the wrong type")
    func case55() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let target = KeyPathTarget()
            onImmediate { _ = RACSignal.return("x").setKeyPath(\KeyPathTarget.count, onObject: target) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal setKeyPath:onObject:nilValue:]"), "\(message)")
    }

    @Test("setKeyPath: a bound signal that errors")
    func case56() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let target = KeyPathTarget()
            onImmediate { _ = RACSignal.error(nil).setKeyPath(\KeyPathTarget.count, onObject: target) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[RACSignal setKeyPath:onObject:nilValue:]"), "\(message)")
    }

    @Test("RAC 3/4 scheduleAfter(_:repeatingEvery:withLeeway:action:) with a NaN interval")
    func case57() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let shim: any DeprecatedShimCall = NaNRepeatingSchedule()
            shim.run()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("scheduleAfter(_:repeatingEvery:withLeeway:action:)"), "\(message)")
    }
}

/// A RACSignal subclass that does not override subscribe:.
final class BareSignal: RACSignal, @unchecked Sendable {}

/// A RACScheduler subclass that overrides nothing.
final class BareScheduler: RACScheduler, @unchecked Sendable {}

/// A RACStream subclass that overrides nothing.
final class BareStream: RACStream, @unchecked Sendable {}

/// A plain object with a non-optional property for setKeyPath:.
final class KeyPathTarget: @unchecked Sendable { // only touched by the trapping test body
    var count = 0
}

/// Lets an exit test call a deprecated RAC 3/4 shim: the exit-test body cannot carry `@available(deprecated)`.
protocol DeprecatedShimCall { func run() }

/// `scheduleAfter(_:repeatingEvery:withLeeway:action:)` with a NaN interval.
struct NaNRepeatingSchedule: DeprecatedShimCall {
    @available(*, deprecated, message: "exercises a deprecated shim")
    func run() {
        let scheduler = QueueScheduler(name: "nan")
        _ = scheduler.scheduleAfter(scheduler.currentDate, repeatingEvery: .nan, action: {})
    }
}
