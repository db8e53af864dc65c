import Foundation
import Testing
@testable import Reactive

/// RAC 3/4 disposable, Bag and scheduler spellings (contract 3.3) forward to the current API.
@Suite("3.3 Shims: disposables and schedulers")
struct DisposableSchedulerShimTests {
    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("Lifetime.addDisposable disposes a disposable and runs a closure when the lifetime ends")
    func lifetimeAddDisposable() {
        let (lifetime, token) = Lifetime.make()
        let disposable = AnyDisposable()
        var ran = 0
        lifetime.addDisposable(disposable)
        let handle = lifetime.addDisposable { ran += 1 }
        #expect(handle != nil)
        #expect(lifetime.addDisposable(nil as (any Disposable)?) == nil)
        token.dispose()
        #expect(disposable.isDisposed)
        #expect(ran == 1)
        let late = AnyDisposable()
        #expect(lifetime.addDisposable(late) == nil)
        #expect(late.isDisposed)
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("disposed is isDisposed; remove() on a handle from add(_:) removes its item without disposing it")
    func disposedAndRemove() {
        let composite = CompositeDisposable()
        let kept = AnyDisposable()
        let handle: (any CompositeDisposable.DisposableHandle)? = composite.add(kept)
        handle?.remove()
        #expect(handle?.disposed == true)
        composite.dispose()
        #expect(composite.disposed)
        #expect(!kept.disposed)
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("AnyDisposable(action:) runs the action once; CompositeDisposable.addDisposable adds a disposable or a closure")
    func compositeAddDisposable() {
        var runs = 0
        let action = AnyDisposable(action: { runs += 1 })
        let composite = CompositeDisposable()
        composite.addDisposable(action)
        var closureRuns = 0
        composite.addDisposable { closureRuns += 1 }
        composite.dispose()
        composite.dispose()
        #expect(runs == 1)
        #expect(closureRuns == 1)
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("SerialDisposable.innerDisposable reads and replaces inner, disposing the previous one")
    func serialInnerDisposable() {
        let serial = SerialDisposable()
        let first = AnyDisposable()
        let second = AnyDisposable()
        serial.innerDisposable = first
        #expect(serial.innerDisposable === first)
        serial.innerDisposable = second
        #expect(first.isDisposed)
        #expect(!second.isDisposed)
        serial.dispose()
        #expect(second.isDisposed)
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("ScopedDisposable.innerDisposable is inner")
    func scopedInnerDisposable() {
        let inner = CompositeDisposable()
        let scoped = ScopedDisposable(inner)
        #expect(scoped.innerDisposable === inner)
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("Bag.removeValueForToken removes that element only")
    func bagRemoveValueForToken() {
        var bag = Bag<String>()
        let first = bag.insert("a")
        bag.insert("b")
        bag.removeValueForToken(first)
        #expect(Array(bag) == ["b"])
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("QueueScheduler.mainQueueScheduler is QueueScheduler.main")
    func mainQueueScheduler() {
        #expect(QueueScheduler.mainQueueScheduler === QueueScheduler.main)
    }

    @available(*, deprecated, message: "exercises deprecated shims")
    @Test("scheduleAfter runs at the date, and repeatingEvery:withLeeway: every period, until disposed")
    func scheduleAfter() {
        let scheduler = TestScheduler()
        let start = scheduler.currentDate
        var once: [Date] = []
        var repeated: [Date] = []
        scheduler.scheduleAfter(start.addingTimeInterval(2)) { once.append(scheduler.currentDate) }
        let repeating = scheduler.scheduleAfter(start.addingTimeInterval(1), repeatingEvery: 2, withLeeway: 0.5) {
            repeated.append(scheduler.currentDate)
        }
        scheduler.advanceByInterval(1.5)
        #expect(once == [])
        scheduler.advanceToDate(start.addingTimeInterval(5))
        repeating?.dispose()
        scheduler.advanceByInterval(10)
        #expect(once == [start.addingTimeInterval(2)])
        #expect(repeated == [1.0, 3, 5].map { start.addingTimeInterval($0) })
        #expect(scheduler.currentDate == start.addingTimeInterval(15))
    }
}
