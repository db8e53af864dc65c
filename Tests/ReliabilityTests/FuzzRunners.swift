import Foundation
import RACLegacy
import Reactive
import Bridge

struct FuzzError: Swift.Error {}

// MARK: - RACLegacy

private func racChain(_ fuzzCase: FuzzCase, _ a: RACSignal, _ b: RACSignal) -> RACSignal {
    var signal: RACSignal
    switch fuzzCase.join {
    case .first: signal = a
    case .merge: signal = RACSignal.merge([a, b])
    case .combineLatest:
        signal = RACSignal.combineLatest([a, b], reduce: { (x: Any?, y: Any?) -> Any? in (x as! Int) + (y as! Int) })
    case .zip: signal = RACSignal.zip([a, b], reduce: { (x: Any?, y: Any?) -> Any? in (x as! Int) + (y as! Int) })
    case .concat: signal = a.concat(b)
    }
    for op in fuzzCase.ops {
        switch op {
        case .map(let k): signal = signal.map { ($0 as! Int) &* k &+ 1 }
        case .filter(let k): signal = signal.filter { ($0 as! Int) % k != 0 }
        case .take(let n): signal = signal.take(n)
        case .skip(let n): signal = signal.skip(n)
        case .scan: signal = signal.scanWithStart(0, reduce: { ($0 as! Int) + ($1 as! Int) })
        case .distinct: signal = signal.distinctUntilChanged()
        case .recover(let k): signal = signal.catchTo(RACSignal.return(k))
        }
    }
    return signal
}

/// Runs the script against RAC 2 subjects; `bridged` observes the chain through `SignalProducer(_:of:)` instead.
func racLegacyOutput(_ fuzzCase: FuzzCase, bridged: Bool = false) -> Output {
    let sources = [RACSubject(), RACSubject()]
    var output: Output = []
    var dispose: () -> Void = {}
    onImmediate {
        let chain = racChain(fuzzCase, sources[0], sources[1])
        if bridged {
            let disposable = SignalProducer(chain, of: Int.self).start { event in
                switch event {
                case .value(let v): output.append("\(v)")
                case .failed: output.append("error")
                case .completed: output.append("completed")
                case .interrupted: break
                }
            }
            dispose = disposable.dispose
        } else {
            let disposable = chain.subscribeNext({ output.append("\($0 as! Int)") },
                                                 error: { _ in output.append("error") },
                                                 completed: { output.append("completed") })
            dispose = disposable.dispose
        }
        for step in fuzzCase.script {
            switch step {
            case let .value(source, v): sources[source].sendNext(v)
            case .complete(let source): sources[source].sendCompleted()
            case .fail(let source): sources[source].sendError(FuzzError())
            case .dispose: dispose()
            }
        }
        // RAC 2 keeps a subscription that never ended alive (contract 1.4): a case that neither ended nor disposed
        // its run disposes it now, as a correct program must.
        dispose()
    }
    return output
}

// MARK: - Reactive

private func reactiveChain(_ fuzzCase: FuzzCase, _ a: SignalProducer<Int, FuzzError>,
                           _ b: SignalProducer<Int, FuzzError>) -> SignalProducer<Int, FuzzError> {
    var producer: SignalProducer<Int, FuzzError>
    switch fuzzCase.join {
    case .first: producer = a
    case .merge: producer = SignalProducer.merge(a, b)
    case .combineLatest: producer = a.combineLatest(with: b).map { $0 + $1 }
    case .zip: producer = a.zip(with: b).map { $0 + $1 }
    case .concat: producer = a.concat(b)
    }
    for op in fuzzCase.ops {
        switch op {
        case .map(let k): producer = producer.map { $0 &* k &+ 1 }
        case .filter(let k): producer = producer.filter { $0 % k != 0 }
        case .take(let n): producer = producer.take(first: n)
        case .skip(let n): producer = producer.skip(first: n)
        case .scan: producer = producer.scan(0, +)
        case .distinct: producer = producer.skipRepeats()
        case .recover(let k): producer = producer.flatMapError { _ in SignalProducer(value: k) }
        }
    }
    return producer
}

/// Runs the script against two pipes; `interrupted` is dropped, as the bridge rules map it.
func reactiveOutput(_ fuzzCase: FuzzCase) -> Output {
    let pipes = [Signal<Int, FuzzError>.pipe(), Signal<Int, FuzzError>.pipe()]
    var output: Output = []
    let chain = reactiveChain(fuzzCase, SignalProducer(pipes[0].output), SignalProducer(pipes[1].output))
    let disposable = chain.start { event in
        switch event {
        case .value(let v): output.append("\(v)")
        case .failed: output.append("error")
        case .completed: output.append("completed")
        case .interrupted: break
        }
    }
    for step in fuzzCase.script {
        switch step {
        case let .value(source, v): pipes[source].input.send(value: v)
        case .complete(let source): pipes[source].input.sendCompleted()
        case .fail(let source): pipes[source].input.send(error: FuzzError())
        case .dispose: disposable.dispose()
        }
    }
    disposable.dispose()
    return output
}
