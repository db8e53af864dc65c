import RACLegacy

/// The RACChannel behind every `rac_new…Channel`, built from closures so it knows nothing of UIKit.
///
/// RAC 2 semantics (ReactiveObjC's `rac_channelForControlEvents:key:nilValue:`): the terminal handed out sends
/// the control's value after each user change, and not its value at subscription, so that binding it to a
/// model's channel (`RACChannelTo`, which does send its current value) lets the model's value win; values sent
/// into the terminal are written to the control, nil as `nilValue`; the terminal completes when the control
/// deallocates, and sending completed into it stops listening to the control.
enum ControlChannel {
    /// - Parameters:
    ///   - changes: sends on every user change; completes at the control's deallocation.
    ///   - read: the control's value after a change (nil once the control is gone).
    ///   - write: assigns a value sent into the terminal (already nil-replaced).
    ///   - nilValue: what a nil sent into the terminal is written as.
    ///   - deallocated: completes when the control deallocates.
    static func terminal(changes: RACSignal, read: @escaping () -> Any?, write: @escaping (Any?) -> Void,
                         nilValue: Any?, deallocated: RACSignal) -> RACChannelTerminal {
        let channel = RACChannel()
        let controlSide = channel.followingTerminal
        deallocated.subscribeCompleted { controlSide.sendCompleted() }
        let stopped = controlSide.ignoreValues().catchTo(RACSignal.empty())
        changes.map { _ in read() }
            .takeUntil(stopped)
            .subscribe(controlSide)
        controlSide.subscribeNext { value in write(value ?? nilValue) }
        return channel.leadingTerminal
    }
}
