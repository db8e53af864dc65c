import Foundation
import RACLegacy

enum TemperatureUnit: Int {
    case celsius
    case fahrenheit
}

let SettingsUnitKey = "temperatureUnit"

final class SettingsStore: CustomStringConvertible {
    var defaults: UserDefaults? = nil
    var unitSubject: RACSubject! = nil

    nonisolated(unsafe) private static let sharedStoreOnce: SettingsStore = {
        var store: SettingsStore?
        store = SettingsStore(defaults: UserDefaults.standard)
        return store!
    }()

    static func sharedStore() -> SettingsStore {
        return sharedStoreOnce
    }

    init(defaults: UserDefaults) {
        self.defaults = defaults
        self.unitSubject = RACSubject.subject()
        self.defaults?.register(defaults: [SettingsUnitKey: TemperatureUnit.celsius.rawValue])
    }

    var unit: TemperatureUnit {
        get {
            return TemperatureUnit(rawValue: self.defaults?.integer(forKey: SettingsUnitKey) ?? 0)!
        }
        set(unit) {
            self.defaults?.set(unit.rawValue, forKey: SettingsUnitKey)
            self.unitSubject.sendNext(unit.rawValue)
        }
    }

    var unitChanges: RACSignal! {
        return self.unitSubject.startWith(self.unit.rawValue)
    }

    func formattedTemperature(_ celsius: Double) -> String {
        if self.unit == TemperatureUnit.fahrenheit {
            return String(format: "%.1f°F", (celsius * 9.0 / 5.0) + 32.0)
        }
        return String(format: "%.1f°C", celsius)
    }

    func greetingForName(_ name: String?) -> String {
        let format: String? = NSLocalizedString("Hello, %@", comment: "greeting with a name")
        return String(format: format ?? "", name ?? "friend")
    }

    var description: String {
        return "<SettingsStore unit=\(self.unit.rawValue)>"
    }
}
