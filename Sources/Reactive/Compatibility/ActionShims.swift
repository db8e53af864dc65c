// RAC 3/4 spellings of Action state and ActionError cases (contract 3.3).

extension Action {
    /// RAC 3/4 name of `isExecuting`.
    @available(*, deprecated, renamed: "isExecuting")
    public var executing: Property<Bool> { isExecuting }

    /// RAC 3/4 name of `isEnabled`.
    @available(*, deprecated, renamed: "isEnabled")
    public var enabled: Property<Bool> { isEnabled }
}

extension ActionError {
    /// RAC 3/4 name of `disabled`.
    @available(*, deprecated, renamed: "disabled")
    public static var NotEnabled: ActionError<Error> { .disabled }

    /// RAC 3/4 constructor of `producerFailed(_:)`.
    @available(*, deprecated, renamed: "producerFailed")
    public static func ProducerError(_ error: Error) -> ActionError<Error> { .producerFailed(error) }
}
