/// Unwraps the RACTuple a reduce block expects, stopping with a message naming `selector` otherwise.
@usableFromInline
func reduceTuple(_ value: Any?, _ selector: String) -> RACTuple {
    guard let tuple = value as? RACTuple else {
        preconditionFailure("\(selector) requires RACTuple values, got \(String(describing: value))")
    }
    return tuple
}
