import Testing
import Foundation
import Dispatch
@testable import RACLegacy

private class Animal { let name: String; init(_ name: String) { self.name = name } }
private final class Dog: Animal {}
private final class Token { let id: Int; init(_ id: Int) { self.id = id } }

/// What combineLatest puts into its tuples and how a tuple's elements and a typed read of an object come out.
@Suite("combineLatest elements, tuple element reads and typed reads of objects") struct CombineLatestElementTests {
    @Test("combineLatestWith stores nil, boxed optionals and nested optionals as nil, and objects as themselves")
    func pairElements() {
        onImmediate {
            let a = RACSubject(), b = RACSubject()
            var tuples: [RACTuple] = []
            a.combineLatestWith(b).subscribeNext { tuples.append($0 as! RACTuple) }
            let token = Token(7)
            a.sendNext(Optional<Optional<Int>>.some(nil) as Any)
            b.sendNext(token)
            a.sendNext(Optional<Int>.some(3) as Any)
            b.sendNext(nil)
            a.sendNext(Optional<Optional<String>>.some("s") as Any)
            #expect(tuples.count == 4)
            #expect(tuples[0].first == nil && (tuples[0].second as? Token) === token)
            #expect(tuples[0][0] == nil && tuples[0].objectAtIndex(1) as? Token === token)
            #expect(tuples[1] == RACTuplePack(3, token))
            #expect(tuples[2] == RACTuplePack(3, nil) && tuples[2].second == nil)
            #expect(tuples[3] == RACTuplePack("s", nil) && tuples[3].first as? String == "s")
            // A tuple kept by the subscriber keeps its values while later ones are sent.
            #expect(tuples[1].first as? Int == 3 && (tuples[1].second as? Token)?.id == 7)
        }
    }

    @Test("a tuple element reads as nil only for the placeholder, also when it is boxed in an AnyHashable")
    func elementReads() {
        let token = Token(2)
        let tuple = RACTuple(storage: [RACTupleNil.tupleNil(), AnyHashable(RACTupleNil.tupleNil()), AnyHashable(5),
                                       token, 3.5, Optional<Int>.none as Any, "s"])
        #expect(tuple.first == nil && tuple[1] == nil)
        #expect(tuple[2] as? AnyHashable == AnyHashable(5))
        #expect(tuple[3] as? Token === token && tuple[4] as? Double == 3.5)
        // Stored optionals are flattened before they reach a tuple; one stored anyway is an element, not nil.
        #expect(tuple[5] != nil)
        #expect(tuple.last as? String == "s" && tuple[7] == nil && tuple[-1] == nil)
    }

    @Test("combineLatest of three sends each tuple once all sent, in argument order, nils as nil, then completes")
    func arrayElements() {
        onImmediate {
            let a = RACSubject(), b = RACSubject(), c = RACSubject()
            let r = Recorder()
            r.record(RACSignal.combineLatest([a, b, c]))
            a.sendNext(1); b.sendNext(Optional<Int>.none as Any); a.sendNext(2); c.sendNext("c")
            b.sendNext(Optional<Int>.some(5) as Any)
            a.sendCompleted(); b.sendCompleted()
            #expect(!r.events.contains(.completed))
            c.sendCompleted()
            #expect(r.events == [.next(RACTuplePack(2, nil, "c")), .next(RACTuplePack(2, 5, "c")), .completed])
        }
    }

    @Test("combineLatestWith forwards an error at once and disposing it releases both inputs' subscriptions")
    func errorAndDisposal() {
        onImmediate {
            let a = RACSubject(), b = RACSubject()
            let r = Recorder()
            r.record(a.combineLatestWith(b))
            a.sendNext(1); b.sendNext(2); a.sendError(NSError(domain: "t", code: 3)); b.sendNext(4)
            #expect(r.events == [.next(RACTuplePack(1, 2)), .error("t:3")])

            weak var weakToken: Token?
            let c = RACSubject(), d = RACSubject()
            var seen = 0
            let disposable: RACDisposable = {
                let token = Token(1)
                weakToken = token
                return c.combineLatestWith(d).subscribeNext { _ in seen += token.id }
            }()
            c.sendNext(1); d.sendNext(2)
            disposable.dispose()
            c.sendNext(3)
            #expect(seen == 1)
            #expect(weakToken == nil)
        }
    }

