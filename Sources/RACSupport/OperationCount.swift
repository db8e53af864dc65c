#if DEBUG
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#endif

/// Counts, per thread, the elementary steps (elements moved or visited, comparisons, tree levels walked) of the
/// paths that must not grow with the square of the work, so a test can bound them without timing anything.
///
/// Only debug builds count. In a release build `add` has an empty body that inlines to nothing, also inside the
/// library's inlinable code compiled into clients, and `current` stays 0.
@usableFromInline
package enum OperationCount {
    #if DEBUG
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Steps counted on the calling thread so far.
    package static var current: Int { Int(bitPattern: pthread_getspecific(key)) }

    @usableFromInline
    static func record(_ steps: Int) {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: current &+ steps))
    }
    #else
    /// Always 0: release builds do not count.
    package static var current: Int { 0 }
    #endif

    /// Adds `steps` to the calling thread's count (debug builds only).
    @inlinable @inline(__always)
    package static func add(_ steps: Int) {
        #if DEBUG
        record(steps)
        #endif
    }
}
