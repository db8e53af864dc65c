import Testing
@testable import Reactive

/// ReactiveSwift's lift ties the operator's output to the run: disposing the run lets go of an output that does not
/// end with its input, which is then disposed (SignalProducerSpec, "should interrupt all intermediate signals when
/// the upstream is terminated", unary and both binary forms).
@Suite("2.6 lift disposes the operator's output with the run")
struct LiftDisposalTests {
    final class Flag: @unchecked Sendable { var isSet = false }

    @Test("unary lift: an output that never ends is disposed when the run is disposed")
    func unary() {
        let disposed = Flag()
        var events: [Signal<Int, Never>.Event] = []
        let run = SignalProducer<Int, Never>.empty
            .lift { _ in Signal<Int, Never>.never.on(disposed: { disposed.isSet = true }) }
            .start { events.append($0) }
        #expect(events.isEmpty)
        #expect(disposed.isSet == false)
        run.dispose()
        #expect(events == [.interrupted])
        #expect(disposed.isSet == true)
    }

    func binaryTransform(_ disposed: Flag) -> (Signal<Int, Never>) -> (Signal<Int, Never>) -> Signal<Int, Never> {
        { _ in { _ in Signal<Int, Never>.never.on(disposed: { disposed.isSet = true }) } }
    }

    @Test("left-associative binary lift: the output is disposed with the run")
    func left() {
        let disposed = Flag()
        var events: [Signal<Int, Never>.Event] = []
        let run = SignalProducer<Int, Never>.empty.liftLeft(binaryTransform(disposed))(.empty).start { events.append($0) }
        #expect(events.isEmpty)
        #expect(disposed.isSet == false)
        run.dispose()
        #expect(events == [.interrupted])
        #expect(disposed.isSet == true)
    }

    @Test("right-associative binary lift: the output is disposed with the run")
    func right() {
        let disposed = Flag()
        var events: [Signal<Int, Never>.Event] = []
        let run = SignalProducer<Int, Never>.empty.liftRight(binaryTransform(disposed))(.empty).start { events.append($0) }
        #expect(events.isEmpty)
        #expect(disposed.isSet == false)
        run.dispose()
        #expect(events == [.interrupted])
        #expect(disposed.isSet == true)
    }

    @Test("public binary lift: the output is disposed with the run")
    func publicBinary() {
        let disposed = Flag()
        var events: [Signal<Int, Never>.Event] = []
        let run = SignalProducer<Int, Never>.empty.lift(binaryTransform(disposed))(.empty).start { events.append($0) }
        run.dispose()
        #expect(events == [.interrupted])
        #expect(disposed.isSet == true)
    }

    @Test("an output that ends with its input still ends the run normally")
    func derivedOutput() {
        var events: [Signal<Int, Never>.Event] = []
        SignalProducer<Int, Never>(values: 1, 2).lift { $0.map { $0 * 10 } }.start { events.append($0) }
        #expect(events == [.value(10), .value(20), .completed])
    }
}
