import Dispatch
import RACLegacy

/// Whether the caller runs on the main actor (the main thread, or a block of the main queue on Linux).
func isOnMainActor() -> Bool {
    RACScheduler.currentScheduler() === RACScheduler.mainThreadScheduler()
}

/// Runs `body` now when on the main actor, else on the main queue (bound values may arrive on any thread).
func performOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainActor() {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.async { MainActor.assumeIsolated(body) }
    }
}

/// Runs `body` on the main actor, which the caller must be on: UIKit objects are only touched there, so a
/// category's signal is subscribed on the main thread, as in RAC 2.
func requireMainActor<T: Sendable>(_ member: String, _ body: @MainActor () -> T) -> T {
    precondition(isOnMainActor(), "\(member) must be used on the main thread (UIKit objects live there)")
    return MainActor.assumeIsolated(body)
}
