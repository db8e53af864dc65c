#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A number identifying the calling thread, never 0; used to detect re-entrant sends.
@inlinable @inline(__always)
package func currentThreadIdentity() -> UInt {
    // pthread_t is a pointer on Darwin and Musl, an integer on Glibc; Int(bitPattern:) takes either.
    UInt(bitPattern: Int(bitPattern: pthread_self()))
}
