import Foundation
import Testing
import RACLegacy
import Reactive
@testable import Bridge

@Suite("3.9 Properties and channels")
struct PropertyTests {
    @Test("property.bridged sends the current value, then changes, then completed when the property is released")
    func bridgedProperty() {
        let events = RACEvents()
        var property: MutableProperty<Int>? = MutableProperty(1)
        events.record(property!.bridged)
        property!.value = 2
        property = nil
        #expect(events.all == ["next(1)", "next(2)", "completed"])
    }

    @Test("a constant Property bridged sends its value and completes")
    func constantProperty() {
        let events = RACEvents()
        events.record(Property(value: "a").bridged)
        #expect(events.all == ["next(a)", "completed"])
    }

    @Test("Property(initial: 0, then: subject) follows sendNext(1) and keeps 1 after sendError")
    func propertyFollowsSignal() {
        let subject = RACSubject()
        let property = Property<Int>(initial: 0, then: subject)
        #expect(property.value == 0)
        subject.sendNext(1)
        #expect(property.value == 1)
        subject.sendError(TestError.x)
        subject.sendNext(2)
        #expect(property.value == 1)
    }

    @Test("Property(initial:then:) takes a RACObserve-style current value at once; optionals accept nil")
    func propertyTakesCurrentValue() {
        let current = RACBehaviorSubject(defaultValue: 5)
        #expect(Property<Int>(initial: 0, then: current).value == 5)
        let optional = RACBehaviorSubject(defaultValue: nil)
        #expect(Property<Int?>(initial: 1, then: optional).value == nil)
    }

    @Test("a value of the wrong type stops the following: the property keeps 1, ignores later values, its signal completes")
    func propertyMismatchStopsFollowing() {
        let subject = RACSubject()
        let subscription = Box<[String]>([])
        let source = RACSignal.createSignal { subscriber in
            subscription.mutate { $0.append("subscribed") }
            let inner = subject.subscribe(subscriber)
            return RACDisposable {
                subscription.mutate { $0.append("disposed") }
                inner.dispose()
            }
        }
        let property = Property<Int>(initial: 0, then: source)
        let events = Events<Int, Never>()
        property.signal.observe(events.observer)
        var held = [property.value]
        subject.sendNext(1)
        held.append(property.value)
        #expect(subscription.value == ["subscribed"])
        subject.sendNext("a")
        held.append(property.value)
        #expect(subscription.value == ["subscribed", "disposed"])
        subject.sendNext(2)
        held.append(property.value)
        subject.sendCompleted()
        #expect(held == [0, 1, 1, 1])
        #expect(events.all == ["value(1)", "completed"])
    }

    @Test("a wrong-typed value sent during the subscription keeps the initial value and disposes the subscription")
    func propertyMismatchWhileSubscribing() {
        let subscription = Box<[String]>([])
        let source = RACSignal.createSignal { subscriber in
            subscription.mutate { $0.append("subscribed") }
            subscriber.sendNext("a")
            subscriber.sendNext(3)
            return RACDisposable { subscription.mutate { $0.append("disposed") } }
        }
        let property = Property<Int>(initial: 0, then: source)
        #expect(property.value == 0)
        #expect(subscription.value == ["subscribed", "disposed"])
        let events = Events<Int, Never>()
        property.producer.start(events.observer)
        #expect(events.all == ["value(0)", "completed"])
    }

    @Test("a channel terminal: current value then changes; a value sent in sets the property and is not echoed")
    func channelTerminal() {
        let property = MutableProperty(1)
        let terminal = property.bridgedChannelTerminal()
        let events = RACEvents()
        events.record(terminal)
        terminal.sendNext(3)
        #expect(property.value == 3)
        property.value = 5
        #expect(events.all == ["next(1)", "next(5)"])
    }

    @Test("completed sent into the terminal ends the binding without touching the property")
    func channelCompletion() {
        let property = MutableProperty(1)
        let terminal = property.bridgedChannelTerminal()
        let events = RACEvents()
        events.record(terminal)
        terminal.sendCompleted()
        property.value = 2
        terminal.sendNext(9)
        #expect(property.value == 2)
        #expect(events.all == ["next(1)", "completed"])
    }

    @Test("the property's deinit completes the terminal")
    func channelDeinit() {
        var property: MutableProperty<String>? = MutableProperty("a")
        let terminal = property!.bridgedChannelTerminal()
        let events = RACEvents()
        events.record(terminal)
        property = nil
        #expect(events.all == ["next(a)", "completed"])
    }

    @Test("a value of the wrong type sent into the terminal is a precondition failure naming bridgedChannelTerminal()")
    func channelMismatchTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let property = MutableProperty(0)
            property.bridgedChannelTerminal().sendNext("a")
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("bridgedChannelTerminal()"))
    }
}
