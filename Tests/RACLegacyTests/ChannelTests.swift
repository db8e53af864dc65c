import Testing
import Foundation
@testable import RACLegacy

@Suite("2.22 RACChannel") struct ChannelTests {
    @Test("following subscribers get the latest leading value first; leading subscribers only later following values") func channel() {
        onImmediate {
            let channel = RACChannel()
            channel.leadingTerminal.sendNext("old")
            channel.leadingTerminal.sendNext("latest")
            let following = Recorder()
            following.record(channel.followingTerminal)
            #expect(following.values == ["latest"])
            channel.followingTerminal.sendNext("before")
            let leading = Recorder()
            leading.record(channel.leadingTerminal)
            channel.followingTerminal.sendNext("after")
            #expect(leading.values == ["after"])
            #expect(following.values == ["latest"])
            channel.leadingTerminal.sendNext("next")
            #expect(following.values == ["latest", "next"])
            #expect(leading.values == ["after"])
        }
    }

    @Test("completion and errors propagate both ways") func termination() {
        onImmediate {
            let channel = RACChannel()
            let leading = Recorder(), following = Recorder()
            leading.record(channel.leadingTerminal)
            following.record(channel.followingTerminal)
            channel.followingTerminal.sendCompleted()
            #expect(leading.events == [.completed])
            #expect(following.events == [.completed])
            let other = RACChannel()
            let l2 = Recorder()
            l2.record(other.leadingTerminal)
            other.leadingTerminal.sendError(testError(2))
            #expect(l2.events == [.error("test:2")])
        }
    }

    @Test("a terminal can be subscribed to a signal") func terminalAsSubscriber() {
        onImmediate {
            let channel = RACChannel()
            let following = Recorder()
            following.record(channel.followingTerminal)
            RACSignal.return(5).subscribe(channel.leadingTerminal)
            #expect(following.events == nx(5) + [.completed])
        }
    }
}
