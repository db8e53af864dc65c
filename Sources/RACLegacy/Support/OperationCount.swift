#if DEBUG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#endif

/// Counts the elementary steps (comparisons, elements visited or moved) of paths that must not grow with the
/// square of the work, per thread, so a test can bound them without timing anything. Debug builds only: in
/// release builds `add` is empty and the count stays 0.
enum OperationCount {
    #if DEBUG
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Steps counted on the calling thread so far.
    static var current: Int { Int(bitPattern: pthread_getspecific(key)) }

    @inline(__always) static func add(_ steps: Int) {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: current &+ steps))
    }
    #else
    static var current: Int { 0 }

    @inline(__always) static func add(_ steps: Int) {}
    #endif
}
