// The ```swift blocks of MIGRATION.md's Setup and Part VII (porting in practice), pasted verbatim (DriftTests checks
// the copies). Snippets that hop to the main queue let it run before asserting; the suite is serialized for them.
import Foundation
import Dispatch
import Observation
import Synchronization
import Testing
import RACLegacy
import Reactive
import Bridge
import RACTestSupport

// MIGRATION 27b-types: file-level declarations of 27b
enum Session {
    static let logins = RACSubject()
    static let lastUser = RACBehaviorSubject(defaultValue: "nobody")
    @MainActor static var loginCount = 0
}

// MIGRATION 27d-types: file-level declarations of 27d and 27e
/// Stands in for a callback API such as URLSession's: the completion handler is `@Sendable` and is called on
/// another queue once the task is resumed, unless the task was cancelled first.
final class ProfileService: Sendable {
    func fetchProfile(named name: String,
                      completion: @escaping @Sendable (String?, (any Error)?) -> Void) -> ProfileTask {
        ProfileTask { completion("profile of \(name)", nil) }
    }
}

final class ProfileTask: Sendable {
    private let answer: @Sendable () -> Void
    private let isCancelled = Mutex(false)

    init(answer: @escaping @Sendable () -> Void) { self.answer = answer }

    func resume() {
        DispatchQueue.global().async {
            if !self.isCancelled.withLock({ $0 }) { self.answer() }
        }
    }

    func cancel() { isCancelled.withLock { $0 = true } }
}

// MIGRATION 28a-types: file-level declarations of 28a
@Observable final class Feed {
    @ObservationIgnored lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.minimumIntegerDigits = 3
        return formatter
    }()
    var count = 0
    var label: String { formatter.string(from: NSNumber(value: count)) ?? "" }
}

@Observable class ScreenModel {
    var title = "Home"
}

@Observable final class ProfileModel: ScreenModel {
    var name = "Ann"
}

@Observable final class LoginForm {
    var username = "" {
        didSet {
            let trimmed = username.trimmingCharacters(in: .whitespaces)
            if trimmed != username { username = trimmed }
        }
    }
    private(set) var attempts: Int
    let createdBy: String

    init(createdBy: String) {
        self.createdBy = createdBy
        attempts = 0
    }

    func attempt() { attempts += 1 }
}

