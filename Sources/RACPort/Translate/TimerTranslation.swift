extension FoundationTranslator {
    /// `[NSTimer scheduledTimerWithTimeInterval:t target:x selector:@selector(tick:) userInfo:nil repeats:r]` (and
    /// `timerWithTimeInterval:…`, not scheduled) → Swift's block timer calling `x.tick(timer)`: no selectors are
    /// needed. The closure holds the target strongly, as the timer held its target. Swift 6 asks the block to be
    /// `@Sendable`, which a view model is not: a target named by a variable is first bound to a `nonisolated(unsafe)`
    /// local (the timer fires on the run loop that scheduled it, as the selector did). A timer with user info stays
    /// flagged: the block API has none.
    func timerSend(_ receiver: Expression, _ pieces: [SelectorPiece], _ selector: String) throws(Flagged) -> String? {
        guard case .identifier("NSTimer") = receiver, !translator.context.isLocal("NSTimer"),
            selector == "scheduledTimerWithTimeInterval:target:selector:userInfo:repeats:"
                || selector == "timerWithTimeInterval:target:selector:userInfo:repeats:",
            let interval = pieces[0].argument, let target = pieces[1].argument,
            case .selector(let action)? = pieces[2].argument, let repeats = pieces[4].argument
        else { return nil }
        guard case .identifier(let info)? = pieces[3].argument, info == "nil" || info == "NULL" else {
            throw Flagged(reason: "a timer with userInfo has no block form; pass the value through the closure")
        }
        let keywords = action.split(separator: ":", omittingEmptySubsequences: false)
        guard keywords.count <= 2, let name = keywords.first, !name.isEmpty else {
            throw Flagged(reason: "a timer's selector takes the timer or nothing")
        }
        var receiver = try MessageTranslator(translator: translator).receiverText(target)
        if case .identifier = target {
            let context = translator.context
            var local = "timerTarget"
            var n = 1
            while context.isLocal(local) || context.linesBeforeStatement.contains(where: { $0.contains(" \(local) = ") }) {
                n += 1
                local = "timerTarget\(n)"
            }
            context.declare(local, nil)
            context.linesBeforeStatement.append("nonisolated(unsafe) let \(local) = \(receiver)")
            receiver = local
        }
        let call = "\(receiver).\(name)(\(keywords.count == 2 ? "timer" : ""))"
        let head = selector.hasPrefix("scheduled") ? "Timer.scheduledTimer(withTimeInterval: " : "Timer(timeInterval: "
        let seconds = try translator.scalar(interval)
        let again = try translator.condition(repeats)
        return head + "\(seconds), repeats: \(again)) { \(keywords.count == 2 ? "timer" : "_") in \(call) }"
    }
}
