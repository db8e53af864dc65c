import Foundation
import Testing
@testable import Reactive

@Suite("2.14 Atomic, Bag, OptionalProtocol")
struct SupportTests {
    @Test("Atomic modify, swap and withValue are serialized")
    func atomic() {
        let atomic = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 { atomic.modify { $0 += 1 } }
        }
        #expect(atomic.value == 40_000)
        #expect(atomic.swap(5) == 40_000)
        #expect(atomic.withValue { $0 * 2 } == 10)
    }

    @Test("Bag keeps insertion order and removes exactly the token's element")
    func bag() {
        var bag = Bag<String>()
        let a = bag.insert("a")
        bag.insert("b")
        let c = bag.insert("c")
        #expect(Array(bag) == ["a", "b", "c"])
        #expect(bag.remove(using: a) == "a")
        #expect(bag.remove(using: a) == nil)
        bag.insert("d")
        #expect(bag.remove(using: c) == "c")
        #expect(Array(bag) == ["b", "d"])
        #expect(bag.count == 2 && bag[0] == "b")
        #expect(Array(Bag([1, 2, 3])) == [1, 2, 3])
    }

    @Test("OptionalProtocol reconstructs optionals")
    func optionalProtocol() {
        #expect(Int?(reconstructing: 3) == 3)
        #expect(Int?(reconstructing: nil) == nil)
        #expect(Optional(4).optional == 4)
    }
}

@Suite("2.16 Sendable conformances")
struct SendableTests {
    func requireSendable<T: Sendable>(_: T.Type) {}

    @Test("core types are Sendable so they can cross threads in Swift 6 mode")
    func sendable() {
        requireSendable(Signal<Int, Never>.self)
        requireSendable(Signal<Int, Never>.Observer.self)
        requireSendable(SignalProducer<Int, Never>.self)
        requireSendable(Lifetime.self)
        requireSendable(Lifetime.Token.self)
        requireSendable(AnyDisposable.self)
        requireSendable(CompositeDisposable.self)
        requireSendable(SerialDisposable.self)
        requireSendable(ScopedDisposable<AnyDisposable>.self)
        requireSendable(ImmediateScheduler.self)
        requireSendable(UIScheduler.self)
        requireSendable(QueueScheduler.self)
        requireSendable(TestScheduler.self)
        requireSendable(Atomic<Int>.self)
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = signal.record()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            input.send(value: 1)
            done.signal()
        }
        _ = done.wait(timeout: .now() + 5)
        #expect(recorder.values == [1])
    }
}

@Suite("Memory: release after termination or disposal")
struct MemoryTests {
    final class Token {}

    @Test("a started producer chain releases its observers and upstream state after completion")
    func producerReleases() {
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            SignalProducer<Int, Never>(values: 1, 2).map { value -> Int in _ = token; return value }.filter { _ in true }.start()
        }
        #expect(weakToken == nil)
    }

    @Test("disposing an endless producer releases the operator closures")
    func disposalReleases() {
        weak var weakToken: Token?
        var disposable: (any Disposable)?
        do {
            let token = Token()
            weakToken = token
            disposable = SignalProducer<Int, Never>.never.map { value -> Int in _ = token; return value }.start()
        }
        #expect(weakToken != nil)
        disposable?.dispose()
        #expect(weakToken == nil)
    }

    @Test("an operator signal releases its closure when its source terminates")
    func signalOperatorReleases() {
        weak var weakToken: Token?
        let (signal, input) = Signal<Int, Never>.pipe()
        do {
            let token = Token()
            weakToken = token
            signal.map { value -> Int in _ = token; return value }.observeValues { _ in }
        }
        #expect(weakToken != nil)
        input.sendCompleted()
        #expect(weakToken == nil)
    }
}
