import Testing
import Foundation
import Dispatch
@testable import RACLegacy

private final class Token: @unchecked Sendable { let id: Int; init(_ id: Int) { self.id = id } }
private struct Large { var a = 1, b = 2, c = 3, d = 4; var token: Token }

/// The number overloads of `sendNext`, the release of a map's results, and `+return:` subscribed with blocks.
@Suite("sending numbers, releasing mapped values, return's block subscriptions") struct PlainValueTests {
    @Test("an Int, a Bool and a Double sent to a subject arrive as the values `as Any?` makes, kept copies too")
    func numbersToSubjects() {
        onImmediate {
            let subject = RACReplaySubject()
            var seen: [Any?] = []
            subject.subscribeNext { seen.append($0) }
            subject.sendNext(7)
            subject.sendNext(true)
            subject.sendNext(2.5)
            subject.sendNext(-1)
            subject.sendCompleted()
            #expect(seen.count == 4)
            #expect(seen[0] as? Int == 7 && racValue(seen[0], as: Int.self) == 7 && RACEqual(seen[0], 7 as Any?))
            #expect(seen[1] as? Bool == true && seen[1] as? Int == nil && racValue(seen[1], as: Bool.self))
            #expect(seen[2] as? Double == 2.5 && String(describing: seen[2]!) == "2.5")
            #expect(seen[3] as? Int == -1 && hashable(seen[3]) == AnyHashable(-1))
            // The replay subject stored copies of the same values.
            let late = Recorder()
            late.record(subject)
            #expect(late.events == nx(7, true, 2.5, -1) + [.completed])
        }
    }

    @Test("numbers sent to a createSignal subscriber and to a block subscriber arrive unchanged")
    func numbersToSubscribers() {
        onImmediate {
            let r = Recorder()
            r.record(RACSignal.createSignal { subscriber in
                subscriber.sendNext(1)
                subscriber.sendNext(false)
                subscriber.sendNext(0.25)
                subscriber.sendCompleted()
                return nil
            }.map { value in [value as Any] })
            #expect(r.events.count == 4 && r.events.last == .completed)
            var received: [Any?] = []
            let block = RACBlockSubscriber(next: { received.append($0) }, error: nil, completed: nil)
            block.sendNext(Int.max)
            block.sendNext(Double.infinity)
            #expect(received.count == 2 && received[0] as? Int == Int.max && received[1] as? Double == .infinity)
        }
    }

    @Test("an optional number still goes through sendNext(Any?): a nil Int? is a nil value, a 4 is 4")
    func optionalNumbers() {
        onImmediate {
            let subject = RACSubject()
            let r = Recorder()
            r.record(subject)
            let none: Int? = nil, some: Int? = 4, flag: Bool? = nil
            subject.sendNext(none)
            subject.sendNext(some)
            subject.sendNext(flag)
            subject.sendCompleted()
            #expect(r.events == nx(nil, 4, nil) + [.completed])
        }
    }

    @Test("a map's results are released once delivered: objects, strings, large structs, numbers and nil")
    func mappedValuesReleased() {
        onImmediate {
            let subject = RACSubject()
            weak var lastToken: Token?
            weak var lastInLarge: Token?
            var delivered: [String] = []
            subject.map { value -> Any? in
                switch value as! Int {
                case 0: let token = Token(0); lastToken = token; return token
                case 1: return String(repeating: "long string ", count: 4)
                case 2: let token = Token(2); lastInLarge = token; return Large(token: token)
                case 3: return 3
                default: return nil
                }
            }
            .filter { _ in true }
            .map { value -> Any? in value }
            .subscribeNext { value in
                switch value {
                case let token as Token: delivered.append("token \(token.id)")
                case let text as String: delivered.append("\(text.count) characters")
                case let large as Large: delivered.append("large \(large.a + large.d) \(large.token.id)")
                case let number as Int: delivered.append("int \(number)")
                default: delivered.append("nil")
                }
            }
            subject.sendNext(0)
            #expect(lastToken == nil)
            subject.sendNext(1)
            subject.sendNext(2)
            #expect(lastInLarge == nil)
            subject.sendNext(3)
            subject.sendNext(4)
            #expect(delivered == ["token 0", "48 characters", "large 5 2", "int 3", "nil"])
        }
    }

    @Test("return subscribed with a value block from a thread with no current scheduler delivers later")
    func returnDeferred() {
        let received = Box<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        let subscribed = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            RACSignal.return(5).subscribeNext { value in
                // Not before subscribeNext returned.
                subscribed.wait()
                received.mutate { $0.append(value as! Int) }
                done.signal()
            }
            subscribed.signal()
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(received.value == [5])
    }

    @Test("return subscribed from a thread with no current scheduler, disposed at once, sends nothing")
    func returnDeferredDisposed() {
        let received = Box<[Int]>([])
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let gate = DispatchSemaphore(value: 0)
            // The subscription scheduler is serial: a blocked block ahead keeps return's send queued.
            RACScheduler.subscriptionScheduler().schedule { gate.wait() }
            RACSignal.return(5).subscribeNext { value in received.mutate { $0.append(value as! Int) } }.dispose()
            gate.signal()
            RACScheduler.subscriptionScheduler().schedule { finished.signal() }
        }
        #expect(finished.wait(timeout: .now() + 5) == .success)
        #expect(received.value.isEmpty)
    }

    @Test("each return is a signal of its own, named apart, with its value for every subscriber")
    func returnIdentity() {
        onImmediate {
            let a = RACSignal.return(1), b = RACSignal.return(1)
            #expect(a !== b)
            a.setNameWithFormat("first")
            #expect(a.name == "first" && b.name == "")
            var values: [Int] = []
            a.subscribeNext { values.append($0 as! Int) }
            a.subscribeNext { values.append(($0 as! Int) + 10) }
            #expect(values == [1, 11])
        }
    }
}
