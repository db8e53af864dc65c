/// Carries a value across a dispatch hop where the library, not the compiler, guarantees serialized access
/// (events are delivered one at a time, so the boxed closure or value is never used concurrently).
@usableFromInline
struct UncheckedSendable<Wrapped>: @unchecked Sendable {
    @usableFromInline var value: Wrapped

    @inlinable init(_ value: Wrapped) { self.value = value }
}
