import Synchronization

/// The interrupt handle of one producer run: disposing it sends `.interrupted` into the run's signal once.
@usableFromInline
final class RunInterrupter<Value, Error: Swift.Error>: Disposable {
    @usableFromInline let disposed = Synchronization.Atomic<Bool>(false)
    @usableFromInline let input: Signal<Value, Error>.Observer

    @inlinable
    init(_ input: Signal<Value, Error>.Observer) {
        self.input = input
    }

    /// True once disposed, or once the run has ended by itself (nothing is left to interrupt).
    @inlinable var isDisposed: Bool {
        disposed.load(ordering: .acquiring) || input.target?.hasTerminated.load(ordering: .acquiring) == true
    }

    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        guard let target = input.target else { return input.sendInterrupted() }
        if target.hasTerminated.load(ordering: .acquiring) { return }
        if let redirect = target.takeInterruptionRedirect() { return redirect() }
        input.sendInterrupted()
    }
}

// `disposed` is atomic; `input` is immutable and thread-safe.
extension RunInterrupter: @unchecked Sendable {}
