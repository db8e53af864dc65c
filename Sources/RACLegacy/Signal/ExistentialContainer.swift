/// Writes at `container` an `Any?` whose one-word payload has the bits `payload` and is stored as the type whose
/// metadata is `metadata` (Swift's existential container, a stable ABI: a three-word inline buffer, then the
/// stored type's metadata, whose being non-null makes the optional `.some`).
///
/// It is written in two 16-byte stores because copying an `Any` reads it 16 bytes at a time: a read spanning two
/// narrower stores just made cannot be served from the store buffer and waits for them (a store-forwarding stall
/// of about a dozen cycles, a tenth of a combineLatest event).
@inlinable @inline(__always)
func writeAnyContainer(_ container: UnsafeMutableRawPointer, payload: UInt, metadata: UnsafeRawPointer) {
    container.storeBytes(of: SIMD2<UInt>(payload, 0), as: SIMD2<UInt>.self)
    container.storeBytes(of: SIMD2<UInt>(0, UInt(bitPattern: metadata)), toByteOffset: MemoryLayout<SIMD2<UInt>>.size,
                         as: SIMD2<UInt>.self)
}

/// The metadata pointer of `type`, as an existential container stores it.
@inlinable @inline(__always)
func typeMetadata(_ type: Any.Type) -> UnsafeRawPointer {
    unsafeBitCast(type, to: UnsafeRawPointer.self)
}
