import Foundation

/// Converts a value sent into a control channel to the control's property type, accepting any number for a
/// numeric property (RAC 2 channels carried `NSNumber`s, so `0.5` may reach a `Float` slider as a `Double`).
enum ValueConversion {
    /// `value` as a `Target`, or nil when it cannot be one.
    static func convert<Target>(_ value: Any, to target: Target.Type) -> Target? {
        if let same = value as? Target { return same }
        guard let number = number(value) else { return nil }
        switch target {
        case is Float.Type: return Float(number) as? Target
        case is Double.Type: return number as? Target
        case is Int.Type: return Int(exactly: number.rounded(.towardZero)) as? Target
        case is Bool.Type: return (number != 0) as? Target
        default: return nil
        }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let double as Double: double
        case let float as Float: Double(float)
        case let int as Int: Double(int)
        case let bool as Bool: bool ? 1 : 0
        default: nil
        }
    }

    /// `value` converted for `member`; a nil or a value of another type traps, as RAC 2's key-value coding did.
    static func required<Target>(_ value: Any?, as target: Target.Type, for member: String) -> Target {
        guard let value else {
            preconditionFailure("\(member): nil was sent and no nil value was given")
        }
        guard let converted = convert(value, to: target) else {
            preconditionFailure("\(member): cannot assign \(value) (\(type(of: value))) to a \(Target.self)")
        }
        return converted
    }
}
