import Testing
import Foundation
import Observation
@testable import RACLegacy

@Observable final class Profile {
    var username = ""
    var avatarURL: String? = nil
    var count = 0
    var address: Address? = nil
}

@Observable final class Address {
    var city: String
    init(city: String) { self.city = city }
}

/// A bound target that is not Observable: only the next value can find it gone.
final class PlainLabel { var text: String? = nil }

/// The pthread of the calling thread, to tell where a value was delivered.
private func threadID() -> UInt { UInt(bitPattern: Int(bitPattern: pthread_self())) }

/// Whether stores are reported after they land (Observation's didSet SPI) or by the asynchronous fallback.
private let synchronous = PropertyTracking.reportsAfterStore

/// Where the fallback delivers a store made outside any scheduler: the main thread scheduler. A delivery block that
/// ran before the store landed looks again on the next hop, so the queue is drained until that look has run too.
private func settleFallback() {
    if !synchronous { for _ in 0..<3 { drainMainQueue() } }
}

/// RACLegacy.md §4.1 rules 1–5 and §4.2 as KVO delivered them; each test also states what the asynchronous fallback
/// (`-DRAC_NO_OBSERVATION_SPI`, Apple platforms) does instead.
@Suite("4.1 RACObserve and RAC() with KVO's timing", .serialized) struct SynchronousObservationTests {
    @Test("a store sends the new value before the setter returns") func storeThenAssert() {
        let profile = Profile()
        let r = Recorder()
        onImmediate { r.record(RACObserve(profile, \.username)) }
        profile.username = "ann"
        if synchronous {
            #expect(r.events == nx("", "ann"))
        } else {
            #expect(r.events == nx(""))
            settleFallback()
            #expect(r.events == nx("", "ann"))
        }
    }

    @Test("five stores give five values, in order (the fallback coalesces them)") func fiveStores() {
        let profile = Profile()
        let r = Recorder()
        onImmediate { r.record(RACObserve(profile, \.count)) }
        for value in 1...5 { profile.count = value }
        if synchronous {
            #expect(r.events == nx(0, 1, 2, 3, 4, 5))
        } else {
            settleFallback()
            // Coalesced: the main queue may run a delivery between two stores on a loaded machine, so only the
            // ends and the order are fixed (0 first, 5 last, increasing); typically `0, 5`.
            let values = r.values.compactMap { $0 as? Int }
            #expect(values.count == r.events.count && values.first == 0 && values.last == 5)
            #expect(values == values.sorted() && Set(values).count == values.count)
        }
    }

    @Test("RAC(self, avatarURL) = [RACObserve(self, username) map:] is up to date on the next line") func derivedBinding() {
        let profile = Profile()
        onImmediate {
            RAC[profile, \.avatarURL] = RACObserve(profile, \.username).map { name in
                (name as! String).isEmpty ? nil : "https://avatars.example/\(name as! String)"
            }
        }
        #expect(profile.avatarURL == nil)
        profile.username = "ann"
        settleFallback()
        #expect(profile.avatarURL == "https://avatars.example/ann")
        profile.username = ""
        settleFallback()
        #expect(profile.avatarURL == nil)
    }

    @Test("a store from a background thread is delivered on that thread, before its setter returns") func backgroundStore() {
        let profile = Profile()
        let seen = Box<[String: UInt]>([:])
        onImmediate {
            RACObserve(profile, \.username).subscribeNext { value in
                seen.value[value as! String] = threadID()
            }
        }
        let storer = Box<UInt>(0)
        let seenAfterStore = Box<Bool>(false)
        let done = DispatchSemaphore(value: 0)
        let shared = Box(profile)
        Thread.detachNewThread {
            storer.value = threadID()
            shared.value.username = "from background"
            seenAfterStore.value = seen.value["from background"] != nil
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        if synchronous {
            #expect(seenAfterStore.value)
            #expect(seen.value["from background"] == storer.value)
        } else {
            #expect(!seenAfterStore.value)
            settleFallback()
            #expect(seen.value["from background"] != nil)
            #expect(seen.value["from background"] != storer.value)
        }
    }

    @Test("a two-hop key path follows a store to either hop, and stops following a replaced hop") func twoHops() {
        let profile = Profile()
        let first = Address(city: "Aachen")
        profile.address = first
        let r = Recorder()
        onImmediate { r.record(RACObserve(profile, \.address?.city)) }
        first.city = "Bonn"
        settleFallback()
        #expect(r.events == nx("Aachen", "Bonn"))
        let second = Address(city: "Cologne")
        profile.address = second
        settleFallback()
        #expect(r.events == nx("Aachen", "Bonn", "Cologne"))
        first.city = "Dresden" // no longer on the path
        settleFallback()
        #expect(r.events == nx("Aachen", "Bonn", "Cologne"))
        second.city = "Essen"
        settleFallback()
        #expect(r.events == nx("Aachen", "Bonn", "Cologne", "Essen"))
        profile.address = nil
        settleFallback()
        #expect(r.events == nx("Aachen", "Bonn", "Cologne", "Essen", nil))
    }

    @Test("a store made by a subscriber during delivery is sent after that delivery returns, not inside it")
    func reentrantStore() {
        let profile = Profile()
        let log = Box<[String]>([])
        onImmediate {
            RACObserve(profile, \.count).subscribeNext { value in
                let count = value as! Int
                log.value.append("begin \(count)")
                if count == 1 { profile.count = 2 }
                log.value.append("end \(count)")
            }
        }
        profile.count = 1
        settleFallback()
        settleFallback() // the subscriber's store is delivered by a block of its own
        #expect(log.value == ["begin 0", "end 0", "begin 1", "end 1", "begin 2", "end 2"])
        #expect(profile.count == 2)
    }

    @Test("completes when a plain @Observable target is released") func completionAtDeinit() {
        var profile: Profile? = Profile()
        let r = Recorder()
        onImmediate { r.record(RACObserve(profile!, \.count)) }
        weak let released = profile
        profile = nil
        #expect(released == nil)
        #expect(r.events == nx(0) + [.completed])
    }

    @Test("disposal stops delivery; the target's later release sends nothing") func disposal() {
        var profile: Profile? = Profile()
        let r = Recorder()
        var subscription: RACDisposable?
        onImmediate { subscription = r.record(RACObserve(profile!, \.count)) }
        profile!.count = 1
        settleFallback()
        subscription?.dispose()
        profile!.count = 2
        settleFallback()
        profile = nil
        #expect(r.events == nx(0, 1))
    }

    @Test("RAC[target, keyPath] = signal: the source is disposed when an @Observable target is released")
    func bindingEndsAtDeinit() {
        let disposed = Box(false)
        let source = RACSignal.createSignal { subscriber in
            subscriber.sendNext(3)
            return RACDisposable { disposed.value = true }
        }
        var profile: Profile? = Profile()
        onImmediate { RAC[profile!, \.count] = source }
        #expect(profile!.count == 3)
        #expect(!disposed.value)
        profile = nil
        #expect(disposed.value)
    }

    @Test("RAC[target, keyPath] = signal: a RACObject target disposes the source at once, any other target at the next value")
    func bindingEndsForOtherTargets() {
        let ownedDisposed = Box(false)
        let subject = RACSubject()
        var owned: OwnedForm? = OwnedForm()
        onImmediate {
            RAC[owned!, \.value] = RACSignal.createSignal { subscriber in
                subject.subscribe(subscriber)
                return RACDisposable { ownedDisposed.value = true }
            }
        }
        subject.sendNext(4)
        #expect(owned!.value == 4)
        owned = nil
        #expect(ownedDisposed.value)

        let plainDisposed = Box(false)
        var label: PlainLabel? = PlainLabel()
        onImmediate {
            RAC[label!, \.text] = RACSignal.createSignal { subscriber in
                subject.subscribe(subscriber)
                return RACDisposable { plainDisposed.value = true }
            }
        }
        subject.sendNext("a")
        #expect(label!.text == "a")
        label = nil
        #expect(!plainDisposed.value)
        subject.sendNext("b")
        #expect(plainDisposed.value)
    }
}
