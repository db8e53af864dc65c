import Testing
@testable import Reactive

@Suite("2.1 Disposables")
struct DisposableTests {
    @Test("AnyDisposable runs its action exactly once")
    func anyDisposableOnce() {
        var runs = 0
        let disposable = AnyDisposable { runs += 1 }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(runs == 1)
        #expect(disposable.isDisposed)
    }

    @Test("AnyDisposable deinit without dispose does not run the action")
    func anyDisposableDeinit() {
        var runs = 0
        do { _ = AnyDisposable { runs += 1 } }
        #expect(runs == 0)
    }

    @Test("AnyDisposable wrapping another disposable forwards dispose and state")
    func anyDisposableWrapping() {
        let inner = AnyDisposable()
        let outer = AnyDisposable(inner)
        inner.dispose()
        #expect(outer.isDisposed)
        let inner2 = AnyDisposable()
        AnyDisposable(inner2).dispose()
        #expect(inner2.isDisposed)
    }

    @Test("CompositeDisposable disposes children once in insertion order")
    func compositeOrder() {
        var order: [Int] = []
        let composite = CompositeDisposable()
        composite += { order.append(1) }
        composite.add { order.append(2) }
        composite += AnyDisposable { order.append(3) }
        composite.dispose()
        composite.dispose()
        #expect(order == [1, 2, 3])
        #expect(composite.isDisposed)
    }

    @Test("CompositeDisposable handle removes without disposing; adding after disposal disposes at once")
    func compositeHandleAndLateAdd() {
        let composite = CompositeDisposable()
        let child = AnyDisposable()
        let handle = composite.add(child)
        handle?.dispose()
        composite.dispose()
        #expect(!child.isDisposed)
        let late = AnyDisposable()
        #expect(composite.add(late) == nil)
        #expect(late.isDisposed)
        #expect(composite.add(nil as (any Disposable)?) == nil)
    }

    @Test("CompositeDisposable init from a sequence with nils keeps the non-nil ones")
    func compositeInit() {
        let a = AnyDisposable()
        let b = AnyDisposable()
        let composite = CompositeDisposable([a, nil, b] as [(any Disposable)?])
        composite.dispose()
        #expect(a.isDisposed && b.isDisposed)
    }

    @Test("SerialDisposable disposes the replaced inner and anything assigned after disposal")
    func serial() {
        let first = AnyDisposable()
        let second = AnyDisposable()
        let serial = SerialDisposable(first)
        serial.inner = second
        #expect(first.isDisposed)
        #expect(!second.isDisposed)
        serial.dispose()
        #expect(second.isDisposed)
        #expect(serial.inner == nil)
        let third = AnyDisposable()
        serial.inner = third
        #expect(third.isDisposed)
    }

    @Test("ScopedDisposable disposes its inner disposable on deinit")
    func scoped() {
        let inner = AnyDisposable()
        do { _ = ScopedDisposable(inner) }
        #expect(inner.isDisposed)
        let composite = CompositeDisposable()
        let child = AnyDisposable()
        do {
            let scoped = ScopedDisposable(composite)
            scoped += child
        }
        #expect(child.isDisposed)
        let serialChild = AnyDisposable()
        do {
            let scoped = ScopedDisposable(SerialDisposable())
            scoped.inner = serialChild
            #expect(scoped.inner === serialChild)
        }
        #expect(serialChild.isDisposed)
    }

    @Test("ScopedDisposable of any Disposable wraps it in AnyDisposable")
    func scopedAny() {
        let inner: any Disposable = SerialDisposable()
        let scoped = ScopedDisposable<AnyDisposable>(inner)
        scoped.dispose()
        #expect(inner.isDisposed)
    }
}
