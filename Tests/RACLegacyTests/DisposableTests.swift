import Testing
import Foundation
@testable import RACLegacy

@Suite("2.2–2.5 Disposables") struct DisposableTests {
    @Test("block runs exactly once and never on deinit") func blockOnce() {
        let count = Box(0)
        var d: RACDisposable? = RACDisposable(block: { count.value += 1 })
        #expect(d?.isDisposed == false)
        d?.dispose()
        d?.dispose()
        #expect(count.value == 1)
        #expect(d?.isDisposed == true)
        d = RACDisposable.disposableWithBlock { count.value += 10 }
        d = nil
        #expect(count.value == 1)
    }

    @Test("plain init only flips isDisposed") func plain() {
        let d = RACDisposable()
        d.dispose()
        #expect(d.isDisposed)
    }

    @Test("dispose is thread-safe: concurrent calls run the block once") func concurrentDispose() {
        let count = Box(0)
        let d = RACDisposable { count.mutate { $0 += 1 } }
        DispatchQueue.concurrentPerform(iterations: 64) { _ in d.dispose() }
        #expect(count.value == 1)
    }

    @Test("compound disposes all children; adding after disposal disposes at once") func compound() {
        let a = RACDisposable(), b = RACDisposable()
        let compound = RACCompoundDisposable.compoundDisposableWithDisposables([a])
        compound.addDisposable(b)
        compound.addDisposable(nil)
        compound.dispose()
        #expect(a.isDisposed && b.isDisposed && compound.isDisposed)
        let late = RACDisposable()
        compound.addDisposable(late)
        #expect(late.isDisposed)
    }

    @Test("compound removeDisposable does not dispose the child") func compoundRemove() {
        let child = RACDisposable()
        let compound = RACCompoundDisposable()
        compound.addDisposable(child)
        compound.removeDisposable(child)
        compound.dispose()
        #expect(!child.isDisposed)
        let blockRan = Box(false)
        RACCompoundDisposable.disposableWithBlock { blockRan.value = true }.dispose()
        #expect(blockRan.value)
        let initBlock = Box(false)
        RACCompoundDisposable(block: { initBlock.value = true }).dispose()
        #expect(initBlock.value)
        #expect(!RACCompoundDisposable.compoundDisposable().isDisposed)
        #expect(!RACCompoundDisposable(disposables: nil).isDisposed)
    }

    @Test("serial swapIn returns the old disposable undisposed; after disposal new ones are disposed") func serial() {
        let first = RACDisposable(), second = RACDisposable()
        let serial = RACSerialDisposable.serialDisposableWithDisposable(first)
        let old = serial.swapInDisposable(second)
        #expect(old === first && !first.isDisposed)
        #expect(serial.disposable === second)
        serial.dispose()
        #expect(second.isDisposed)
        let third = RACDisposable()
        #expect(serial.swapInDisposable(third) == nil)
        #expect(third.isDisposed)
        let fourth = RACDisposable()
        serial.disposable = fourth
        #expect(fourth.isDisposed)
    }

    @Test("serial block forms") func serialBlocks() {
        let ran = Box(0)
        RACSerialDisposable(block: { ran.value += 1 }).dispose()
        RACSerialDisposable.disposableWithBlock { ran.value += 1 }.dispose()
        #expect(ran.value == 2)
        #expect(RACSerialDisposable().disposable == nil)
        #expect(RACSerialDisposable(disposable: nil).disposable == nil)
    }

    @Test("scoped disposable disposes its target when deinitialized") func scoped() {
        let target = RACDisposable()
        do {
            let scoped = target.asScopedDisposable()
            _ = scoped
        }
        #expect(target.isDisposed)
        let other = RACDisposable()
        var s: RACScopedDisposable? = RACScopedDisposable.scopedDisposableWithDisposable(other)
        #expect(!other.isDisposed)
        s = nil
        _ = s
        #expect(other.isDisposed)
    }
}
