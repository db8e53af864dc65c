// Sending a number as a value. `sendNext(7)` through `sendNext(_: Any?)` makes a temporary `Any?` that the caller
// destroys after the call through `Optional`'s generic value witnesses: about 70 instructions for an `Int`, a
// third of what a subject's delivery costs. These overloads hand over the same `Any?` (the receiver sees exactly
// what `sendNext(value as Any?)` gives it), built in place, and skip the destruction, which for a plain value
// stored inline has nothing to do. Only non-optional values take them: an `Int?` still goes through
// `sendNext(_: Any?)`, which turns a nil `Int?` into a nil value.

extension RACSubscriber {
    /// Sends an `Int` value; `sendNext(value as Any?)`, cheaper.
    @inlinable @inline(__always)
    public func sendNext(_ value: Int) { sendNext(plainValue: value) }

    /// Sends a `Bool` value; `sendNext(value as Any?)`, cheaper.
    @inlinable @inline(__always)
    public func sendNext(_ value: Bool) { sendNext(plainValue: value) }

    /// Sends a `Double` value; `sendNext(value as Any?)`, cheaper.
    @inlinable @inline(__always)
    public func sendNext(_ value: Double) { sendNext(plainValue: value) }

    /// Builds `value as Any?` in a buffer the compiler does not destroy (it owns nothing) and sends it.
    @inlinable @inline(__always)
    func sendNext<Value: BitwiseCopyable>(plainValue value: Value) {
        withUnsafeTemporaryAllocation(of: Any?.self, capacity: 1) { buffer in
            // An existential container (a stable ABI): a plain value of at most three words in the buffer, then
            // the stored type's metadata, whose being non-null makes the optional `.some`.
            let container = UnsafeMutableRawPointer(buffer.baseAddress!)
            let word = MemoryLayout<Int>.size
            container.initializeMemory(as: UInt.self, repeating: 0, count: 3)
            container.storeBytes(of: value, as: Value.self)
            container.storeBytes(of: unsafeBitCast(Value.self as Any.Type, to: UnsafeRawPointer.self),
                                 toByteOffset: 3 * word, as: UnsafeRawPointer.self)
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
