import Testing
import Reactive

/// Contract 3.2: the RAC 3/4 names that are deliberately not shimmed stay absent, and the one old spelling that still
/// compiles with a different meaning behaves as the guide warns.
@Suite("3.2 names that are not shimmed")
struct UnshimmedNamesTests {
    /// An exhaustive switch with no `default`: a `Next`/`Failed`/`Error` enum case added for RAC 3/4 patterns would
    /// make this fail to compile.
    static func name(_ event: Signal<Int, Never>.Event) -> String {
        switch event {
        case .value: return "value"
        case .failed: return "failed"
        case .completed: return "completed"
        case .interrupted: return "interrupted"
        }
    }

    @Test("Signal.Event has exactly the four current cases; the static RAC 3/4 spellings only construct them")
    @available(*, deprecated)
    func eventCases() {
        let events: [Signal<Int, Never>.Event] = [.Next(1), .Completed, .Interrupted]
        #expect(events.map(Self.name) == ["value", "completed", "interrupted"])
    }

    @Test("a RAC 4 style modify { $0 + 1 } still compiles and leaves the value unchanged (use += instead)")
    func modifyReturningAValue() {
        let property = MutableProperty(1)
        let result = property.modify { $0 + 1 }
        #expect(result == 2)
        #expect(property.value == 1)
        property.modify { $0 += 1 }
        #expect(property.value == 2)
    }
}
