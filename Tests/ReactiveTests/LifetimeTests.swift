import Testing
@testable import Reactive

@Suite("2.2 Lifetime")
struct LifetimeTests {
    @Test("a lifetime ends when its token deinitialises, running observeEnded actions once")
    func endsWithToken() {
        var ended = 0
        var token: Lifetime.Token? = Lifetime.Token()
        let lifetime = Lifetime(token!)
        lifetime.observeEnded { ended += 1 }
        #expect(!lifetime.hasEnded)
        token = nil
        #expect(lifetime.hasEnded)
        #expect(ended == 1)
    }

    @Test("observeEnded after the end runs immediately and returns nil")
    func observeAfterEnd() {
        var ran = false
        let result = Lifetime.empty.observeEnded { ran = true }
        #expect(ran)
        #expect(result == nil)
        #expect(Lifetime.empty.hasEnded)
    }

    @Test("disposing the observeEnded handle unregisters the action")
    func unregister() {
        let (lifetime, token) = Lifetime.make()
        var ran = false
        lifetime.observeEnded { ran = true }?.dispose()
        token.dispose()
        #expect(!ran)
    }

    @Test("lifetime += disposable disposes it at the end")
    func plusEquals() {
        let (lifetime, token) = Lifetime.make()
        let disposable = AnyDisposable()
        lifetime += disposable
        token.dispose()
        #expect(disposable.isDisposed)
        let late = AnyDisposable()
        #expect((lifetime += late) == nil)
        #expect(late.isDisposed)
    }

    @Test("ended completes when the lifetime ends and interrupts once it has")
    func endedSignal() {
        let (lifetime, token) = Lifetime.make()
        let recorder = lifetime.ended.record()
        token.dispose()
        #expect(recorder.events == [.completed])
        #expect(lifetime.ended.record().events == [.interrupted])
    }
}
