import Testing
import Foundation
import Dispatch
import Observation
@testable import RACLegacy

/// Every example of seeds 000 (ReactiveCocoa docs), 002 (pre-2.0 README) in the Swift spelling, asserting what
/// the seed says. Seed 004 (score service) lives in RACObjectTests.
@Suite("Seed examples", .serialized) struct SeedExampleTests {
    let lettersArray = "A B C D E F G H I".components(separatedBy: " ")
    let numbersArray = "1 2 3 4 5 6 7 8 9".components(separatedBy: " ")

    @Test("subscription: letters signal outputs A B C D E F G H I") func subscription() {
        let letters = lettersArray.rac_sequence.signal()
        let r = Recorder()
        letters.subscribeNext({ r.append(.next(hashable($0))) }, completed: { r.append(.completed) })
        #expect(r.waitForTermination())
        #expect(r.values == lettersArray.map { .some(AnyHashable($0)) })
    }

    @Test("cold signal side effects run once per subscription; doCompleted injects an effect") func sideEffects() {
        onImmediate {
            var subscriptions = 0
            var loggingSignal = RACSignal.createSignal { s in
                subscriptions += 1
                s.sendCompleted()
                return nil
            }
            var log: [String] = []
            loggingSignal.subscribeCompleted { log.append("subscription \(subscriptions)") }
            loggingSignal.subscribeCompleted { log.append("subscription \(subscriptions)") }
            #expect(log == ["subscription 1", "subscription 2"])
            subscriptions = 0
            log = []
            loggingSignal = loggingSignal.doCompleted { log.append("about to complete subscription \(subscriptions)") }
            #expect(log.isEmpty)
            loggingSignal.subscribeCompleted { log.append("subscription \(subscriptions)") }
            #expect(log == ["about to complete subscription 1", "subscription 1"])
        }
    }

    @Test("sequence map, filter, concat, flatten, flattenMap") func sequences() {
        let letters = lettersArray.rac_sequence
        let numbers = numbersArray.rac_sequence
        #expect(letters.map { ($0 as! String) + ($0 as! String) }.array as! [String] == ["AA", "BB", "CC", "DD", "EE", "FF", "GG", "HH", "II"])
        #expect(numbers.filter { Int($0 as! String)! % 2 == 0 }.array as! [String] == ["2", "4", "6", "8"])
        #expect(letters.concat(numbers).array as! [String] == lettersArray + numbersArray)
        #expect([letters, numbers].rac_sequence.flatten().array as! [String] == lettersArray + numbersArray)
        let extended = numbers.flattenMap { [$0 as! String, $0 as! String].rac_sequence }
        #expect(extended.array as! [String] == numbersArray.flatMap { [$0, $0] })
        let edited = numbers.flattenMap { num -> RACStream? in
            if Int(num as! String)! % 2 == 0 { return RACSequence.empty() }
            return RACSequence.return((num as! String) + "_")
        }
        #expect(edited.array as! [String] == ["1_", "3_", "5_", "7_", "9_"])
    }

    @Test("signals are merged by flatten: A 1 B C 2") func flattenMerge() {
        onImmediate {
            let letters = RACSubject.subject(), numbers = RACSubject.subject()
            let signalOfSignals = RACSignal.createSignal { s in
                s.sendNext(letters)
                s.sendNext(numbers)
                s.sendCompleted()
                return nil
            }
            let r = Recorder()
            r.record(signalOfSignals.flatten())
            letters.sendNext("A"); numbers.sendNext("1"); letters.sendNext("B"); letters.sendNext("C"); numbers.sendNext("2")
            #expect(r.values == ["A", "1", "B", "C", "2"])
        }
    }

    @Test("then: outputs the letters as side effects, the new signal only contains the numbers") func then() {
        let logged = Box([String]())
        let letters = lettersArray.rac_sequence.signal()
        let sequenced = letters.doNext { letter in logged.mutate { $0.append(letter as! String) } }.then {
            self.numbersArray.rac_sequence.signal()
        }
        let r = Recorder()
        sequenced.subscribeNext({ r.append(.next(hashable($0))) }, completed: { r.append(.completed) })
        #expect(r.waitForTermination())
        #expect(logged.value == lettersArray)
        #expect(r.values == numbersArray.map { .some(AnyHashable($0)) })
    }

    @Test("merge: A 1 B C 2") func merge() {
        onImmediate {
            let letters = RACSubject.subject(), numbers = RACSubject.subject()
            let r = Recorder()
            r.record(RACSignal.merge([letters, numbers]))
            letters.sendNext("A"); numbers.sendNext("1"); letters.sendNext("B"); letters.sendNext("C"); numbers.sendNext("2")
            #expect(r.values == ["A", "1", "B", "C", "2"])
        }
    }

    @Test("combineLatest:reduce: B1 B2 C2 C3") func combineLatest() {
        onImmediate {
            let letters = RACSubject.subject(), numbers = RACSubject.subject()
            let combined = RACSignal.combineLatest([letters, numbers]) { letter, number in
                (letter as! String) + (number as! String)
            }
            let r = Recorder()
            r.record(combined)
            letters.sendNext("A"); letters.sendNext("B"); numbers.sendNext("1"); numbers.sendNext("2")
            letters.sendNext("C"); numbers.sendNext("3")
            #expect(r.values == ["B1", "B2", "C2", "C3"])
        }
    }

