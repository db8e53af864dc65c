import Dispatch
import Foundation
import Testing
@testable import RACLegacy

/// Maps and filters in a row share one subscription to their source; these pin that nothing a user can see changes.
@Suite("RACSignal map/filter runs")
struct FusedStepsTests {
    @Test("map → filter → map → filter delivers exactly what the operators one by one would, then completes")
    func chainEvents() {
        onImmediate {
            let subject = RACSubject()
            let recorder = Recorder()
            recorder.record(subject.map { ($0 as! Int) * 3 }.filter { ($0 as! Int) % 2 == 0 }
                .map { "v\($0 as! Int)" }.filter { ($0 as! String) != "v6" })
            for value in 1...5 { subject.sendNext(value) }
            subject.sendCompleted()
            #expect(recorder.events == [.next("v12"), .completed])
        }
    }

    @Test("a filter ahead of the first map, and a run made only of filters")
    func filtersFirst() {
        onImmediate {
            let subject = RACSubject()
            let mixed = Recorder()
            let onlyFilters = Recorder()
            mixed.record(subject.filter { ($0 as! Int) > 1 }.map { ($0 as! Int) * 10 }.filter { ($0 as! Int) < 40 })
            onlyFilters.record(subject.filter { ($0 as! Int) > 1 }.filter { ($0 as! Int) != 3 })
            for value in 1...4 { subject.sendNext(value) }
            subject.sendError(NSError(domain: "t", code: 1))
            #expect(mixed.events == [.next(20), .next(30), .error("t:1")])
            #expect(onlyFilters.events == [.next(2), .next(4), .error("t:1")])
        }
    }

    @Test("every operator of a run is its own signal: branching from the middle subscribes the source again")
    func branching() {
        onImmediate {
            var subscriptions = 0
            let source = RACSignal.createSignal { subscriber in
                subscriptions += 1
                subscriber.sendNext(1)
                subscriber.sendNext(2)
                subscriber.sendCompleted()
                return nil
            }
            let doubled = source.map { ($0 as! Int) * 2 }
            let plusOne = doubled.map { ($0 as! Int) + 1 }
            let big = doubled.filter { ($0 as! Int) > 2 }
            let first = Recorder()
            let second = Recorder()
            let third = Recorder()
            first.record(plusOne)
            second.record(big)
            third.record(doubled)
            #expect(first.events == [.next(3), .next(5), .completed])
            #expect(second.events == [.next(4), .completed])
            #expect(third.events == [.next(2), .next(4), .completed])
            #expect(subscriptions == 3)
        }
    }

    @Test("disposing from inside a step stops the value before the next step, as the operator in between did")
    func disposalBetweenSteps() {
        onImmediate {
            let subject = RACSubject()
            var laterSteps: [Int] = []
            var received: [Int] = []
            var disposable: RACDisposable?
            disposable = subject
                .map { value -> Any? in
                    if value as! Int == 2 { disposable?.dispose() }
                    return value
                }
                .map { value -> Any? in
                    laterSteps.append(value as! Int)
                    return value
                }
                .subscribeNext { received.append($0 as! Int) }
            for value in 1...3 { subject.sendNext(value) }
            #expect(laterSteps == [1])
            #expect(received == [1])
        }
    }

    @Test("a map's result is released once delivered, filtered out or stopped by disposal; nil results pass through")
    func mapResultsReleased() {
        final class Item {
            let value: Int
            init(_ value: Int) { self.value = value }
        }
        onImmediate {
            let subject = RACSubject()
            var made: [Weak] = []
            var received: [Int?] = []
            var disposable: RACDisposable?
            // A single map (its own path), then a map → filter → map run.
            let single = subject.map { value -> Any? in
                let item = Item(value as! Int)
                made.append(Weak(item))
                return item
            }
            var singleReceived: [Int] = []
            let singleDisposable = single.subscribeNext { singleReceived.append(($0 as! Item).value) }
            disposable = subject
                .map { value -> Any? in
                    let number = value as! Int
                    if number == 4 { disposable?.dispose() }
                    if number == 3 { return nil }
                    let item = Item(number)
                    made.append(Weak(item))
                    return item
                }
                .filter { $0 == nil || ($0 as! Item).value != 2 }
                .map { value -> Any? in
                    guard let item = value as? Item else { return nil }
                    let doubled = Item(item.value * 2)
                    made.append(Weak(doubled))
                    return doubled
                }
                .subscribeNext { received.append(($0 as? Item)?.value) }
            for value in 1...5 { subject.sendNext(value) }
            singleDisposable.dispose()
            #expect(singleReceived == [1, 2, 3, 4, 5])
            #expect(received == [2, nil])
            #expect(made.count == 5 + 4)
            #expect(made.allSatisfy { $0.object == nil })
        }
    }

    @Test("a run of 20,000 maps delivers and is released with a flat stack (one operator per stack level overflowed 512 KiB)")
    func deepRunFlatStack() async {
        await #expect(processExitsWith: .success) {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread { onImmediate {
                let subject = RACSubject()
                var signal: RACSignal? = subject
                for _ in 0..<20_000 { signal = signal!.map { ($0 as! Int) + 1 } }
                var values: [Int] = []
                var completed = false
                signal!.subscribeNext({ values.append($0 as! Int) }, completed: { completed = true })
                // Letting go of the run releases its 20,000 operators on this thread too.
                signal = nil
                subject.sendNext(0)
                subject.sendNext(5)
                subject.sendCompleted()
                precondition(values == [20_000, 20_005] && completed)
                done.signal()
            } }
            thread.stackSize = 512 * 1024
            thread.start()
            precondition(done.wait(timeout: .now() + 60) == .success)
        }
    }

    @Test("each operator of a run keeps its own debug name, derived from the signal it was applied to")
    func names() async {
        await #expect(processExitsWith: .success) {
            setenv("RAC_DEBUG_SIGNAL_NAMES", "1", 1)
            let subject = RACSubject()
            subject.setNameWithFormat("s")
            let mapped = subject.map { $0 }
            let filtered = mapped.filter { _ in true }
            precondition(mapped.name == "[s] -map:")
            precondition(filtered.name == "[[s] -map:] -filter:")
        }
    }
}

/// A weak reference to an object made inside a test.
private struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