@Suite("MIGRATION Setup and Part VII", .serialized)
struct PartVIISnippetTests {
    @Test("MIGRATION 28a @Observable traps (RACLegacy)") func m28a() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            let feed = Feed()
            RACObserve(feed, \.count).subscribeNext { _ in print("label \(feed.label)") }
            feed.count = 7
            let profile = ProfileModel()
            RACObserve(profile, \.name).subscribeNext { print("name \($0 ?? "nil")") }
            RACObserve(profile, \.title).subscribeNext { print("title \($0 ?? "nil")") }
            profile.name = "Bob"
            profile.title = "Profile"
            let form = LoginForm(createdBy: "tests")
            RACObserve(form, \.username).subscribeNext { print("username '\($0 ?? "nil")'") }
            RACObserve(form, \.attempts).skip(1).subscribeNext { print("attempts \($0 ?? "nil")") }
            form.username = "  ann "
            let other = LoginForm(createdBy: "tests")
            RACObserve(other, \.username).distinctUntilChanged().skip(1).subscribeNext { print("distinct '\($0 ?? "nil")'") }
            other.username = "  bob "
            form.attempt()
            print("created by \(form.createdBy)")
        }
        #expect(lines.all == [
            "label 000", "label 007", "name Ann", "title Home", "name Bob", "title Profile",
            "username ''", "username 'ann'", "username 'ann'", "distinct 'bob'", "attempts 1", "created by tests",
        ])
    }

    @Test("MIGRATION S1 Setup: main.swift and main-queue delivery (RACLegacy)") func mS1() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            let greet = RACCommand(signalBlock: { input in RACSignal.return("hello, \(input as! String)") })
            greet.executionSignals.flatten().subscribeNext { print($0 ?? "nil") }
            greet.execute("Ann")
        }
        drainMainQueue()
        #expect(lines.all == ["hello, Ann"])
    }

    @Test("MIGRATION 27a Swift 6: work on the main thread without sending self (RACLegacy)") func m27a() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            final class Status {
                var text = "idle"
                func refresh(report: @escaping (String) -> Void) {
                    RACScheduler.mainThreadScheduler().schedule {
                        self.text = "loaded"
                        report(self.text)
                    }
                }
            }
            let status = Status()
            status.refresh(report: { print($0) })
        }
        drainMainQueue()
        #expect(lines.all == ["loaded"])
    }

    @Test("MIGRATION 27b Swift 6: statics (RACLegacy)") func m27b() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            Session.lastUser.subscribeNext { print("last user \($0 ?? "nil")") }
            Session.logins.subscribeNext { Session.lastUser.sendNext($0) }
            Session.logins.sendNext("ann")
        }
        #expect(lines.all == ["last user nobody", "last user ann"])
    }

    @Test("MIGRATION 27c Swift 6: a @MainActor view model fed by RAC (RACLegacy)") func m27c() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            @MainActor final class Banner {
                var text = ""
                nonisolated init() {}
            }
            let banner = Banner()
            RACSignal.return("Welcome").deliverOn(RACScheduler.mainThreadScheduler()).subscribeNext { value in
                let text = value as! String
                MainActor.assumeIsolated {
                    banner.text = text
                    Session.loginCount += 1
                    print("\(banner.text), login \(Session.loginCount)")
                }
            }
        }
        drainMainQueue()
        #expect(lines.all == ["Welcome, login 1"])
    }

    @Test("MIGRATION 27d Swift 6: a callback API's @Sendable completion handler captures the subscriber (RACLegacy)")
    func m27d() {
        let lines = Lines()
        // The events come from the service's queue: "done" ends the snippet.
        let finished = DispatchSemaphore(value: 0)
        func print(_ items: Any...) {
            lines.record(items)
            if "\(items[0])" == "done" { finished.signal() }
        }
        withCurrentScheduler {
            let service = ProfileService()
            let profile = RACSignal.createSignal { subscriber in
                let task = service.fetchProfile(named: "ann") { profile, error in   // @Sendable, on another queue
                    if let error { subscriber.sendError(error) } else { subscriber.sendNext(profile); subscriber.sendCompleted() }
                }
                task.resume()
                return RACDisposable { task.cancel() }
            }
            profile.subscribeNext({ print($0 ?? "nil") }, completed: { print("done") })
        }
        #expect(finished.wait(timeout: .now() + 10) == .success)
        #expect(lines.all == ["profile of ann", "done"])
    }

    @Test("MIGRATION 27e Swift 6: a callback API's @Sendable completion handler captures the observer (Reactive)")
    func m27e() {
        let lines = Lines()
        // The events come from the service's queue: "done" ends the snippet.
        let finished = DispatchSemaphore(value: 0)
        func print(_ items: Any...) {
            lines.record(items)
            if "\(items[0])" == "done" { finished.signal() }
        }
        withCurrentScheduler {
            let service = ProfileService()
            let profile = SignalProducer<String, any Error> { observer, lifetime in
                let task = service.fetchProfile(named: "ann") { profile, error in   // @Sendable, on another queue
                    if let error { observer.send(error: error) } else if let profile { observer.send(value: profile); observer.sendCompleted() }
                }
                lifetime.observeEnded { task.cancel() }
                task.resume()
            }
            profile.start(Signal.Observer(value: { print($0) }, completed: { print("done") }))
        }
        #expect(finished.wait(timeout: .now() + 10) == .success)
        #expect(lines.all == ["profile of ann", "done"])
    }

    @Test("MIGRATION 29a Numbers from NSNumber accessors (RACLegacy)") func m29a() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            let pages = RACSubject()
            pages.subscribeNext { page in
                print("as? UInt: \((page as? UInt).map { "\($0)" } ?? "nil")")
                print("UInt(as! Int): \(UInt(page as! Int))")
                print("NSNumber: \((page as? NSNumber)?.uintValue ?? 0)")
            }
            pages.sendNext(1)
        }
        #expect(lines.all == ["as? UInt: nil", "UInt(as! Int): 1", "NSNumber: 1"])
    }

    @Test("MIGRATION 30a Selector signals: the signal fires after the method body (RACLegacy)") func m30a() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            class BaseViewModel: RACObject {
                let rac_sentinel = RACObjectSentinel()
                let log: (String) -> Void
                init(log: @escaping (String) -> Void) {
                    self.log = log
                    rac_signalForSelector("didBecomeActive").subscribeNext { _ in log("refresh on activation") }
                }
                func didBecomeActive() {
                    log("active")
                    rac_selectorInvoked("didBecomeActive")
                }
            }
            final class InboxViewModel: BaseViewModel {
                override init(log: @escaping (String) -> Void) {
                    super.init(log: log)
                    rac_signalForSelector("select:").subscribeNext { arguments in
                        log("selected \((arguments as! RACTuple).first ?? "nil")")
                    }
                }
                func select(_ row: Int) {
                    log("row \(row)")
                    rac_selectorInvoked("select:", row)
                }
            }
            let inbox = InboxViewModel(log: { print($0) })
            inbox.didBecomeActive()
            inbox.select(3)
        }
        #expect(lines.all == ["active", "refresh on activation", "row 3", "selected 3"])
    }

    @Test("MIGRATION 31a UI: commands and text fields without UIKit categories (RACLegacy)") func m31a() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            final class TextField {
                private(set) var text = ""
                let textSignal = RACSubject()
                func userTyped(_ newText: String) {
                    text = newText
                    textSignal.sendNext(newText)
                }
            }
            final class Button {
                var isEnabled = false
                var command: RACCommand? {
                    didSet { command?.enabled.subscribeNext { [weak self] in self?.isEnabled = $0 as! Bool } }
                }
                func tap() { if isEnabled { command?.execute(self) } }
            }
            let field = TextField()
            let button = Button()
            let longEnough = field.textSignal.map { ($0 as! String).count >= 3 }.startWith(false)
            button.command = RACCommand(enabled: longEnough, signalBlock: { _ in RACSignal.return("sent \(field.text)") })
            button.command?.executionSignals.flatten().subscribeNext { print($0 ?? "nil") }
            runMainQueue()
            field.userTyped("an")
            runMainQueue()
            print("enabled: \(button.isEnabled)")
            field.userTyped("ann")
            runMainQueue()
            print("enabled: \(button.isEnabled)")
            button.tap()
            runMainQueue()
        }
        #expect(lines.all == ["enabled: false", "enabled: true", "sent ann"])
    }

    @Test("MIGRATION 31b UI: Action and CocoaAction (Reactive)") func m31b() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        withCurrentScheduler {
            final class Button {}
            let text = MutableProperty("")
            let send = Action<Void, String, Never>(state: text, enabledIf: { $0.count >= 3 }) { text, _ in
                SignalProducer(value: "sent \(text)")
            }
            let tap = CocoaAction<Button>(send)
            send.values.observeValues { print($0) }
            text.value = "an"
            print("enabled: \(tap.isEnabled.value)")
            text.value = "ann"
            print("enabled: \(tap.isEnabled.value)")
            tap.execute(Button())
        }
        #expect(lines.all == ["enabled: false", "enabled: true", "sent ann"])
    }
}