    @Test("switchToLatest: A B 1 D") func switchToLatest() {
        onImmediate {
            let letters = RACSubject.subject(), numbers = RACSubject.subject(), signalOfSignals = RACSubject.subject()
            let r = Recorder()
            r.record(signalOfSignals.switchToLatest())
            signalOfSignals.sendNext(letters)
            letters.sendNext("A"); letters.sendNext("B")
            signalOfSignals.sendNext(numbers)
            letters.sendNext("C"); numbers.sendNext("1")
            signalOfSignals.sendNext(letters)
            numbers.sendNext("2"); letters.sendNext("D")
            #expect(r.values == ["A", "B", "1", "D"])
        }
    }

    @Test("sequence contract: side effects occur once per value") func sequenceSideEffects() {
        var log: [String] = []
        let sequence = ["A", "B", "C"].rac_sequence.map { (str: Any?) -> Any? in
            log.append(str as! String)
            return (str as! String) + "_"
        }
        #expect(sequence.head as? String == "A_")
        #expect(log == ["A"])
        #expect(sequence.tail?.head as? String == "B_")
        #expect(sequence.tail?.head as? String == "B_")
        #expect(log == ["A", "B"])
        let derived = sequence.map { "_" + ($0 as! String) }
        #expect(derived.tail?.head as? String == "_B_")
        #expect(log == ["A", "B"])
    }

    @Test("filter of RACObserve only logs names starting with j") func observeFilter() {
        let form = Form()
        let test = RACTestScheduler()
        var logged: [String] = []
        test.performAsCurrentScheduler {
            RACObserve(form, \.username).filter { ($0 as! String).hasPrefix("j") }.subscribeNext { logged.append($0 as! String) }
        }
        for name in ["joe", "bob", "jane"] {
            test.performAsCurrentScheduler { form.username = name }
            test.stepAll()
        }
        #expect(logged == ["joe", "jane"])
    }

    @Test("login command: executionSignals report a successful login; merge reports both fetches done") func loginCommand() {
        let loggedIn = DispatchSemaphore(value: 0)
        let logIn = RACSignal.createSignal { s in
            s.sendNext("session")
            s.sendCompleted()
            return nil
        }
        let loginCommand = RACCommand { _ in logIn }
        onImmediate {
            loginCommand.executionSignals.subscribeNext { loginSignal in
                (loginSignal as! RACSignal).subscribeCompleted { loggedIn.signal() }
            }
        }
        loginCommand.execute(nil)
        #expect(loggedIn.wait(timeout: .now() + 5) == .success)
        var done = false
        onImmediate {
            RACSignal.merge([RACSignal.return("user repos"), RACSignal.return("org repos")]).subscribeCompleted { done = true }
        }
        #expect(done)
    }

    @Test("login form: enabled from combineLatest of four inputs; loggedIn reset by a notification") func loginForm() {
        final class LoginViewModel { var loggedIn = true; var buttonEnabled = false }
        let model = LoginViewModel()
        let username = RACBehaviorSubject(defaultValue: ""), password = RACBehaviorSubject(defaultValue: "")
        let loggingIn = RACBehaviorSubject(defaultValue: false), loggedIn = RACBehaviorSubject(defaultValue: false)
        let center = NotificationCenter()
        let userDidLogOut = Notification.Name("UserDidLogOutNotification")
        onImmediate {
            RAC[model, \.buttonEnabled] = RACSignal.combineLatest([username, password, loggingIn, loggedIn]) { u, p, l, i in
                !(u as! String).isEmpty && !(p as! String).isEmpty && !(l as! Bool) && !(i as! Bool)
            }
            RAC[model, \.loggedIn] = center.rac_addObserverForName(userDidLogOut, object: nil).mapReplace(false)
        }
        #expect(!model.buttonEnabled)
        username.sendNext("joe")
        password.sendNext("secret")
        #expect(model.buttonEnabled)
        loggingIn.sendNext(true)
        #expect(!model.buttonEnabled)
        center.post(name: userDidLogOut, object: nil)
        #expect(!model.loggedIn)
    }

    @Test("seed 002: RACAsyncSubject, RACReplaySubject and RACBehaviorSubject for late subscribers") func seed002Subjects() {
        onImmediate {
            let asyncSubject = RACAsyncSubject()
            asyncSubject.sendNext("result"); asyncSubject.sendCompleted()
            let a = Recorder()
            a.record(asyncSubject)
            #expect(a.events == nx("result") + [.completed])
            let replay = RACReplaySubject()
            replay.sendNext(1); replay.sendNext(2)
            let r = Recorder()
            r.record(replay)
            #expect(r.values == [1, 2])
            let behavior = RACBehaviorSubject()
            behavior.sendNext("last")
            let b = Recorder()
            b.record(behavior)
            #expect(b.values == ["last"])
        }
    }

    @Test("seed 002: bind a property to a transformed observation (rac_bind / select)") func seed002Bind() {
        final class Screen: RACObject {
            let rac_sentinel = RACObjectSentinel()
            var labelText: String = ""
        }
        let screen = Screen()
        let form = Form()
        let test = RACTestScheduler()
        test.performAsCurrentScheduler {
            screen.rac_bind(\.labelText, to: RACAble(form, \.username).select { ($0 as! String).uppercased() })
            form.username = "new"
        }
        test.stepAll()
        #expect(screen.labelText == "NEW")
    }
}
