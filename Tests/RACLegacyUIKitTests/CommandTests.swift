import Testing
import RACLegacy
import RACLegacyUIKit

@Suite("UIKit rac_command", .serialized) @MainActor struct CommandTests {
    /// A command enabled by `enabled`, whose execution sends its input back.
    func echoCommand(enabled: RACSignal) -> RACCommand {
        RACCommand(enabled: enabled) { input in RACSignal.return(input) }
    }

    @Test("a button's isEnabled follows the command's enabled, and a tap executes it with the button as input")
    func button() async {
        let button = UIButton()
        let enabled = RACSubject()
        let command = echoCommand(enabled: enabled)
        let inputs = Recorder()
        inputs.record(command.executionSignals.flatten())
        button.rac_command = command
        #expect(button.rac_command === command)
        #expect(button.isEnabled)
        enabled.sendNext(false)
        await drainMainQueue()
        #expect(!button.isEnabled)
        enabled.sendNext(true)
        await drainMainQueue()
        #expect(button.isEnabled)
        button.sendActions(for: .touchUpInside)
        await drainMainQueue()
        #expect(inputs.events == [.next("UIButton")])
    }

    @Test("setting another command unties the first; setting nil unties everything")
    func replacement() async {
        let button = UIButton()
        let first = echoCommand(enabled: RACSignal.return(false))
        let second = RACCommand { _ in RACSignal.return("second") }
        let firstRuns = Recorder()
        let secondRuns = Recorder()
        firstRuns.record(first.executionSignals.flatten())
        secondRuns.record(second.executionSignals.flatten())
        button.rac_command = first
        #expect(!button.isEnabled)
        button.rac_command = second
        #expect(button.isEnabled)
        button.sendActions(for: .touchUpInside)
        await drainMainQueue()
        button.rac_command = nil
        button.sendActions(for: .touchUpInside)
        await drainMainQueue()
        #expect(button.rac_command == nil)
        #expect(firstRuns.events.isEmpty)
        #expect(secondRuns.events == [.next("second")])
    }

    @Test("the button and its command are released together: no retain cycle")
    func noRetainCycle() {
        var button: UIButton? = UIButton()
        var command: RACCommand? = RACCommand { _ in RACSignal.empty() }
        weak let releasedButton = button
        weak let releasedCommand = command
        button!.rac_command = command
        command = nil
        button = nil
        #expect(releasedButton == nil)
        #expect(releasedCommand == nil)
    }

    @Test("a bar button item's primary action executes its command with the item as input; isEnabled follows")
    func barButtonItem() async {
        let item = UIBarButtonItem()
        let enabled = RACSubject()
        let command = echoCommand(enabled: enabled)
        let inputs = Recorder()
        inputs.record(command.executionSignals.flatten())
        item.rac_command = command
        enabled.sendNext(false)
        await drainMainQueue()
        #expect(!item.isEnabled)
        enabled.sendNext(true)
        await drainMainQueue()
        #expect(item.isEnabled)
        // UIKit's public way to perform an action: a control sends it (the item ignores the sender).
        UIButton().sendAction(item.primaryAction!)
        await drainMainQueue()
        #expect(inputs.events == [.next("UIBarButtonItem")])
        item.rac_command = nil
        #expect(item.primaryAction == nil)
    }

    @Test("a refresh control executes its command on valueChanged and ends refreshing when the execution ends")
    func refreshControl() async {
        let control = UIRefreshControl()
        let finish = RACSubject()
        let command = RACCommand { _ in finish }
        control.rac_command = command
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
        await drainMainQueue()
        #expect(control.isRefreshing)
        #expect(!control.isEnabled)
        finish.sendCompleted()
        await drainMainQueue()
        #expect(!control.isRefreshing)
        #expect(control.isEnabled)
    }

    @Test("a text field's return command runs on editingDidEndOnExit with the field as input")
    func returnCommand() async {
        let field = UITextField()
        let command = echoCommand(enabled: RACSignal.return(true))
        let inputs = Recorder()
        inputs.record(command.executionSignals.flatten())
        field.rac_returnCommand = command
        field.sendActions(for: .editingChanged)
        field.sendActions(for: .editingDidEndOnExit)
        await drainMainQueue()
        #expect(inputs.events == [.next("UITextField")])
        #expect(field.rac_returnCommand === command)
    }
}
