import Testing
import Foundation
@testable import RACLegacy

/// A plain value type stored inline in an existential (the fast path) and one that is not (a class).
private struct Point: Equatable { var x: Double; var y: Double }
private final class Name { let text: String; init(_ text: String) { self.text = text } }

@Suite("typed reads: subscribeNext(as:) and map(as:)") struct TypedReadTests {
    @Test("subscribeNext(as:) hands each value as the type, in order, for plain values and objects") func subscribe() {
        onImmediate {
            let subject = RACSubject()
            var ints: [Int] = []
            var points: [Point] = []
            var names: [String] = []
            subject.subscribeNext(as: Int.self) { ints.append($0) }
            let pointSubject = RACSubject()
            pointSubject.subscribeNext(as: Point.self) { points.append($0) }
            let nameSubject = RACSubject()
            nameSubject.subscribeNext(as: Name.self) { names.append($0.text) }
            subject.sendNext(1)
            subject.sendNext(-7)
            pointSubject.sendNext(Point(x: 1.5, y: -2))
            nameSubject.sendNext(Name("a"))
            #expect(ints == [1, -7])
            #expect(points == [Point(x: 1.5, y: -2)])
            #expect(names == ["a"])
        }
    }

    @Test("an optional type receives nil, boxed optionals and values as `as!` gives them") func optionals() {
        onImmediate {
            let subject = RACSubject()
            var values: [Int?] = []
            subject.subscribeNext(as: Int?.self) { values.append($0) }
            subject.sendNext(nil)
            subject.sendNext(3)
            subject.sendNext(Optional<Int>.some(4) as Any)
            subject.sendNext(Optional<Int>.none as Any)
            #expect(values == [nil, 3, 4, nil])
        }
    }

    @Test("values that only cast to the type (a subclass, an existential) arrive as `as!` gives them")
    func casts() {
        onImmediate {
            let subject = RACSubject()
            var read: [String] = []
            subject.subscribeNext(as: NSObject.self) { read.append(String(describing: type(of: $0))) }
            subject.sendNext(NSString(string: "s"))
            var any: [Int] = []
            let other = RACSubject()
            other.subscribeNext(as: (any Equatable).self) { any.append($0 as! Int) }
            other.sendNext(5)
            #expect(read.count == 1)
            #expect(any == [5])
        }
    }

    @Test("map(as:) maps each value received as the type; errors and completion pass through") func map() {
        onImmediate {
            let subject = RACSubject()
            let r = Recorder()
            r.record(subject.map(as: Int.self) { $0 &* 3 })
            subject.sendNext(1)
            subject.sendNext(2)
            subject.sendCompleted()
            #expect(r.events == nx(3, 6) + [.completed])
        }
    }

    @Test("the fast read declines other types, nil and non-plain types; the cast then decides") func exactRead() {
        #expect(exactlyTyped(5 as Any?, as: Int.self) == 5)
        #expect(exactlyTyped(5 as Any?, as: Int32.self) == nil)
        #expect(exactlyTyped(nil, as: Int.self) == nil)
        #expect(exactlyTyped(Point(x: 1, y: 2) as Any?, as: Point.self) == Point(x: 1, y: 2))
        #expect(exactlyTyped("text" as Any?, as: String.self) == nil)
        #expect(racValue("text" as Any?, as: String.self) == "text")
        #expect(racValue(Optional<Int>.some(2) as Any?, as: Int.self) == 2)
    }
}
