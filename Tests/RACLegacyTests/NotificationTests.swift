import Testing
import Foundation
@testable import RACLegacy

@Suite("2.25 Foundation additions") struct NotificationTests {
    @Test("rac_addObserverForName with nil object sends notifications from any object; removed on disposal") func anyObject() {
        let center = NotificationCenter()
        let name = Notification.Name("test.any")
        let r = Recorder()
        var d: RACDisposable!
        onImmediate { d = r.record(center.rac_addObserverForName(name, object: nil).map { ($0 as! Notification).object as? String }) }
        center.post(name: name, object: "a" as NSString)
        center.post(name: name, object: "b" as NSString)
        d.dispose()
        center.post(name: name, object: "c" as NSString)
        #expect(r.values == ["a", "b"])
    }

    @Test("with an object, only that object's notifications; the object is not retained") func specificObject() {
        let center = NotificationCenter()
        let name = Notification.Name("test.object")
        var sender: NSObject? = NSObject()
        let other = NSObject()
        weak let weakSender = sender
        let count = Box(0)
        onImmediate { center.rac_addObserverForName(name, object: sender).subscribeNext { _ in count.mutate { $0 += 1 } } }
        center.post(name: name, object: sender)
        center.post(name: name, object: other)
        #expect(count.value == 1)
        sender = nil
        #expect(weakSender == nil)
        center.post(name: name, object: other)
        #expect(count.value == 1)
    }

    @Test("Data.rac_readContentsOfURL reads on the scheduler; errors for a missing file") func readData() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rac-legacy-\(UUID().uuidString)")
        try Data("hi".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let test = RACTestScheduler()
        let r = Recorder()
        onImmediate { r.record(Data.rac_readContentsOfURL(url, options: [], scheduler: test)) }
        #expect(r.events.isEmpty)
        test.stepAll()
        #expect(r.events == [.next(Data("hi".utf8)), .completed])
        let missing = Recorder()
        onImmediate { missing.record(Data.rac_readContentsOfURL(url.appendingPathComponent("nope"), options: [], scheduler: test)) }
        test.stepAll()
        // The read fails with Foundation's file-not-found error, and nothing else arrives.
        #expect(missing.events.count == 1)
        if case .error(let key)? = missing.events.first { #expect(key.hasPrefix(NSCocoaErrorDomain)) } else { Issue.record("expected an error, got \(missing.events)") }
    }

    @Test("FileHandle.rac_readInBackground sends chunks then completes at end of file") func readInBackground() throws {
        let pipe = Pipe()
        let r = Recorder()
        r.record(pipe.fileHandleForReading.rac_readInBackground().collect().map { chunks in
            (chunks as! [Any]).reduce(Data()) { $0 + ($1 as! Data) }
        })
        pipe.fileHandleForWriting.write(Data("abc".utf8))
        try pipe.fileHandleForWriting.close()
        #expect(r.waitForTermination())
        #expect(r.events == [.next(Data("abc".utf8)), .completed])
    }

    @Test("UserDefaults channel terminal sends the current value and stores values sent to it") func userDefaults() {
        let defaults = UserDefaults(suiteName: "rac-legacy-tests-\(UUID().uuidString)")!
        defaults.set("first", forKey: "k")
        let terminal = defaults.rac_channelTerminalForKey("k")
        let r = Recorder()
        onImmediate {
            r.record(terminal)
            terminal.sendNext("second")
        }
        #expect(r.values.first == .some("first"))
        #expect(defaults.string(forKey: "k") == "second")
    }
}
