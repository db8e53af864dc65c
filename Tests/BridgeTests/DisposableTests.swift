import Testing
import RACLegacy
import Reactive
@testable import Bridge

@Suite("3.5 Disposables")
struct DisposableTests {
    @Test("RACDisposable(swiftDisposable) disposes it once; disposing the Swift one does not mark the wrapper")
    func wrapsSwiftDisposable() {
        let runs = Box(0)
        let swift = AnyDisposable { runs.value += 1 }
        let wrapper = RACDisposable(swift)
        wrapper.dispose()
        wrapper.dispose()
        #expect(swift.isDisposed && wrapper.isDisposed && runs.value == 1)

        let other = AnyDisposable()
        let oneWay = RACDisposable(other)
        other.dispose()
        #expect(!oneWay.isDisposed)
    }

    @Test("a RACDisposable in a CompositeDisposable, a Lifetime and a SerialDisposable is disposed with them, once")
    func racDisposableIsDisposable() {
        let runs = Box(0)
        let composite = CompositeDisposable()
        composite += RACDisposable(block: { runs.value += 1 })
        composite.dispose()
        composite.dispose()
        #expect(runs.value == 1)

        let (lifetime, token) = Lifetime.make()
        let ended = RACDisposable()
        lifetime += ended
        token.dispose()
        #expect(ended.isDisposed)

        let serial = SerialDisposable()
        let replaced = RACCompoundDisposable()
        serial.inner = replaced
        serial.inner = nil
        #expect(replaced.isDisposed)
    }

    @Test("RACDisposable(nil) only flips isDisposed")
    func nilDisposable() {
        let disposable = RACDisposable(nil as (any Disposable)?)
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
    }
}
