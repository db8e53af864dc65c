import Foundation
import RACLegacy
import Testing

@Suite("corpus: SettingsStore (custom accessors, user defaults, NS_ENUM raw values, formats, a shared instance)")
struct SettingsStoreTests {
    /// A private defaults domain per test, removed afterwards.
    private func withDefaults(_ body: (UserDefaults) -> Void) {
        let suite = "rac-port-corpus-\(UUID().uuidString)"
        let defaults = UserDefaults(suiteName: suite)!
        body(defaults)
        defaults.removePersistentDomain(forName: suite)
    }

    @Test("the unit reads the registered default, a store goes through the custom setter to defaults and the signal")
    func unitThroughAccessors() {
        withDefaults { defaults in
            let store = SettingsStore(defaults: defaults)
            let log = EventLog()
            onImmediateScheduler { log.record(store.unitChanges) }
            #expect(store.unit == .celsius)
            store.unit = .fahrenheit
            #expect(defaults.integer(forKey: SettingsUnitKey) == 1)
            #expect(SettingsStore(defaults: defaults).unit == .fahrenheit)
            store.unit = .celsius
            #expect(log.events == ["0", "1", "0"])
        }
    }

    @Test("temperatures print as the format said, in the unit chosen; the description names the unit's number")
    func formats() {
        withDefaults { defaults in
            let store = SettingsStore(defaults: defaults)
            #expect(store.formattedTemperature(21.25) == "21.2°C" || store.formattedTemperature(21.25) == "21.3°C")
            store.unit = .fahrenheit
            #expect(store.formattedTemperature(100) == "212.0°F")
            #expect(store.description == "<SettingsStore unit=1>")
        }
    }

    @Test("the greeting formats a localized format at run time, nil reading as the fallback name")
    func greeting() {
        withDefaults { defaults in
            let store = SettingsStore(defaults: defaults)
            #expect(store.greetingForName("Ann") == "Hello, Ann")
            #expect(store.greetingForName(nil) == "Hello, friend")
        }
    }

    @Test("the shared store is one object, made once")
    func sharedStore() {
        #expect(SettingsStore.sharedStore() === SettingsStore.sharedStore())
    }
}
