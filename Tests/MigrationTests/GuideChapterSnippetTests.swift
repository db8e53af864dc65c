// The ```swift blocks of MIGRATION.md's §35–§38 (issue #32 item 6: view controllers without UIKit, Foundation idioms
// that change meaning, main.swift state under Swift 6, the Void bridge rule), pasted verbatim (DriftTests checks the
// copies). Snippets that hop to the main queue let it run before asserting; the suite is serialized for them.
import Foundation
import Dispatch
import Testing
import RACLegacy
import Reactive
import Bridge

// MIGRATION 37-types: file-level declaration of 37c
/// Stands in for a `var` at the top level of `main.swift`, which Swift 6 isolates to the main actor.
@MainActor var searchCount = 0

@Suite("MIGRATION §35–§38 guide chapters", .serialized)
struct GuideChapterSnippetTests {
    @Test("MIGRATION 35a a controller's bindings end with it (RACLegacy)") func m35a() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            final class SearchViewModel {
                let query = RACSubject()
                let results: RACSignal
                init(scheduler: RACScheduler) {
                    results = query
                        .filter { ($0 as! String).count >= 2 }
                        .map { "results for \($0 as! String)" }
                        .deliverOn(scheduler)
                }
            }
            final class Label {
                var text = ""
            }
            final class SearchController: RACObject {
                let rac_sentinel = RACObjectSentinel()
                let viewModel: SearchViewModel
                let log: (String) -> Void
                var resultsLabel: Label!                     // an outlet: nil until the view is loaded
                init(viewModel: SearchViewModel, log: @escaping (String) -> Void) {
                    self.viewModel = viewModel
                    self.log = log
                }
                func viewDidLoad() {
                    resultsLabel = Label()
                    viewModel.results
                        .takeUntil(rac_willDeallocSignal())
                        .subscribeNext({ [weak self] in
                            self?.resultsLabel.text = $0 as! String
                            self?.log("label: \(self?.resultsLabel.text ?? "")")
                        }, completed: { [log] in log("bindings ended") })
                    let typing = viewModel.query.subscribeNext { [log] in log("typed \($0 ?? "nil")") }
                    rac_deallocDisposable.addDisposable(typing)
                }
            }
            let scheduler = RACTestScheduler()
            let viewModel = SearchViewModel(scheduler: scheduler)
            var screen: SearchController? = SearchController(viewModel: viewModel, log: { print($0) })
            weak let probe = screen
            screen?.viewDidLoad()
            viewModel.query.sendNext("r")
            viewModel.query.sendNext("rac")
            scheduler.stepAll()
            screen = nil
            print("released: \(probe == nil)")
            viewModel.query.sendNext("swift")
            scheduler.stepAll()
        }
        #expect(lines.all == ["typed r", "typed rac", "label: results for rac", "bindings ended", "released: true"])
    }

    @Test("MIGRATION 35b a controller's bindings end with its lifetime (Reactive)") func m35b() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            final class SearchViewModel {
                let (query, queryInput) = Signal<String, Never>.pipe()
                let results: Signal<String, Never>
                init(scheduler: any Scheduler) {
                    results = query
                        .filter { $0.count >= 2 }
                        .map { "results for \($0)" }
                        .observe(on: scheduler)
                }
            }
            final class Label {
                var text = ""
            }
            final class SearchController {
                let (lifetime, token) = Lifetime.make()
                let viewModel: SearchViewModel
                let log: (String) -> Void
                var resultsLabel: Label!
                init(viewModel: SearchViewModel, log: @escaping (String) -> Void) {
                    self.viewModel = viewModel
                    self.log = log
                }
                func viewDidLoad() {
                    resultsLabel = Label()
                    viewModel.results
                        .take(during: lifetime)
                        .observe(Signal.Observer(value: { [weak self] in
                            self?.resultsLabel.text = $0
                            self?.log("label: \(self?.resultsLabel.text ?? "")")
                        }, completed: { [log] in log("bindings ended") }))
                    viewModel.query.take(during: lifetime).observeValues { [log] in log("typed \($0)") }
                }
            }
            let scheduler = TestScheduler()
            let viewModel = SearchViewModel(scheduler: scheduler)
            var screen: SearchController? = SearchController(viewModel: viewModel, log: { print($0) })
            weak let probe = screen
            screen?.viewDidLoad()
            viewModel.queryInput.send(value: "r")
            viewModel.queryInput.send(value: "rac")
            scheduler.run()
            screen = nil
            print("released: \(probe == nil)")
            viewModel.queryInput.send(value: "swift")
            scheduler.run()
        }
        #expect(lines.all == ["typed r", "typed rac", "label: results for rac", "bindings ended", "released: true"])
    }

    @Test("MIGRATION 36a identity: == compares text, === objects (RACLegacy)") func m36a() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            final class SearchHistory {
                private(set) var entries: [String] = []
                func add(_ query: String) {
                    if entries.contains(query) { return }    // `==` on String: the same characters
                    entries.insert(query, at: 0)
                }
            }
            let history = SearchHistory()
            let searches = RACSubject()
            searches.subscribeNext { history.add($0 as! String) }
            searches.sendNext("rac")
            searches.sendNext("swift")
            searches.sendNext(["r", "a", "c"].joined())      // typed again: a new string, the same text
            print(history.entries)
            final class Entry {
                let text: String
                init(_ text: String) { self.text = text }
            }
            let first = Entry("rac")
            let again = Entry("rac")
            print("same text: \(first.text == again.text), same object: \(first === again)")
        }
        #expect(lines.all == [#"["swift", "rac"]"#, "same text: true, same object: false"])
    }

    @Test("MIGRATION 36b collections are values: a mutation through a copy is lost (RACLegacy)") func m36b() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            final class ResultStore {
                var results = ["a"]
            }
            let store = ResultStore()
            var results = store.results                      // Objective-C: the same NSMutableArray; Swift: a copy
            results.append("b")
            print("store: \(store.results)")
            store.results.append("b")                        // mutate through the owner instead
            print("store: \(store.results)")
            let shared = NSMutableArray(array: ["a"])
            let alias = shared                               // NSMutableArray is still a class
            alias.add("b")
            print("NSMutableArray: \(shared.count)")
            let batches = RACSubject()
            batches.subscribeNext { batch in
                var mine = batch as! [String]                // each subscriber gets its own copy
                mine.append("local")
                print("subscriber: \(mine)")
            }
            let batch = ["x"]
            batches.sendNext(batch)
            print("sender: \(batch)")
        }
        #expect(lines.all == [
            #"store: ["a"]"#, #"store: ["a", "b"]"#, "NSMutableArray: 2",
            #"subscriber: ["x", "local"]"#, #"sender: ["x"]"#,
        ])
    }

    @Test("MIGRATION 36c -description is CustomStringConvertible (RACLegacy and Reactive)") func m36c() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            final class Track: CustomStringConvertible {
                let title: String
                init(title: String) { self.title = title }
                var description: String { "<Track \(title)>" }
            }
            RACSignal.return(Track(title: "Intro")).subscribeNext { print("\($0 ?? "nil")") }
            SignalProducer(value: Track(title: "Outro")).startWithValues { print("\($0)") }
        }
        #expect(lines.all == ["<Track Intro>", "<Track Outro>"])
    }

    @Test("MIGRATION 36d valueForKeyPath: on JSON becomes subscripts and casts (RACLegacy)") func m36d() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            let response = Data(#"{"user": {"name": "Ann", "repos": [{"name": "rac"}, {"name": "swift"}]}}"#.utf8)
            let user = RACSignal.return(response)
                .map { data in try? JSONSerialization.jsonObject(with: data as! Data) }
                .map { json in (json as? [String: Any])?["user"] }
            user.map { ($0 as? [String: Any])?["name"] }                                   // @"user.name"
                .subscribeNext { print($0 ?? "nil") }
            user.map { (($0 as? [String: Any])?["repos"] as? [[String: Any]])?.compactMap { $0["name"] as? String } }
                .subscribeNext { print($0 ?? "nil") }                                      // @"user.repos.name"
        }
        #expect(lines.all == ["Ann", #"["rac", "swift"]"#])
    }

    @Test("MIGRATION 36e JSON decoded into types (Reactive)") func m36e() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            struct Repo: Decodable { let name: String }
            struct User: Decodable { let name: String; let repos: [Repo] }
            struct Response: Decodable { let user: User }
            let response = Data(#"{"user": {"name": "Ann", "repos": [{"name": "rac"}, {"name": "swift"}]}}"#.utf8)
            SignalProducer<Data, any Error>(value: response)
                .attemptMap { try JSONDecoder().decode(Response.self, from: $0).user }
                .startWithResult { result in
                    switch result {
                    case .success(let user): print(user.name); print(user.repos.map(\.name))
                    case .failure(let error): print("failed: \(error)")
                    }
                }
        }
        #expect(lines.all == ["Ann", #"["rac", "swift"]"#])
    }

    @Test("MIGRATION 36f dispatch_after becomes a scheduler's afterDelay (RACLegacy)") func m36f() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            final class Toast {
                private(set) var isVisible = false
                private(set) var hides = 0
                private var hiding: RACDisposable?
                func show(for seconds: TimeInterval, on scheduler: RACScheduler) {
                    isVisible = true
                    hiding?.dispose()                        // dispatch_after could not be cancelled
                    hiding = scheduler.afterDelay(seconds) { [weak self] in
                        self?.isVisible = false
                        self?.hides += 1
                    }
                }
            }
            let scheduler = RACTestScheduler()
            let toast = Toast()
            toast.show(for: 2, on: scheduler)
            toast.show(for: 2, on: scheduler)               // shown again: the first timer is cancelled
            print("visible: \(toast.isVisible), hidden \(toast.hides) time(s)")
            scheduler.stepAll()
            print("visible: \(toast.isVisible), hidden \(toast.hides) time(s)")
        }
        #expect(lines.all == ["visible: true, hidden 0 time(s)", "visible: false, hidden 1 time(s)"])
    }

    @Test("MIGRATION 36g dispatch_after becomes schedule(after:) (Reactive)") func m36g() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            final class Toast {
                private(set) var isVisible = false
                private(set) var hides = 0
                private let hiding = SerialDisposable()
                func show(for seconds: TimeInterval, on scheduler: any DateScheduler) {
                    isVisible = true
                    let deadline = scheduler.currentDate.addingTimeInterval(seconds)
                    hiding.inner = scheduler.schedule(after: deadline) { [weak self] in
                        self?.isVisible = false
                        self?.hides += 1
                    }
                }
            }
            let scheduler = TestScheduler()
            let toast = Toast()
            toast.show(for: 2, on: scheduler)
            toast.show(for: 2, on: scheduler)
            print("visible: \(toast.isVisible), hidden \(toast.hides) time(s)")
            scheduler.advance(by: .seconds(2))
            print("visible: \(toast.isVisible), hidden \(toast.hides) time(s)")
        }
        #expect(lines.all == ["visible: true, hidden 0 time(s)", "visible: false, hidden 1 time(s)"])
    }

    @Test("MIGRATION 37a main.swift state: a local (RACLegacy)") func m37a() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            func countSearches(_ queries: RACSignal, on scheduler: RACScheduler) -> Int {
                var searches = 0                             // a local: no actor owns it
                var error: (any Error)?
                _ = queries.deliverOn(scheduler).doNext { _ in searches += 1 }.waitUntilCompleted(&error)
                return searches                              // read after the last block ran
            }
            let queries = RACSignal.return("rac").concat(RACSignal.return("swift"))
            print("searches: \(countSearches(queries, on: RACScheduler.scheduler()))")
        }
        #expect(lines.all == ["searches: 2"])
    }

    @Test("MIGRATION 37b main.swift state: a Sendable box (RACLegacy and Reactive)") func m37b() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            let searches = MutableProperty(0)                // Sendable, and safe to change from any thread
            let queries = RACSignal.return("rac").concat(RACSignal.return("swift"))
            var error: (any Error)?
            _ = queries.deliverOn(RACScheduler.scheduler())
                .doNext { _ in searches.modify { $0 += 1 } }
                .waitUntilCompleted(&error)
            print("searches: \(searches.value)")
        }
        #expect(lines.all == ["searches: 2"])
    }

    @Test("MIGRATION 37c main.swift state: a hop to the main thread (RACLegacy)") func m37c() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            RACSignal.return("rac").concat(RACSignal.return("swift"))
                .deliverOn(RACScheduler.mainThreadScheduler())   // the hop, from whichever thread sends
                .subscribeNext({ _ in
                    MainActor.assumeIsolated { searchCount += 1 }
                }, completed: {
                    MainActor.assumeIsolated { print("searches: \(searchCount)") }
                })
        }
        drainMainQueue()
        #expect(lines.all == ["searches: 2"])
    }

    @Test("MIGRATION 38a a bridged Void action takes whatever RAC 2 sends (Bridge)") func m38a() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            let reload = Action<Void, String, Never> { SignalProducer(value: "reloaded") }
            let refresh = Action<Void, String, Never> { SignalProducer(value: "refreshed") }
            let open = Action<Int, String, Never> { SignalProducer(value: "opened \($0)") }
            reload.values.observeValues { print($0) }
            refresh.values.observeValues { print($0) }
            reload.bridged.execute(NSObject())              // the sender, as rac_command passes it
            refresh.bridged.execute(nil)                    // nil, as RAC 2 callers often pass
            open.bridged.execute(nil).subscribeError { print("open: \($0.map { "\($0)" } ?? "nil")") }
        }
        drainMainQueue()
        #expect(lines.all == ["reloaded", "refreshed", "open: typeMismatch: expected a value of type Int, got nil"])
    }

    @Test("MIGRATION 38b one command per Action while it is held (Bridge)") func m38b() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            let save = Action<Void, String, Never> { SignalProducer(value: "saved") }
            let toolbarCommand = save.bridged               // button.rac_command = viewModel.save.bridged
            let menuCommand = save.bridged                  // menuItem.rac_command = viewModel.save.bridged
            print("one command: \(toolbarCommand === menuCommand)")
            menuCommand.executing.subscribeNext { print("executing: \($0 ?? "nil")") }
            toolbarCommand.executionSignals.flatten().subscribeNext { print($0 ?? "nil") }
            toolbarCommand.execute(nil)
        }
        drainMainQueue()
        #expect(lines.all == ["one command: true", "executing: false", "executing: true", "saved", "executing: false"])
    }
}
