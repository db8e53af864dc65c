import Foundation
import Testing
import RACLegacy
import Reactive
@testable import Bridge

@Suite("3.1 RACSignal → SignalProducer")
struct SignalToProducerTests {
    @Test("subscribes once per start: three single() calls see subscription counts 0, 1, 2")
    func oncePerStart() {
        let count = Box(0)
        let producer = SignalProducer(countingSignal(count))
        let results = (0..<3).map { _ in producer.single().map { result in (try? result.get()).map(render) } }
        #expect(results == [.some("0"), .some("1"), .some("2")])
        #expect(count.value == 3)
    }

    @Test("creating the producer and mapping it subscribes nothing until start")
    func lazy() {
        let count = Box(0)
        let mapped = SignalProducer(countingSignal(count)).map { render($0) + "!" }
        #expect(count.value == 0)
        let events = Events<String, any Error>()
        onImmediate { mapped.start(events.observer) }
        #expect(count.value == 1)
        #expect(events.all == ["value(0!)", "completed"])
    }

    @Test("next(1), next(nil), completed arrive as value(1), value(nil), completed")
    func eventMapping() {
        let signal = RACSignal.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(nil)
            subscriber.sendCompleted()
            return nil
        }
        let events = Events<Any?, any Error>()
        onImmediate { SignalProducer(signal).start(events.observer) }
        #expect(events.all == ["value(1)", "value(nil)", "completed"])
    }

    @Test("a RAC error crosses unchanged and casts back to its type")
    func errorUnchanged() throws {
        let result = SignalProducer(RACSignal.error(TestError.x)).last()
        let error = try #require(result.flatMap { result -> (any Error)? in
            if case .failure(let error) = result { return error } else { return nil }
        })
        #expect(error as? TestError == .x)
    }

    @Test("an NSError keeps its domain, code and userInfo")
    func nsErrorUnchanged() throws {
        let sent = NSError(domain: "bridge", code: 7, userInfo: ["key": "value"])
        let events = Events<Any?, any Error>()
        var received: (any Error)?
        onImmediate {
            SignalProducer(RACSignal.error(sent)).startWithFailed { received = $0 }
            SignalProducer(RACSignal.error(sent)).start(events.observer)
        }
        let error = try #require(received as? NSError)
        #expect(error.domain == "bridge" && error.code == 7 && error.userInfo["key"] as? String == "value")
        #expect(events.all == ["failed(bridge:7)"])
    }

    @Test("error(nil) fails with RACLegacyBridgeError.nilError")
    func nilError() {
        let events = Events<Any?, any Error>()
        onImmediate { SignalProducer(RACSignal.error(nil)).start(events.observer) }
        #expect(events.all == ["failed(nilError)"])
    }

    @Test("disposing the start disposable disposes the RAC subscription once and interrupts; later values are dropped")
    func disposal() {
        let subscriber = Box<(any RACSubscriber)?>(nil)
        let disposals = Box(0)
        let returned = RACDisposable(block: { disposals.mutate { $0 += 1 } })
        let signal = RACSignal.createSignal { s in
            subscriber.value = s
            return returned
        }
        let events = Events<Any?, any Error>()
        let disposable = onImmediate { SignalProducer(signal).start(events.observer) }
        subscriber.value?.sendNext(1)
        disposable.dispose()
        disposable.dispose()
        subscriber.value?.sendNext(2)
        subscriber.value?.sendCompleted()
        #expect(returned.isDisposed)
        #expect(disposals.value == 1)
        #expect(events.all == ["value(1)", "interrupted"])
    }

    @Test("a RAC terminal event disposes the subscription")
    func terminalDisposes() {
        let returned = RACDisposable()
        let signal = RACSignal.createSignal { s in
            s.sendNext(1)
            s.sendCompleted()
            return returned
        }
        let events = Events<Any?, any Error>()
        onImmediate { SignalProducer(signal).start(events.observer) }
        #expect(events.all == ["value(1)", "completed"])
        #expect(returned.isDisposed)
    }

    @Test("no hop: every event is observed on the starting thread before start returns")
    func synchronousDelivery() {
        let signal = RACSignal.createSignal { s in
            s.sendNext(1)
            s.sendNext(2)
            s.sendCompleted()
            return nil
        }
        let startingThread = pthread_self()
        let log = Box<[String]>([])
        onImmediate {
            SignalProducer(signal, of: Int.self).start { event in
                let sameThread = pthread_equal(pthread_self(), startingThread) != 0
                log.mutate { $0.append("\(event.isTerminating ? "end" : "value")@\(sameThread)") }
            }
            log.mutate { $0.append("returned") }
        }
        #expect(log.value == ["value@true", "value@true", "end@true", "returned"])
    }

    @Test("of: Int over 1, \"a\", 2 fails with typeMismatch(Int, String) and disposes the RAC subscription")
    func typedMismatch() {
        let returned = RACDisposable()
        let signal = RACSignal.createSignal { s in
            s.sendNext(1)
            s.sendNext("a")
            s.sendNext(2)
            s.sendCompleted()
            return returned
        }
        let events = Events<Int, any Error>()
        onImmediate { SignalProducer(signal, of: Int.self).start(events.observer) }
        #expect(events.all == ["value(1)", "failed(typeMismatch(Int, String))"])
        #expect(returned.isDisposed)
    }

    @Test("of: Int? accepts nil, of: Int rejects it, of: Double rejects an Int")
    func typedNil() {
        let values = RACSignal.createSignal { s in
            s.sendNext(1)
            s.sendNext(nil)
            s.sendCompleted()
            return nil
        }
        let optional = Events<Int?, any Error>()
        let plain = Events<Int, any Error>()
        let double = Events<Double, any Error>()
        onImmediate {
            SignalProducer(values, of: Int?.self).start(optional.observer)
            SignalProducer(values, of: Int.self).start(plain.observer)
            SignalProducer(values, of: Double.self).start(double.observer)
        }
        #expect(optional.all == ["value(1)", "value(nil)", "completed"])
        #expect(plain.all == ["value(1)", "failed(typeMismatch(Int, nil))"])
        #expect(double.all == ["failed(typeMismatch(Double, Int))"])
    }

    @Test("startWithSignal with two observers subscribes to the RAC signal once; both see every value")
    func startWithSignalShares() {
        let count = Box(0)
        let subject = RACSubject()
        let signal = RACSignal.createSignal { s in
            count.value += 1
            return subject.subscribe(s)
        }
        let first = Events<Any?, any Error>()
        let second = Events<Any?, any Error>()
        onImmediate {
            SignalProducer(signal).startWithSignal { signal, _ in
                signal.observe(first.observer)
                signal.observe(second.observer)
            }
        }
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendCompleted()
        #expect(count.value == 1)
        #expect(first.all == ["value(1)", "value(2)", "completed"])
        #expect(second.all == ["value(1)", "value(2)", "completed"])
    }

    @Test("the RAC 3/4 spellings forward to the initializers")
    @available(*, deprecated)
    func shims() {
        let count = Box(0)
        let untyped = Events<Any?, any Error>()
        let typed = Events<Int, any Error>()
        let reactiveObjC = Events<Any?, any Error>()
        onImmediate {
            countingSignal(count).toSignalProducer().start(untyped.observer)
            countingSignal(count).toSignalProducer(of: Int.self).start(typed.observer)
            bridgedSignalProducer(from: countingSignal(count)).start(reactiveObjC.observer)
        }
        #expect(untyped.all == ["value(0)", "completed"])
        #expect(typed.all == ["value(1)", "completed"])
        #expect(reactiveObjC.all == ["value(2)", "completed"])
    }

    @Test("nothing is retained after completion, failure or disposal")
    func releases() {
        for ending in ["completed", "failed", "disposed"] {
            weak var weakCapture: NSObject?
            weak var weakSubscriber: AnyObject?
            let subscriber = Box<(any RACSubscriber)?>(nil)
            let signal = RACSignal.createSignal { s in
                subscriber.value = s
                return nil
            }
            do {
                let capture = NSObject()
                weakCapture = capture
                let disposable = onImmediate {
                    SignalProducer(signal).start { event in _ = capture }
                }
                weakSubscriber = subscriber.value
                switch ending {
                case "completed": subscriber.value?.sendCompleted()
                case "failed": subscriber.value?.sendError(TestError.x)
                default: disposable.dispose()
                }
                subscriber.value = nil
            }
            #expect(weakCapture == nil, "observer kept after \(ending)")
            #expect(weakSubscriber == nil, "RAC subscriber kept after \(ending)")
        }
    }
}
