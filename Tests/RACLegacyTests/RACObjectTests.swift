import Testing
import Foundation
@testable import RACLegacy

protocol ScoreServiceDelegate: AnyObject {
    func scoreUpdated(_ score: String, timeRemaining: Int)
}

final class ScoreService {
    weak var delegate: ScoreServiceDelegate?
    var running = false
    func start() { running = true }
    func stop() { running = false }
    func emit(_ score: String, _ time: Int) { if running { delegate?.scoreUpdated(score, timeRemaining: time) } }
}

/// Seed 004's helper, ported with rac_selectorInvoked.
final class ScoreHelper: RACObject, ScoreServiceDelegate {
    let rac_sentinel = RACObjectSentinel()
    let scoreService = ScoreService()
    var received: [String] = []

    init() { scoreService.delegate = self }

    func scoreUpdated(_ score: String, timeRemaining: Int) {
        rac_selectorInvoked("scoreUpdated:timeRemaining:", score, timeRemaining)
    }

    func retrieveScoreUpdates() -> RACSignal {
        let startServiceSignal = RACSignal.defer { [weak self] in
            self?.scoreService.start()
            return RACSignal.empty()
        }
        let stopServiceSignal = RACSignal.createSignal { [weak self] _ in
            RACDisposable { self?.scoreService.stop() }
        }
        let incomingScoresSignal = rac_signalForSelector("scoreUpdated:timeRemaining:")
            .reduceEach { score, time in "\(score as! String) with \(time as! Int) seconds to go" }
        return RACSignal.merge([incomingScoresSignal, startServiceSignal, stopServiceSignal])
    }

    func record(_ a: Any?, _ b: Any?) -> Any? {
        received.append("\(a!)-\(b!)")
        return nil
    }
}

@Suite("2.24 RACObject substitutes", .serialized) struct RACObjectTests {
    @Test("rac_willDeallocSignal completes at deinit without values; rac_deallocDisposable is disposed") func dealloc() {
        var helper: ScoreHelper? = ScoreHelper()
        let r = Recorder()
        let disposed = Box(false)
        onImmediate { r.record(helper!.rac_willDeallocSignal()) }
        helper!.rac_deallocDisposable.addDisposable(RACDisposable { disposed.value = true })
        let retained = helper!.rac_willDeallocSignal()
        helper = nil
        #expect(r.events == [.completed])
        #expect(disposed.value)
        let late = Recorder()
        onImmediate { late.record(retained) }
        #expect(late.events == [.completed])
    }

    @Test("rac_signalForSelector sends argument tuples for every call and completes at deinit") func selectorSignal() {
        var helper: ScoreHelper? = ScoreHelper()
        let r = Recorder()
        onImmediate { r.record(helper!.rac_signalForSelector("scoreUpdated:timeRemaining:", fromProtocol: "ScoreServiceDelegate")) }
        helper!.scoreUpdated("1-0", timeRemaining: 30)
        helper!.rac_selectorInvoked("other", 1)
        helper = nil
        #expect(r.events == [.next(RACTuplePack("1-0", 30)), .completed])
    }

    @Test("seed 004: score updates start the service lazily, take 5, deliver on main, then stop the service") func scoreSeed() {
        let helper = ScoreHelper()
        let scoreUpdateSignal = helper.retrieveScoreUpdates().take(5).deliverOnMainThread()
        #expect(!helper.scoreService.running)
        let r = Recorder()
        let onMain = Box(true)
        onImmediate {
            scoreUpdateSignal.subscribeNext({ v in
                if RACScheduler.currentScheduler() !== RACScheduler.mainThreadScheduler() { onMain.value = false }
                r.append(.next(hashable(v)))
            }, completed: { r.append(.completed) })
        }
        #expect(helper.scoreService.running)
        for i in 1...6 { helper.scoreService.emit("\(i)-0", 10 * i) }
        #expect(r.waitForTermination())
        #expect(r.events == nx("1-0 with 10 seconds to go", "2-0 with 20 seconds to go", "3-0 with 30 seconds to go",
                               "4-0 with 40 seconds to go", "5-0 with 50 seconds to go") + [.completed])
        #expect(onMain.value)
        #expect(!helper.scoreService.running)
    }

    @Test("rac_liftSelector calls after every input sent, with the latest values, once per change") func lift() {
        let helper = ScoreHelper()
        let a = RACSubject(), b = RACSubject()
        var result: RACSignal!
        onImmediate { result = helper.rac_liftSelector({ me, x, y in me.record(x, y) }, withSignals: a, b) }
        a.sendNext(1)
        #expect(helper.received.isEmpty)
        b.sendNext("x")
        a.sendNext(2)
        #expect(helper.received == ["1-x", "2-x"])
        let units = Recorder()
        onImmediate { units.record(helper.rac_liftSelector({ (_: ScoreHelper, _: Any?) -> Any? in () }, withSignals: RACSignal.return(1))) }
        #expect(units.values == [AnyHashable(RACUnit.defaultUnit())])
        let arr = Recorder()
        onImmediate {
            arr.record(helper.rac_liftSelector({ _, xs in xs.count }, withSignalsFromArray: [RACSignal.return(1), RACSignal.return(2)]))
        }
        #expect(arr.values == [2])
        let tuples = Recorder()
        onImmediate {
            tuples.record(helper.rac_liftSelector({ _, t in t.count }, withSignalOfArguments: RACSignal.return(RACTuplePack(1, 2, 3))))
        }
        #expect(tuples.values == [3])
        _ = result
    }

    @Test("rac_liftSelector overloads for 3 to 6 signals") func liftArities() {
        let helper = ScoreHelper()
        let one = RACSignal.return(1)
        var got: [AnyHashable?] = []
        onImmediate {
            got += [hashable(helper.rac_liftSelector({ _, a, b, c in (a as! Int) + (b as! Int) + (c as! Int) }, withSignals: one, one, one).first())]
            got += [hashable(helper.rac_liftSelector({ _, _, _, _, d in d }, withSignals: one, one, one, one).first())]
            got += [hashable(helper.rac_liftSelector({ _, _, _, _, _, e in e }, withSignals: one, one, one, one, one).first())]
            got += [hashable(helper.rac_liftSelector({ _, _, _, _, _, _, f in f }, withSignals: one, one, one, one, one, one).first())]
            got += [hashable(helper.rac_liftSelector({ _, a in a }, withSignals: one).first())]
        }
        #expect(got == [3, 1, 1, 1, 1])
    }

    @Test("rac_bind binds a key path to a signal (seed 002)") func racBind() {
        final class Label: RACObject {
            let rac_sentinel = RACObjectSentinel()
            var text = ""
        }
        let label = Label()
        onImmediate { label.rac_bind(\.text, to: RACSignal.return("bound")) }
        #expect(label.text == "bound")
    }
}
