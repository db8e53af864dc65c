import Testing
import Foundation
import Observation
@testable import RACLegacy

/// An @Observable class holding a @RACObservable one: a chain mixing both kinds of hops.
@Observable final class ObservableHolder {
    var inner: RACAddress? = nil
}

/// A @RACObservable class holding an @Observable one.
final class RACHolder: Observable {
    @RACObservable var inner: Address? = nil
}

/// A ported base class and a subclass adding a property: no `@Observable`-style subclass rule applies.
class RACBase: Observable {
    @RACObservable var inherited = 0
}

final class RACDerived: RACBase {
    @RACObservable var own = 0
}

/// The @RACObservable machinery itself: what a tracked read records, and that every registration is let go of.
@Suite("4.1 @RACObservable storage and tracking", .serialized) struct RACObservableTests {
    @Test("a tracked read records each @RACObservable storage it touches, with the key path it read, once")
    func recordsAccesses() {
        let profile = RACProfile()
        profile.address = RACAddress(city: "Aachen")
        let (city, accesses) = AccessRecorder.record({ () -> String in
            _ = profile.address?.city
            return profile.address?.city ?? ""
        }, report: { _ in true })
        #expect(city == "Aachen")
        #expect(accesses.map(\.keyPath) == [\RACProfile.address, \RACAddress.city])
        #expect(profile.registrations == 1 && profile.address!.registrations == 1)
        for access in accesses { access.unregister() }
        #expect(profile.registrations == 0 && profile.address!.registrations == 0)
        _ = profile.address?.city // untracked: registers nothing
        #expect(profile.registrations == 0 && profile.address!.registrations == 0)
    }

    @Test("a read nested in a tracked read registers with both recorders, as Observation merges access lists")
    func nestedReads() {
        let outer = RACProfile(), inner = RACProfile()
        let (_, outerAccesses) = AccessRecorder.record({
            _ = outer.count
            let (_, innerAccesses) = AccessRecorder.record({ _ = inner.username }, report: { _ in true })
            #expect(innerAccesses.map(\.keyPath) == [\RACProfile.username])
            for access in innerAccesses { access.unregister() }
        }, report: { _ in true })
        #expect(outerAccesses.map(\.keyPath) == [\RACProfile.count, \RACProfile.username])
        for access in outerAccesses { access.unregister() }
        #expect(outer.registrations == 0 && inner.registrations == 0)
    }

    @Test("disposal drops the registration from the storage at once; so does replacing a hop")
    func registrationsReleased() {
        let profile = RACProfile()
        let first = RACAddress(city: "Aachen")
        profile.address = first
        var subscription: RACDisposable?
        onImmediate { subscription = RACObserve(profile, \.address?.city).subscribeNext { _ in } }
        #expect(profile.registrations == 1 && first.registrations == 1)
        let second = RACAddress(city: "Bonn")
        profile.address = second
        #expect(first.registrations == 0 && second.registrations == 1 && profile.registrations == 1)
        subscription?.dispose()
        #expect(profile.registrations == 0 && second.registrations == 0)
    }

    @Test("the signal completes at the target's deinit even while a later hop of the chain lives on")
    func completionWhileHopLives() {
        let address = RACAddress(city: "Aachen")
        var profile: RACProfile? = RACProfile()
        profile!.address = address
        let r = Recorder()
        onImmediate { r.record(RACObserve(profile!, \.address?.city)) }
        profile = nil
        #expect(r.events == nx("Aachen") + [.completed])
        #expect(address.registrations == 0)
        address.city = "Bonn"
        #expect(r.events == nx("Aachen") + [.completed])
    }

    @Test("a chain mixing @Observable and @RACObservable hops: a store to a @RACObservable hop is sent at once in every build")
    func mixedChains() {
        let holder = ObservableHolder()
        holder.inner = RACAddress(city: "Aachen")
        let r = Recorder()
        onImmediate { r.record(RACObserve(holder, \.inner?.city)) }
        holder.inner?.city = "Bonn"
        #expect(r.events == nx("Aachen", "Bonn"))

        let racHolder = RACHolder()
        let s = Recorder()
        onImmediate { s.record(RACObserve(racHolder, \.inner?.city)) }
        racHolder.inner = Address(city: "Cologne")
        #expect(s.events == nx(nil, "Cologne"))
        if PropertyTracking.reportsAfterStore { // a store to the @Observable hop: KVO's timing needs the SPI
            racHolder.inner?.city = "Dresden"
            #expect(s.events == nx(nil, "Cologne", "Dresden"))
            holder.inner = RACAddress(city: "Essen")
            #expect(r.events == nx("Aachen", "Bonn", "Essen"))
        }
    }

    @Test("a subclass's own @RACObservable properties and its inherited ones are both observed")
    func subclasses() {
        let derived = RACDerived()
        let own = Recorder(), inherited = Recorder()
        onImmediate {
            own.record(RACObserve(derived, \.own))
            inherited.record(RACObserve(derived, \.inherited))
        }
        derived.own = 1
        derived.inherited = 2
        derived.inherited = 2
        #expect(own.events == nx(0, 1))
        #expect(inherited.events == nx(0, 2, 2))
    }

    @Test("rac_valuesForKeyPath(_:observer:) on a @RACObservable property completes once the observer is gone")
    func valuesForKeyPath() {
        let profile = RACProfile()
        var observer: OwnedForm? = OwnedForm()
        let r = Recorder()
        onImmediate {
            // takeWhileBlock subscribes to a signal per value: synchronous where a scheduler is current.
            r.record(profile.rac_valuesForKeyPath(\.count, observer: observer))
            profile.count = 1
            #expect(r.events == nx(0, 1))
            observer = nil
            profile.count = 2 // the next value finds the observer gone
        }
        #expect(r.events == nx(0, 1) + [.completed])
    }
}

#if RAC_NO_OBSERVATION_SPI
/// Without Observation's didSet SPI (Apple platforms; this flag on Linux), only `@Observable` falls back.
@Suite("4.1 the fallback's documented difference", .serialized) struct FallbackDifferenceTests {
    @Test("on the next line after a store, @RACObservable has sent the value; @Observable waits for the scheduler, coalesced")
    func nextLine() {
        let racProfile = RACProfile(), profile = Profile()
        let racSeen = Recorder(), seen = Recorder()
        onImmediate {
            racSeen.record(RACObserve(racProfile, \.count))
            seen.record(RACObserve(profile, \.count))
        }
        let test = RACTestScheduler() // the fallback delivers on the storing thread's current scheduler
        test.performAsCurrentScheduler {
            racProfile.count = 1
            profile.count = 1
            #expect(racSeen.events == nx(0, 1))
            #expect(seen.events == nx(0))
            racProfile.count = 2
            profile.count = 2
            #expect(racSeen.events == nx(0, 1, 2))
            #expect(seen.events == nx(0))
        }
        test.stepAll()
        #expect(seen.events == nx(0, 2))
        #expect(racSeen.events == nx(0, 1, 2))
    }
}
#endif
