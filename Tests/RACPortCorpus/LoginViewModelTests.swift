import Foundation
import RACLegacy
import Testing

@Suite("corpus: LoginViewModel", .serialized)
struct LoginViewModelTests {
    @Test("the form becomes valid once both fields are filled, then login delivers the user")
    func validThenLogin() {
        let scheduler = RACTestScheduler()
        let model = scheduler.makeAsCurrentScheduler { LoginViewModel() }
        let valid = EventLog()
        scheduler.performAsCurrentScheduler {
            valid.record(model.validSignal)
            model.username = "ann"
            model.password = "secret"
        }
        scheduler.stepAll()
        #expect(valid.events == ["false", "false", "true"])
        #expect(model.state == .idle)
        model.loginCommand.execute(nil)
        drainMainQueue()
        #expect(model.loggedInUser == "ann")
        #expect(model.state == .loggedIn)
    }

    @Test("a wrong password reaches the command's errors and logs nobody in")
    func wrongPassword() {
        let scheduler = RACTestScheduler()
        let model = scheduler.makeAsCurrentScheduler { LoginViewModel() }
        let errors = EventLog()
        errors.record(model.loginCommand.errors)
        scheduler.performAsCurrentScheduler {
            model.username = "ann"
            model.password = "wrong"
        }
        scheduler.stepAll()
        model.loginCommand.execute(nil)
        drainMainQueue()
        #expect(errors.events.map { $0.contains("401") } == [true])
        #expect(model.loggedInUser == nil)
        #expect(model.state == LoginState.failed)
    }
}

extension RACScheduler {
    /// Runs `body` as the current scheduler and returns its result.
    func makeAsCurrentScheduler<T>(_ body: () -> T) -> T {
        var result: T?
        performAsCurrentScheduler { result = body() }
        return result!
    }
}
