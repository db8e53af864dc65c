import Testing
import Foundation
import Dispatch
import Observation
@testable import RACLegacy
import RACSupport

/// The @RACObservable twin of `Profile` (SynchronousObservationTests): a ported view model.
final class RACProfile: Observable {
    @RACObservable var username = ""
    @RACObservable var avatarURL: String? = nil
    @RACObservable var count = 0
    @RACObservable var address: RACAddress? = nil

    /// Registrations the storages keep (tracked reads in force).
    var registrations: Int { _username.storage.registrationCount + _count.storage.registrationCount + _address.storage.registrationCount }
}

/// The @RACObservable twin of `Address`.
final class RACAddress: Observable {
    @RACObservable var city: String
    init(city: String) { self.city = city }

    var registrations: Int { _city.storage.registrationCount }
}

/// The declarations a KVO scenario runs against: a `@RACObservable` class, or an `@Observable` one.
enum ModelKind: String, CaseIterable, CustomTestStringConvertible {
    case racObservable, observable

    /// `@Observable` has KVO's timing only with Observation's didSet SPI; without it, see `FallbackDifferenceTests`.
    static var covered: [ModelKind] { PropertyTracking.reportsAfterStore ? allCases : [.racObservable] }

    var testDescription: String { self == .racObservable ? "@RACObservable" : "@Observable" }
}

/// One kind's model and the key paths a scenario uses, spelled on the concrete class as ported code spells them.
struct ProfileKind<Model: AnyObject & Observable, Place: AnyObject & Observable>: @unchecked Sendable { // immutable; tests only
    let make: () -> Model
    let place: (String) -> Place
    let username: ReferenceWritableKeyPath<Model, String>
    let avatarURL: ReferenceWritableKeyPath<Model, String?>
    let count: ReferenceWritableKeyPath<Model, Int>
    let address: ReferenceWritableKeyPath<Model, Place?>
    let city: ReferenceWritableKeyPath<Place, String>
    let addressCity: KeyPath<Model, String?>
    /// KVO reported a store of an equal value; the @Observable macro skips it (RACLegacy.md §4.1 rule 4).
    let reportsEqualStores: Bool
}

let racKind = ProfileKind(make: RACProfile.init, place: RACAddress.init(city:), username: \.username, avatarURL: \.avatarURL,
                          count: \.count, address: \.address, city: \.city, addressCity: \.address?.city,
                          reportsEqualStores: true)
let observableKind = ProfileKind(make: Profile.init, place: Address.init(city:), username: \.username, avatarURL: \.avatarURL,
                                 count: \.count, address: \.address, city: \.city, addressCity: \.address?.city,
                                 reportsEqualStores: false)

/// RACLegacy.md §4.1 rules 1–5, §4.2 and §4.3 with KVO's timing, for both declarations (issue #31).
@Suite("4.1 KVO's timing for @RACObservable and @Observable", .serialized) struct KVOTimingTests {
    @Test("a store sends the new value before the setter returns; a bound property is current on the next line",
          arguments: ModelKind.covered)
    func nextLine(kind: ModelKind) {
        switch kind {
        case .racObservable: nextLine(racKind)
        case .observable: nextLine(observableKind)
        }
    }

    private func nextLine<M, P>(_ kind: ProfileKind<M, P>) {
        let profile = kind.make()
        let r = Recorder()
        onImmediate {
            r.record(RACObserve(profile, kind.username))
            RAC[profile, kind.avatarURL] = RACObserve(profile, kind.username).map { name in
                (name as! String).isEmpty ? nil : "https://avatars.example/\(name as! String)"
            }
        }
        profile[keyPath: kind.username] = "ann"
        #expect(r.events == nx("", "ann"))
        #expect(profile[keyPath: kind.avatarURL] == "https://avatars.example/ann")
        profile[keyPath: kind.username] = ""
        #expect(profile[keyPath: kind.avatarURL] == nil)
        #expect(r.events == nx("", "ann", ""))
    }

    @Test("1,000 stores send 1,000 values in order (equal values too, where the declaration reports them)",
          arguments: ModelKind.covered)
    func thousandStores(kind: ModelKind) {
        switch kind {
        case .racObservable: thousandStores(racKind)
        case .observable: thousandStores(observableKind)
        }
    }

    private func thousandStores<M, P>(_ kind: ProfileKind<M, P>) {
        let profile = kind.make()
        let r = Recorder()
        onImmediate { r.record(RACObserve(profile, kind.count)) }
        let stores = (0..<1_000).map { $0 / 2 } // 0, 0, 1, 1, …: every other store repeats the value
        for value in stores { profile[keyPath: kind.count] = value }
        var expected = [0] + stores
        if !kind.reportsEqualStores {
            expected = expected.enumerated().filter { $0.offset == 0 || expected[$0.offset - 1] != $0.element }.map(\.element)
        }
        #expect(r.events == expected.map { .next($0) })
        #expect(r.events.count == (kind.reportsEqualStores ? 1_001 : 500))
    }

    @Test("stores from 8 threads: every value arrives, each thread's in its order", arguments: ModelKind.covered)
    func eightThreads(kind: ModelKind) {
        let r = Recorder()
        switch kind {
        case .racObservable:
            // The @RACObservable storage is locked: stores may overlap.
            let profile = UncheckedSendable(RACProfile())
            onImmediate { r.record(RACObserve(profile.value, \.count)) }
            storeFromEightThreads { profile.value.count = $0 }
        case .observable:
            // The macro's storage is not thread-safe: the threads take turns.
            let profile = UncheckedSendable(Profile())
            let turns = NSLock()
            onImmediate { r.record(RACObserve(profile.value, \.count)) }
            storeFromEightThreads { value in turns.withLock { profile.value.count = value } }
        }
        let values = r.values.map { $0 as! Int }
        #expect(values.count == 1 + 8 * 125)
        #expect(values.first == 0)
        #expect(Set(values) == Set([0] + (0..<8).flatMap { thread in (1...125).map { thread * 1_000 + $0 } }))
        for thread in 0..<8 {
            let own = values.filter { $0 / 1_000 == thread && $0 != 0 }
            #expect(own == (1...125).map { thread * 1_000 + $0 })
        }
    }

