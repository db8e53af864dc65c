import Testing
@testable import Reactive

@Suite("2.11 Property composition")
struct PropertyCompositionTests {
    @Test("map follows every change of the source and completes with it")
    func map() {
        var source: MutableProperty<Int>? = MutableProperty(1)
        let mapped = source!.map { $0 * 10 }
        let recorder = mapped.producer.record()
        source!.value = 2
        #expect(mapped.value == 20)
        source = nil
        #expect(recorder.events == [.value(10), .value(20), .completed])
    }

    @Test("map(value:) holds the constant and sends it again on every change")
    func mapValue() {
        let source = MutableProperty(1)
        let mapped = source.map(value: "x")
        let recorder = mapped.signal.record()
        source.value = 2
        #expect(mapped.value == "x")
        #expect(recorder.events == [.value("x")])
    }

    @Test("map(keyPath) reads the key path of every value")
    func mapKeyPath() {
        let source = MutableProperty("ab")
        let count = source.map(\.count)
        let recorder = count.producer.record()
        source.value = "abcd"
        #expect(recorder.events == [.value(2), .value(4)])
    }

    @Test("filter(initial:) holds initial until a value passes, then only passing values")
    func filter() {
        let source = MutableProperty(1)
        let even = source.filter(initial: 0) { $0 % 2 == 0 }
        let recorder = even.producer.record()
        source.value = 3
        source.value = 4
        source.value = 5
        #expect(even.value == 4)
        #expect(recorder.events == [.value(0), .value(4)])
        let evenFromTheStart = MutableProperty(2).filter(initial: 0) { (value: Int) in value % 2 == 0 }
        #expect(evenFromTheStart.value == 2)
    }

    @Test("combineLatest(with:) holds both latest values and updates when either changes")
    func combineLatestWith() {
        let a = MutableProperty(1)
        let b = MutableProperty("a")
        let combined = a.combineLatest(with: b)
        let recorder = combined.producer.map { pair in "\(pair.0)\(pair.1)" }.record()
        a.value = 2
        b.value = "b"
        #expect(combined.value == (2, "b"))
        #expect(recorder.values == ["1a", "2a", "2b"])
    }

    @Test("zip(with:) pairs the n-th values, the current values first")
    func zipWith() {
        let a = MutableProperty(1)
        let b = MutableProperty(10)
        let zipped = a.zip(with: b)
        let recorder = zipped.producer.map { pair in pair.0 + pair.1 }.record()
        a.value = 2
        a.value = 3
        #expect(zipped.value == (1, 10))
        b.value = 20
        #expect(zipped.value == (2, 20))
        #expect(recorder.values == [11, 22])
    }

    @Test("combinePrevious pairs each value with the previous one, starting from initial")
    func combinePrevious() {
        let source = MutableProperty(1)
        let pairs = source.combinePrevious(0)
        let recorder = pairs.producer.map { pair in [pair.0, pair.1] }.record()
        source.value = 2
        #expect(recorder.values == [[0, 1], [1, 2]])
    }

    @Test("skipRepeats ignores values equal (or equivalent) to the previous one")
    func skipRepeats() {
        let source = MutableProperty(1)
        let distinct = source.skipRepeats()
        let parity = source.skipRepeats { $0 % 2 == $1 % 2 }
        let distinctEvents = distinct.signal.record()
        let parityEvents = parity.signal.record()
        source.value = 1
        source.value = 3
        source.value = 4
        #expect(distinctEvents.events == [.value(3), .value(4)])
        #expect(parityEvents.events == [.value(4)])
    }

    @Test("uniqueValues only takes values not seen before")
    func uniqueValues() {
        let source = MutableProperty(1)
        let unique = source.uniqueValues()
        let byParity = source.uniqueValues { $0 % 2 }
        let uniqueEvents = unique.producer.record()
        let parityEvents = byParity.producer.record()
        for value in [2, 1, 3, 2, 4] { source.value = value }
        #expect(uniqueEvents.values == [1, 2, 3, 4])
        #expect(parityEvents.values == [1, 2])
    }