    @Test("values sent into both inputs from two threads arrive one at a time, each a tuple of sent values")
    func concurrentInputs() {
        let a = RACSubject(), b = RACSubject()
        let delivering = Box(false)
        let overlapped = Box(false)
        let count = Box(0)
        let done = DispatchSemaphore(value: 0)
        onImmediate {
            a.combineLatestWith(b).subscribeNext({ value in
                if delivering.value { overlapped.value = true }
                delivering.value = true
                let tuple = value as! RACTuple
                if !(tuple.first is Int) || !(tuple.second is Int) { overlapped.value = true }
                count.mutate { $0 += 1 }
                delivering.value = false
            }, completed: { done.signal() })
        }
        a.sendNext(0); b.sendNext(0)
        let group = DispatchGroup()
        for subject in [a, b] {
            DispatchQueue.global().async(group: group) {
                for i in 1...2_000 { subject.sendNext(i) }
                subject.sendCompleted()
            }
        }
        #expect(group.wait(timeout: .now() + 20) == .success)
        #expect(done.wait(timeout: .now() + 20) == .success)
        #expect(!overlapped.value)
        #expect(count.value == 4_001)
    }

    @Test("a typed read of an object returns it when stored as its class; a subclass or another type takes the cast")
    func typedObjectRead() {
        let token = Token(4)
        #expect(racValue(token as Any?, as: Token.self) === token)
        #expect(exactlyStored(token as Any?, as: Token.self) === token)
        #expect(exactlyStored(nil, as: Token.self) == nil)
        #expect(exactlyStored(5 as Any?, as: Token.self) == nil)
        let dog = Dog("rex")
        // An instance of a subclass is read by the cast, with the same result.
        #expect(exactlyStored(dog as Any?, as: Animal.self) == nil)
        #expect(racValue(dog as Any?, as: Animal.self) === dog)
        // Stored as its superclass: the fast read applies to that class, the cast to the subclass.
        let animal: Animal = dog
        #expect(exactlyStored(animal as Any?, as: Animal.self) === dog)
        #expect(racValue(animal as Any?, as: Dog.self) === dog)
        #expect(exactlyStored("text" as Any?, as: String.self) == "text")
        #expect(exactlyStored("text" as Any?, as: Substring.self) == nil)
        let tuple = RACTuplePack(1, nil)
        #expect(racValue(tuple as Any?, as: RACTuple.self) === tuple)
        onImmediate {
            let subject = RACSubject()
            var names: [String] = []
            subject.subscribeNext(as: Animal.self) { names.append($0.name) }
            subject.sendNext(Animal("a"))
            subject.sendNext(dog)
            #expect(names == ["a", "rex"])
        }
    }

    @Test("inputs sent from the subscriber's block are combined after the tuple being delivered, in order, never recursively")
    func reentrantInputs() {
        onImmediate {
            let a = RACSubject(), b = RACSubject()
            var tuples: [RACTuple] = []
            var depth = 0, deepest = 0
            a.combineLatestWith(b).subscribeNext { value in
                depth += 1
                deepest = max(deepest, depth)
                tuples.append(value as! RACTuple)
                if tuples.count == 1 {
                    b.sendNext(3)
                    a.sendNext(4)
                    #expect(tuples.count == 1)
                }
                depth -= 1
            }
            a.sendNext(1)
            b.sendNext(2)
            #expect(tuples == [RACTuplePack(1, 2), RACTuplePack(4, 2), RACTuplePack(4, 3)])
            #expect(deepest == 1)
        }
    }

    @Test("an input's completion and error sent from the subscriber's block wait their turn; nothing follows the error")
    func reentrantTermination() {
        onImmediate {
            let a = RACSubject(), b = RACSubject()
            let r = Recorder()
            var sent = false
            a.combineLatestWith(b).subscribeNext({ value in
                r.append(.next(hashable(value)))
                if !sent {
                    sent = true
                    a.sendCompleted()
                    b.sendNext(5)
                    b.sendError(NSError(domain: "t", code: 9))
                    b.sendNext(6)
                }
            }, error: { r.append(.error(errorKey($0))) }, completed: { r.append(.completed) })
            a.sendNext(1)
            b.sendNext(2)
            a.sendNext(7)
            #expect(r.events == [.next(RACTuplePack(1, 2)), .next(RACTuplePack(1, 5)), .error("t:9")])
        }
    }

    @Test("disposing from the subscriber's block drops the inputs queued behind the tuple being delivered")
    func disposeWhileDelivering() {
        onImmediate {
            let a = RACSubject(), b = RACSubject()
            var tuples: [RACTuple] = []
            var disposable: RACDisposable?
            disposable = a.combineLatestWith(b).subscribeNext { value in
                tuples.append(value as! RACTuple)
                a.sendNext(3)
                disposable?.dispose()
            }
            a.sendNext(1)
            b.sendNext(2)
            b.sendNext(4)
            #expect(tuples == [RACTuplePack(1, 2)])
        }
    }
}
