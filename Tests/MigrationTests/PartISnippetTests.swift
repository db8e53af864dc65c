// The ```swift blocks of MIGRATION.md Part I, pasted verbatim (DriftTests checks the copies).
import Foundation
import Observation
import Testing
import RACLegacy
import Reactive
import Bridge

@Test("MIGRATION 1a Selectors become method calls (RACLegacy)") func m1a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        RACSignal.createSignal { subscriber in
            for n in 1...4 { subscriber.sendNext(n) }
            subscriber.sendCompleted()
            return nil
        }
        .filter { ($0 as! Int) % 2 == 0 }
        .map { ($0 as! Int) * 10 }
        .subscribeNext({ print($0 ?? "nil") }, error: { _ in print("error") }, completed: { print("done") })
    }
    #expect(lines.all == ["20", "40", "done"])
}

@Test("MIGRATION 1b Selectors become method calls (Reactive)") func m1b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        SignalProducer<Int, Never>(values: 1, 2, 3, 4)
            .filter { $0 % 2 == 0 }
            .map { $0 * 10 }
            .start(Signal.Observer(value: { print($0) }, completed: { print("done") }))
    }
    #expect(lines.all == ["20", "40", "done"])
}

@Test("MIGRATION 2a Types at the boundary: id, NSError *, BOOL, nil, tuples, reduce blocks (RACLegacy)") func m2a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let name = RACSignal.return("Ann")
        let count = RACSignal.return(3)
        RACSignal.combineLatest([name, count], reduce: { (x: Any?, y: Any?) -> Any? in
            "\(x as! String) has \(y as! Int)"
        }).subscribeNext { print($0 ?? "nil") }
        RACSignal.combineLatest([name, count]).subscribeNext { value in
            let (x, y) = RACTupleUnpack(value as! RACTuple)
            print("\(x as! String) has \(y as! Int)")
        }
    }
    #expect(lines.all == ["Ann has 3", "Ann has 3"])
}

@Test("MIGRATION 2b Types at the boundary: id, NSError *, BOOL, nil, tuples, reduce blocks (Reactive)") func m2b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let pair = SignalProducer.combineLatest(SignalProducer(value: "Ann"), SignalProducer(value: 3))
        pair.map { "\($0.0) has \($0.1)" }.startWithValues { print($0) }
        pair.startWithValues { name, count in print("\(name) has \(count)") }
    }
    #expect(lines.all == ["Ann has 3", "Ann has 3"])
}

@Test("MIGRATION 3a @weakify / @strongify become capture lists (RACLegacy)") func m3a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        final class Counter {
            var count = 0
            init(ticks: RACSubject, report: @escaping (Int) -> Void) {
                ticks.subscribeNext { [weak self] _ in
                    guard let self else { return }
                    self.count += 1
                    report(self.count)
                }
            }
        }
        let ticks = RACSubject()
        var counter: Counter? = Counter(ticks: ticks, report: { print("count \($0)") })
        weak let probe = counter
        ticks.sendNext(nil)
        counter = nil
        print("released: \(probe == nil)")
        ticks.sendNext(nil)
    }
    #expect(lines.all == ["count 1", "released: true"])
}

@Test("MIGRATION 3b @weakify / @strongify become capture lists (Reactive)") func m3b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        final class Counter {
            var count = 0
            init(ticks: Signal<Void, Never>, report: @escaping (Int) -> Void) {
                ticks.observeValues { [weak self] _ in
                    guard let self else { return }
                    self.count += 1
                    report(self.count)
                }
            }
        }
        let (ticks, tick) = Signal<Void, Never>.pipe()
        var counter: Counter? = Counter(ticks: ticks, report: { print("count \($0)") })
        weak let probe = counter
        tick.send(value: ())
        counter = nil
        print("released: \(probe == nil)")
        tick.send(value: ())
    }
    #expect(lines.all == ["count 1", "released: true"])
}

