import Testing
import Foundation
@testable import RACLegacy

@Suite("2.16 RACMulticastConnection") struct MulticastTests {
    @Test("connect subscribes once, returns the same disposable, and does not resubscribe after disposal") func connect() {
        onImmediate {
            let subscriptions = Box(0)
            let source = RACSignal.createSignal { s in
                subscriptions.mutate { $0 += 1 }
                return nil
            }
            let connection = source.publish()
            let r = Recorder()
            r.record(connection.signal)
            #expect(subscriptions.value == 0)
            let d1 = connection.connect()
            let d2 = connection.connect()
            #expect(d1 === d2)
            #expect(subscriptions.value == 1)
            d1.dispose()
            connection.connect()
            #expect(subscriptions.value == 1)
        }
    }

    @Test("autoconnect connects on the first subscriber, disposes at zero, never reconnects") func autoconnect() {
        onImmediate {
            let subscriptions = Box(0)
            let disposed = Box(0)
            let subject = RACSubject()
            let source = RACSignal.createSignal { s in
                subscriptions.mutate { $0 += 1 }
                subject.subscribe(s)
                return RACDisposable { disposed.mutate { $0 += 1 } }
            }
            let auto = source.publish().autoconnect()
            #expect(subscriptions.value == 0)
            let a = Recorder(), b = Recorder()
            let da = a.record(auto)
            let db = b.record(auto)
            #expect(subscriptions.value == 1)
            subject.sendNext(1)
            da.dispose()
            #expect(disposed.value == 0)
            db.dispose()
            #expect(disposed.value == 1)
            let c = Recorder()
            c.record(auto)
            subject.sendNext(2)
            #expect(subscriptions.value == 1)
            #expect(a.values == [1] && b.values == [1] && c.values.isEmpty)
        }
    }

    @Test("side effects run per subscription unless multicast") func multicastSharesEffects() {
        onImmediate {
            let count = Box(0)
            let cold = RACSignal.createSignal { s in
                count.mutate { $0 += 1 }
                s.sendNext(count.value)
                s.sendCompleted()
                return nil
            }
            cold.subscribeNext { _ in }
            cold.subscribeNext { _ in }
            #expect(count.value == 2)
            let connection = cold.multicast(RACReplaySubject())
            let a = Recorder(), b = Recorder()
            a.record(connection.signal)
            b.record(connection.signal)
            connection.connect()
            #expect(count.value == 3)
            #expect(a.events == nx(3) + [.completed] && b.events == a.events)
        }
    }

    @Test("replay subscribes immediately; replayLast keeps the latest; replayLazily subscribes once, at first use") func replays() {
        onImmediate {
            let count = Box(0)
            let subject = RACSubject()
            let source = RACSignal.createSignal { s in
                count.mutate { $0 += 1 }
                subject.subscribe(s)
                return nil
            }
            let replayed = source.replay()
            #expect(count.value == 1)
            subject.sendNext(1); subject.sendNext(2)
            let r = Recorder()
            r.record(replayed)
            #expect(r.values == [1, 2])
            let last = source.replayLast()
            #expect(count.value == 2)
            subject.sendNext(3)
            let l = Recorder()
            l.record(last)
            #expect(l.values == [3])
            let lazy = source.replayLazily()
            #expect(count.value == 2)
            let x = Recorder()
            let dx = x.record(lazy)
            #expect(count.value == 3)
            subject.sendNext(4)
            dx.dispose()
            subject.sendNext(5)
            let y = Recorder()
            y.record(lazy)
            #expect(count.value == 3)
            #expect(y.values == [4, 5])
        }
    }
}
