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
        // A nil member is a member: removing it returns it wrapped, and only once.
        var optionals = Bag<Int?>([0, 1])
        let none = optionals.insert(nil)
        optionals.insert(3)
        #expect(optionals.remove(using: none) == .some(nil))
        #expect(optionals.remove(using: none) == nil)
        #expect(Array(optionals) == [0, 1, 3] && optionals[2] == 3)
    }

    @Test("Bag matches an array model through 20,000 mixed inserts and removals in any order")
    func bagAgainstModel() {
        var bag = Bag<Int>()
        var model: [(token: Bag<Int>.Token, value: Int)] = []
        var removedTokens: [Bag<Int>.Token] = []
        var random: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        var mismatches = 0
        for step in 0..<20_000 {
            // Phases of growth and shrinking, so that the bag crosses the scan limit in both directions with holes.
            let growing = (step / 500) % 2 == 0
            switch next(10) {
            case 0..<(growing ? 6 : 3):
                model.append((bag.insert(step), step))
            case 3..<9 where !model.isEmpty:
                // Mostly from the middle; sometimes the first or the last member.
                let kind = next(4)
                let position = kind == 0 ? 0 : kind == 1 ? model.count - 1 : next(model.count)
                let removed = model.remove(at: position)
                if bag.remove(using: removed.token) != removed.value { mismatches += 1 }
                removedTokens.append(removed.token)
            default:
                if let token = removedTokens.randomElement(), bag.remove(using: token) != nil { mismatches += 1 }
            }
            if bag.count != model.count || !bag.elementsEqual(model.map(\.value))
                || !bag.indices.allSatisfy({ bag[$0] == model[$0].value }) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
        #expect(Array(bag[1...].prefix(3)) == Array(model.dropFirst().prefix(3).map(\.value)))
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
