import Testing
@testable import Reactive

@Suite("2.10 Action state machine")
struct ActionStateMachineTests {
    typealias Machine = ActionStateMachine<Int>

    /// Drains the publications of one publisher turn.
    static func publications(_ machine: inout Machine) -> [Machine.Publication] {
        guard machine.claimPublishing() else { return [] }
        var published: [Machine.Publication] = []
        while let next = machine.nextPublication() { published.append(next) }
        return published
    }

    @Test("the machine is disabled until a state value that passes the condition arrives")
    func disabledUntilState() {
        var machine = Machine()
        #expect(machine.isEnabled == false)
        guard case .disabled = machine.start() else { Issue.record("started without a state"); return }
        machine.stateChanged(to: 1, isUserEnabled: false)
        let published = Self.publications(&machine)
        #expect(published.isEmpty)
        machine.stateChanged(to: 2, isUserEnabled: true)
        let published2 = Self.publications(&machine)
        #expect(published2 == [.isEnabled(true)])
    }

    @Test("start claims the slot with the latest state and publishes isEnabled before isExecuting")
    func startAndEnd() {
        var machine = Machine()
        machine.stateChanged(to: 7, isUserEnabled: true)
        _ = Self.publications(&machine)
        guard case .execute(7) = machine.start() else { Issue.record("did not start with 7"); return }
        guard case .disabled = machine.start() else { Issue.record("started twice"); return }
        let published = Self.publications(&machine)
        #expect(published == [.isEnabled(false), .isExecuting(true)])
        machine.executionEnded()
        let published2 = Self.publications(&machine)
        #expect(published2 == [.isEnabled(true), .isExecuting(false)])
    }

    @Test("only one publisher at a time; changes made during its turn are handed to it")
    func singlePublisher() {
        var machine = Machine()
        machine.stateChanged(to: 1, isUserEnabled: true)
        let claimed = machine.claimPublishing()
        let first = machine.nextPublication()
        #expect(claimed && first == .isEnabled(true))
        // An observer of that publication disables the action: the running publisher must pick it up.
        machine.stateChanged(to: 2, isUserEnabled: false)
        let claimedAgain = machine.claimPublishing()
        let second = machine.nextPublication()
        let end = machine.nextPublication()
        #expect(!claimedAgain && second == .isEnabled(false) && end == nil)
        // The turn is over: the next change needs a new publisher.
        machine.stateChanged(to: 3, isUserEnabled: true)
        let claimedLater = machine.claimPublishing()
        #expect(claimedLater)
    }

    @Test("a change that is undone before it is published publishes nothing")
    func coalescedChanges() {
        var machine = Machine()
        machine.stateChanged(to: 1, isUserEnabled: true)
        machine.stateChanged(to: 2, isUserEnabled: false)
        let published = Self.publications(&machine)
        #expect(published.isEmpty)
    }
}