    @Test("flatten(.latest) follows the current inner property")
    func flattenLatest() {
        let first = MutableProperty(1)
        let second = MutableProperty(10)
        let outer = MutableProperty<MutableProperty<Int>>(first)
        let flattened = outer.flatten(.latest)
        let recorder = flattened.producer.record()
        first.value = 2
        outer.value = second
        first.value = 3
        second.value = 20
        #expect(flattened.value == 20)
        #expect(recorder.values == [1, 2, 10, 20])
    }

    @Test("flatMap(.latest) maps each value to a property and follows the latest one")
    func flatMapLatest() {
        let properties = [MutableProperty(1), MutableProperty(10)]
        let index = MutableProperty(0)
        let selected = index.flatMap(.latest) { properties[$0] }
        let recorder = selected.producer.record()
        properties[0].value = 2
        index.value = 1
        properties[0].value = 3
        properties[1].value = 11
        #expect(recorder.values == [1, 2, 10, 11])
    }

    @Test("static combineLatest over 3 and 10 properties holds every latest value")
    func staticCombineLatest() {
        let a = MutableProperty(1)
        let b = Property(value: "b")
        let c = MutableProperty(true)
        let three = Property.combineLatest(a, b, c)
        a.value = 2
        c.value = false
        #expect(three.value == (2, "b", false))
        let ten = Property.combineLatest(a, a, a, a, a, a, a, a, a, a)
        a.value = 3
        #expect(ten.value.0 == 3 && ten.value.9 == 3)
        let two = Property.combineLatest(a, b)
        #expect(two.value == (3, "b"))
    }

    @Test("static zip over 3 properties waits for every input to change")
    func staticZip() {
        let a = MutableProperty(1)
        let b = MutableProperty(2)
        let c = MutableProperty(3)
        let zipped = Property.zip(a, b, c)
        a.value = 10
        b.value = 20
        #expect(zipped.value == (1, 2, 3))
        c.value = 30
        #expect(zipped.value == (10, 20, 30))
    }

    @Test("combineLatest and zip of a sequence give arrays; nil, or the sentinel, for an empty sequence")
    func sequenceForms() {
        let a = MutableProperty(1)
        let b = MutableProperty(2)
        let combined = Property<Int>.combineLatest([a, b])
        let zipped = Property<Int>.zip([a, b])
        a.value = 3
        #expect(combined?.value == [3, 2])
        #expect(zipped?.value == [1, 2])
        b.value = 4
        #expect(zipped?.value == [3, 4])
        #expect(Property<Int>.combineLatest([a, b], emptySentinel: []).value == [3, 4])

        let none: [MutableProperty<Int>] = []
        #expect(Property<Int>.combineLatest(none) == nil)
        #expect(Property<Int>.zip(none) == nil)
        let sentinel = Property<Int>.combineLatest(none, emptySentinel: [42])
        #expect(sentinel.value == [42])
        #expect(sentinel.producer.record().events == [.value([42]), .completed])
        #expect(Property<Int>.zip(none, emptySentinel: [7]).value == [7])
    }

    @Test("negate, and, or follow the latest values")
    func booleanOperators() {
        let a = MutableProperty(true)
        let b = MutableProperty(false)
        let not = a.negate()
        let both = a.and(b)
        let either = a.or(b)
        #expect([not.value, both.value, either.value] == [false, false, true])
        b.value = true
        #expect([not.value, both.value, either.value] == [false, true, true])
        a.value = false
        b.value = false
        #expect([not.value, both.value, either.value] == [true, false, false])
    }

    @Test("all and any combine many properties; an empty collection gives true and false")
    func allAny() {
        let a = MutableProperty(true)
        let b = MutableProperty(false)
        let all = Property<Bool>.all([a, b])
        let any = Property<Bool>.any([a, b])
        let allVariadic = Property<Bool>.all(a, b)
        let anyVariadic = Property<Bool>.any(a, b)
        #expect([all.value, any.value, allVariadic.value, anyVariadic.value] == [false, true, false, true])
        b.value = true
        #expect([all.value, any.value, allVariadic.value, anyVariadic.value] == [true, true, true, true])
        let none: [MutableProperty<Bool>] = []
        #expect(Property<Bool>.all(none).value == true)
        #expect(Property<Bool>.any(none).value == false)
    }
}
