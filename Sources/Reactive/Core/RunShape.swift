/// What a producer promises about its runs, so that starting it can skip the per-run signal.
@usableFromInline
enum RunShape: Sendable {
    /// No promise: every run gets its own signal, which serializes its events and ends it.
    case general
    /// The start handler sends all of the run's events on the starting thread before it returns, never sends after
    /// a terminal event, and uses its lifetime only to read `hasEnded` (to stop early). Such a run needs no signal
    /// when nobody can interrupt it while it runs.
    case synchronous
    /// `synchronous`, and the run sends at most one value: it is over so soon that it may run to its end even when
    /// disposed meanwhile (the receiver ignores what comes after).
    case single
}

extension Lifetime {
    /// The lifetime handed to signal-free runs: it never ends and must never have anything registered on it.
    @usableFromInline
    static let unending = Lifetime()
}

/// The handle of a run that ended before `start` returned: there is nothing left to interrupt.
@usableFromInline
final class EndedRun: Disposable, Sendable {
    @usableFromInline static let shared = EndedRun()

    @inlinable init() {}

    @inlinable var isDisposed: Bool { true }

    @inlinable func dispose() {}
}
