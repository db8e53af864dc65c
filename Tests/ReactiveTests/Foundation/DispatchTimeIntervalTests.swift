import Foundation
import Testing
@testable import Reactive

/// ReactiveSwift's internal `DispatchTimeInterval` arithmetic, which its FoundationExtensionsSpec reaches through
/// `@testable import` (scaling without overflow, negation for rewinding a test scheduler).
@Suite("DispatchTimeInterval arithmetic")
struct DispatchTimeIntervalTests {
    func close(_ a: TimeInterval, _ b: TimeInterval, within tolerance: TimeInterval = 0.0001) -> Bool {
        abs(a - b) <= tolerance
    }

    @Test("scaling keeps the interval's length")
    func scaling() {
        #expect(close((DispatchTimeInterval.seconds(1) * 0.1).timeInterval, 0.1))
        #expect(close((DispatchTimeInterval.milliseconds(100) * 0.1).timeInterval, 0.01))
        #expect(close((DispatchTimeInterval.seconds(5) * 0.5).timeInterval, 2.5))
        #expect(close((DispatchTimeInterval.seconds(1) * 0.25).timeInterval, 0.25))
    }

    @Test("scaling picks a coarser unit instead of overflowing, and .never when none holds the result")
    func scalingWithoutOverflow() {
        #expect(close((DispatchTimeInterval.seconds(.max) * 0.01).timeInterval, 10 * DispatchTimeInterval.milliseconds(.max).timeInterval, within: 1))
        #expect(close((DispatchTimeInterval.milliseconds(.max) * 0.01).timeInterval, 10 * DispatchTimeInterval.microseconds(.max).timeInterval, within: 1))
        #expect(close((DispatchTimeInterval.microseconds(.max) * 0.01).timeInterval, 10 * DispatchTimeInterval.nanoseconds(.max).timeInterval, within: 1))
        #expect((DispatchTimeInterval.seconds(.max) * 10).timeInterval == .infinity)
        #expect((DispatchTimeInterval.never * 0.5).timeInterval == .infinity)
    }

    @Test("timeInterval reads each unit")
    func seconds() {
        #expect(DispatchTimeInterval.seconds(1).timeInterval == 1)
        #expect(DispatchTimeInterval.milliseconds(1).timeInterval == 0.001)
        #expect(close(DispatchTimeInterval.microseconds(1).timeInterval, 0.000001, within: 0.0000001))
        #expect(close(DispatchTimeInterval.nanoseconds(1).timeInterval, 0.000000001, within: 0.0000000001))
        #expect(DispatchTimeInterval.milliseconds(500).timeInterval == 0.5)
        #expect(DispatchTimeInterval.never.timeInterval == .infinity)
    }

    @Test("negation flips the sign of every unit and leaves .never alone")
    func negation() {
        #expect((-DispatchTimeInterval.seconds(1)).timeInterval == -1)
        #expect((-DispatchTimeInterval.milliseconds(1)).timeInterval == -0.001)
        #expect(close((-DispatchTimeInterval.microseconds(1)).timeInterval, -0.000001, within: 0.0000001))
        #expect(close((-DispatchTimeInterval.nanoseconds(1)).timeInterval, -0.000000001, within: 0.0000000001))
        #expect((-DispatchTimeInterval.never).timeInterval == .infinity)
    }
}
