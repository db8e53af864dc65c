/// Carries a value across a dispatch hop where the library, not the compiler, guarantees serialized access
/// (events are delivered one at a time, so the boxed closure or value is never used concurrently); the box is
/// only opened on the receiving side.
@usableFromInline
package struct UncheckedSendable<Wrapped>: @unchecked Sendable { // the value is handed over, never shared
    @usableFromInline package var value: Wrapped

    @inlinable
    package init(_ value: Wrapped) { self.value = value }
}
