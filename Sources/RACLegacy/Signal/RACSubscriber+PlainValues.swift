// Sending a number as a value. `sendNext(7)` through `sendNext(_: Any?)` makes a temporary `Any?` that the caller
// destroys after the call through `Optional`'s generic value witnesses: about 70 instructions for an `Int`, a
// third of what a subject's delivery costs. These overloads hand over the same `Any?` (the receiver sees exactly
// what `sendNext(value as Any?)` gives it), built in place, and skip the destruction, which for a plain value
// stored inline has nothing to do. Only non-optional values take them: an `Int?` still goes through
// `sendNext(_: Any?)`, which turns a nil `Int?` into a nil value.

extension RACSubscriber {
    /// Sends an `Int` value; `sendNext(value as Any?)`, cheaper.
    @inlinable @inline(__always)
    public func sendNext(_ value: Int) { sendNext(payload: UInt(bitPattern: value), of: Int.self) }

    /// Sends a `Bool` value; `sendNext(value as Any?)`, cheaper.
    @inlinable @inline(__always)
    public func sendNext(_ value: Bool) { sendNext(payload: value ? 1 : 0, of: Bool.self) }

    /// Sends a `Double` value; `sendNext(value as Any?)`, cheaper.
    @inlinable @inline(__always)
    public func sendNext(_ value: Double) { sendNext(payload: UInt(value.bitPattern), of: Double.self) }

    /// Builds the `Any?` of a one-word payload with bits `payload` stored as `type` (a plain value, or an object
    /// kept alive by the caller), in a buffer the compiler does not destroy (it owns nothing), and sends it.
    @inlinable @inline(__always)
    func sendNext(payload: UInt, of type: Any.Type) {
        withUnsafeTemporaryAllocation(of: Any?.self, capacity: 1) { buffer in
            writeAnyContainer(UnsafeMutableRawPointer(buffer.baseAddress!), payload: payload, metadata: typeMetadata(type))
            sendNext(inPlaceValue: &buffer.baseAddress!.pointee)
        }
    }

    /// `sendNext(value)` with `value` passed by address: reading the pointee of an unsafe pointer as an argument
    /// would copy it first (and destroy the copy after).
    @inlinable @inline(__always)
    func sendNext(inPlaceValue value: inout Any?) {
        sendNext(value)
    }
}
