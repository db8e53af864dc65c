/// ReactiveSwift's internal `Result` conveniences, kept internal here too so that its specs compile against this
/// module through `@testable import`.
extension Swift.Result {
    /// A success holding `value`.
    @inlinable
    init(success value: Success) { self = .success(value) }

    /// A failure holding `error`.
    @inlinable
    init(failure error: Failure) { self = .failure(error) }

    /// The success value, or nil for a failure.
    @inlinable
    var value: Success? {
        if case let .success(value) = self { return value }
        return nil
    }

    /// The failure, or nil for a success.
    @inlinable
    var error: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
