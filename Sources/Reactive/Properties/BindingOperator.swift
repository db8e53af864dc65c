/// Precedence of the binding operator `<~`: right-associative, just above assignment.
precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}

/// Binds a source to a target: `target <~ source`.
infix operator <~ : BindingPrecedence

extension Signal.Observer {
    /// Starts `source` and forwards its values to `observer` (held weakly); termination is not forwarded.
    @discardableResult
    public static func <~ <Source: BindingSource>(observer: Signal<Value, Error>.Observer, source: Source) -> any Disposable where Source.Value == Value {
        source.producer.startWithValues { [weak observer] value in
            observer?.send(value: value)
        }
    }
}