    /// Thread `t` of 8 stores t×1000+1 … t×1000+125, in order.
    private func storeFromEightThreads(_ store: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 1...125 { store(thread * 1_000 + index) }
        }
    }

    @Test("a key-path chain follows a store to either hop, and stops following a replaced middle hop",
          arguments: ModelKind.covered)
    func chain(kind: ModelKind) {
        switch kind {
        case .racObservable: chain(racKind)
        case .observable: chain(observableKind)
        }
    }

    private func chain<M, P>(_ kind: ProfileKind<M, P>) {
        let profile = kind.make()
        let first = kind.place("Aachen")
        profile[keyPath: kind.address] = first
        let r = Recorder()
        onImmediate { r.record(RACObserve(profile, kind.addressCity)) }
        first[keyPath: kind.city] = "Bonn"
        #expect(r.events == nx("Aachen", "Bonn"))
        let second = kind.place("Cologne")
        profile[keyPath: kind.address] = second
        #expect(r.events == nx("Aachen", "Bonn", "Cologne"))
        first[keyPath: kind.city] = "Dresden" // no longer on the path
        #expect(r.events == nx("Aachen", "Bonn", "Cologne"))
        second[keyPath: kind.city] = "Essen"
        #expect(r.events == nx("Aachen", "Bonn", "Cologne", "Essen"))
        profile[keyPath: kind.address] = nil
        #expect(r.events == nx("Aachen", "Bonn", "Cologne", "Essen", nil))
    }

    @Test("the signal completes when the target deinitializes", arguments: ModelKind.covered)
    func completion(kind: ModelKind) {
        switch kind {
        case .racObservable: completion(racKind)
        case .observable: completion(observableKind)
        }
    }

    private func completion<M, P>(_ kind: ProfileKind<M, P>) {
        var profile: M? = kind.make()
        let r = Recorder()
        onImmediate { r.record(RACObserve(profile!, kind.count)) }
        profile![keyPath: kind.count] = 1
        weak let released = profile
        profile = nil
        #expect(released == nil)
        #expect(r.events == nx(0, 1) + [.completed])
    }

    @Test("disposal stops delivery; the target's later deinit sends nothing", arguments: ModelKind.covered)
    func disposal(kind: ModelKind) {
        switch kind {
        case .racObservable: disposal(racKind)
        case .observable: disposal(observableKind)
        }
    }

    private func disposal<M, P>(_ kind: ProfileKind<M, P>) {
        var profile: M? = kind.make()
        let r = Recorder()
        var subscription: RACDisposable?
        onImmediate { subscription = r.record(RACObserve(profile!, kind.count)) }
        profile![keyPath: kind.count] = 1
        subscription?.dispose()
        profile![keyPath: kind.count] = 2
        profile = nil
        #expect(r.events == nx(0, 1))
    }

    @Test("RAC[target, keyPath] = signal assigns each value, seen at once by RACObserve, and ends at the target's deinit",
          arguments: ModelKind.covered)
    func binding(kind: ModelKind) {
        switch kind {
        case .racObservable: binding(racKind)
        case .observable: binding(observableKind)
        }
    }

    private func binding<M, P>(_ kind: ProfileKind<M, P>) {
        let subject = RACSubject()
        let disposed = Box(false)
        var profile: M? = kind.make()
        let r = Recorder()
        onImmediate {
            r.record(RACObserve(profile!, kind.username))
            RAC[profile!, kind.username] = RACSignal.createSignal { subscriber in
                subject.subscribe(subscriber)
                return RACDisposable { disposed.value = true }
            }
        }
        subject.sendNext("ann")
        #expect(profile![keyPath: kind.username] == "ann")
        #expect(r.events == nx("", "ann"))
        subject.sendNext("bob")
        #expect(r.events == nx("", "ann", "bob"))
        #expect(!disposed.value)
        profile = nil
        #expect(disposed.value)
        #expect(r.events == nx("", "ann", "bob") + [.completed])
    }

    @Test("RAC[channel:] = RACChannelTo binds two properties both ways, each store crossing once, no echo",
          arguments: ModelKind.covered)
    func channel(kind: ModelKind) {
        switch kind {
        case .racObservable: channel(racKind)
        case .observable: channel(observableKind)
        }
    }

    private func channel<M, P>(_ kind: ProfileKind<M, P>) {
        let left = kind.make(), right = kind.make()
        right[keyPath: kind.username] = "right"
        let leftSeen = Recorder(), rightSeen = Recorder()
        onImmediate {
            RAC[channel: left, kind.username] = RACChannelTo(right, kind.username)
            leftSeen.record(RACObserve(left, kind.username))
            rightSeen.record(RACObserve(right, kind.username))
        }
        #expect(left[keyPath: kind.username] == "right")
        left[keyPath: kind.username] = "from left"
        #expect(right[keyPath: kind.username] == "from left")
        right[keyPath: kind.username] = "from right"
        #expect(left[keyPath: kind.username] == "from right")
        #expect(leftSeen.events == nx("right", "from left", "from right"))
        #expect(rightSeen.events == nx("right", "from left", "from right"))
    }
}