@Test("MIGRATION 3c @weakify / @strongify become capture lists (Reactive, take(during:))") func m3c() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        final class Screen {
            let lifetime: Lifetime
            private let token: Lifetime.Token
            init() { (lifetime, token) = Lifetime.make() }
        }
        let (ticks, tick) = Signal<Void, Never>.pipe()
        var screen: Screen? = Screen()
        weak let probe = screen
        var count = 0
        ticks.take(during: screen!.lifetime).observe(Signal.Observer(
            value: { count += 1; print("count \(count)") },
            completed: { print("observation ended") }))
        tick.send(value: ())
        screen = nil
        print("released: \(probe == nil)")
        tick.send(value: ())
    }
    #expect(lines.all == ["count 1", "observation ended", "released: true"])
}

// MIGRATION 4a-types: a file-level declaration, used by a later snippet.
@Observable final class Person { var name = "Ann" }
final class Badge { var text = "" }

@Test("MIGRATION 4a RACObserve, RAC() and RACChannelTo on Linux (RACLegacy)") func m4a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let person = Person()
        let badge = Badge()
        RACObserve(person, \.name).subscribeNext { print($0 ?? "nil") }
        RAC[badge, \.text] = RACObserve(person, \.name)
        person.name = "Bob"
        print("bound: \(badge.text)")
    }
    #expect(lines.all == ["Ann", "Bob", "bound: Bob"])
}

@Test("MIGRATION 4b RACObserve, RAC() and RACChannelTo on Linux (Reactive)") func m4b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let name = MutableProperty("Ann")
        name.producer.startWithValues { print($0) }
        name.value = "Bob"
        let badge = MutableProperty("")
        badge <~ name
        print("bound: \(badge.value)")
    }
    #expect(lines.all == ["Ann", "Bob", "bound: Bob"])
}

// MIGRATION 4c-types: a file-level declaration, used by a later snippet.
final class Account: Observable {
    @RACObservable var username = "guest"
    @RACObservable var avatarURL: String? = nil
}

@Test("MIGRATION 4c RACObserve, RAC() and RACChannelTo on Linux (RACLegacy, @RACObservable)") func m4c() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        let account = Account()
        RACObserve(account, \.username).subscribeNext { print("username: \($0 ?? "nil")") }
        RAC[account, \.avatarURL] = RACObserve(account, \.username).map { "https://avatars.example/\($0 as! String)" }
        account.username = "ann"
        print("avatar: \(account.avatarURL ?? "nil")")
        account.username = "ann"
    }
    #expect(lines.all == ["username: guest", "username: ann", "avatar: https://avatars.example/ann", "username: ann"])
}

@Test("MIGRATION 5a Selector signals, lifting, notifications (RACLegacy)") func m5a() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        final class Screen: RACObject {
            let rac_sentinel = RACObjectSentinel()
            let render: (String) -> Void
            init(render: @escaping (String) -> Void) { self.render = render }
            func update(_ count: Int, _ text: String) { render("update \(count) \(text)") }
        }
        let counts = RACSubject()
        let texts = RACSubject()
        let screen = Screen(render: { print($0) })
        _ = screen.rac_liftSelector({ me, count, text in
            me.update(count as! Int, text as! String)
            return nil
        }, withSignals: counts, texts)
        counts.sendNext(1)
        texts.sendNext("a")
        counts.sendNext(2)
    }
    #expect(lines.all == ["update 1 a", "update 2 a"])
}

@Test("MIGRATION 5b Selector signals, lifting, notifications (Reactive)") func m5b() {
    let lines = Lines()
    func print(_ items: Any...) { lines.record(items) }
    withCurrentScheduler {
        final class Screen {
            let render: (String) -> Void
            init(render: @escaping (String) -> Void) { self.render = render }
            func update(_ count: Int, _ text: String) { render("update \(count) \(text)") }
        }
        let (counts, countInput) = Signal<Int, Never>.pipe()
        let (texts, textInput) = Signal<String, Never>.pipe()
        let screen = Screen(render: { print($0) })
        Signal.combineLatest(counts, texts).observeValues { [weak screen] count, text in screen?.update(count, text) }
        countInput.send(value: 1)
        textInput.send(value: "a")
        countInput.send(value: 2)
    }
    #expect(lines.all == ["update 1 a", "update 2 a"])
}
