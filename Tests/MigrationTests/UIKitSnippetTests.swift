// The snippets of MIGRATION's section 34: they use the UIKit layers, which build on Linux against the stand-in UIKit only.
#if os(Linux)
import Dispatch
import Foundation
import Testing
import RACLegacy
import Reactive
import Bridge
import RACLegacyUIKit
import ReactiveUIKit

/// Lets the main queue run what was enqueued before the call, from the main actor (a RACCommand hops there).
@MainActor func settleMainQueue() async {
    for _ in 0..<6 {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }
}

@Suite("MIGRATION §34 UIKit snippets", .serialized) @MainActor struct UIKitSnippetTests {
    static let driverOutput = ["enabled: false", "enabled: true", "newsletter true", "sent ann"]

    @Test("MIGRATION 34-reuse a cell reports prepareForReuse (RACLegacy)") func m34reuse() {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        final class MessageCell: UITableViewCell, RACObject {
            let rac_sentinel = RACObjectSentinel()
            override func prepareForReuse() {
                super.prepareForReuse()
                rac_selectorInvoked("prepareForReuse")
            }
        }
        let cell = MessageCell(style: .default, reuseIdentifier: "message")
        cell.rac_prepareForReuseSignal.subscribeNext { _ in print("reused") }
        cell.prepareForReuse()
        #expect(lines.all == ["reused"])
    }

    @Test("MIGRATION 34a a view controller on RAC 2's UIKit categories (RACLegacy)") func m34a() async {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        final class SignUpViewController: UIViewController {
            let nameField = UITextField()
            let newsletterSwitch = UISwitch()
            let sendButton = UIButton()
            let log: (String) -> Void
            init(log: @escaping (String) -> Void) {
                self.log = log
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError("no storyboard") }
            override func viewDidLoad() {
                super.viewDidLoad()
                let longEnough = nameField.rac_textSignal().map { (($0 as? String) ?? "").count >= 3 }
                sendButton.rac_command = RACCommand(enabled: longEnough) { [weak self] _ in
                    RACSignal.return("sent \(self?.nameField.text ?? "")")
                }
                sendButton.rac_command?.executionSignals.flatten().subscribeNext { [weak self] in self?.log($0 as! String) }
                newsletterSwitch.rac_newOnChannel().subscribeNext { [weak self] in self?.log("newsletter \($0 as! Bool)") }
            }
        }
        let screen = SignUpViewController(log: { print($0) })
        screen.loadViewIfNeeded()
        screen.nameField.text = "an"
        screen.nameField.sendActions(for: .editingChanged)
        await settleMainQueue()
        print("enabled: \(screen.sendButton.isEnabled)")
        screen.nameField.text = "ann"
        screen.nameField.sendActions(for: .editingChanged)
        await settleMainQueue()
        print("enabled: \(screen.sendButton.isEnabled)")
        screen.newsletterSwitch.isOn = true
        screen.newsletterSwitch.sendActions(for: .valueChanged)
        screen.sendButton.sendActions(for: .touchUpInside)
        await settleMainQueue()
        #expect(lines.all == Self.driverOutput)
    }

    @Test("MIGRATION 34b the view model typed, the view controller on categories (Bridge)") func m34b() async {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        final class SignUpModel {
            let name = MutableProperty("")
            let send: Action<UIButton, String, Never>
            init() {
                send = Action(state: name, enabledIf: { $0.count >= 3 }) { name, _ in SignalProducer(value: "sent \(name)") }
            }
        }
        final class SignUpViewController: UIViewController {
            let nameField = UITextField()
            let newsletterSwitch = UISwitch()
            let sendButton = UIButton()
            let model = SignUpModel()
            let log: (String) -> Void
            init(log: @escaping (String) -> Void) {
                self.log = log
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError("no storyboard") }
            override func viewDidLoad() {
                super.viewDidLoad()
                model.name <~ SignalProducer(nameField.rac_textSignal(), of: String.self).flatMapError { _ in .empty }
                sendButton.rac_command = model.send.bridged
                model.send.values.observeValues { [weak self] in self?.log($0) }
                newsletterSwitch.rac_newOnChannel().subscribeNext { [weak self] in self?.log("newsletter \($0 as! Bool)") }
            }
        }
        let screen = SignUpViewController(log: { print($0) })
        screen.loadViewIfNeeded()
        screen.nameField.text = "an"
        screen.nameField.sendActions(for: .editingChanged)
        await settleMainQueue()
        print("enabled: \(screen.sendButton.isEnabled)")
        screen.nameField.text = "ann"
        screen.nameField.sendActions(for: .editingChanged)
        await settleMainQueue()
        print("enabled: \(screen.sendButton.isEnabled)")
        screen.newsletterSwitch.isOn = true
        screen.newsletterSwitch.sendActions(for: .valueChanged)
        screen.sendButton.sendActions(for: .touchUpInside)
        await settleMainQueue()
        #expect(lines.all == Self.driverOutput)
    }

    @Test("MIGRATION 34c the view controller on the typed twins (Reactive)") func m34c() async {
        let lines = Lines()
        func print(_ items: Any...) { lines.record(items) }
        final class SignUpViewController: UIViewController {
            let nameField = UITextField()
            let newsletterSwitch = UISwitch()
            let sendButton = UIButton()
            let name = MutableProperty("")
            let log: (String) -> Void
            lazy var send = Action<UIButton, String, Never>(state: name, enabledIf: { $0.count >= 3 }) { name, _ in
                SignalProducer(value: "sent \(name)")
            }
            init(log: @escaping (String) -> Void) {
                self.log = log
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError("no storyboard") }
            override func viewDidLoad() {
                super.viewDidLoad()
                name <~ nameField.reactive.continuousTextValues
                sendButton.reactive.pressed = CocoaAction(send) { $0 }
                send.values.observeValues { [weak self] in self?.log($0) }
                newsletterSwitch.reactive.isOnValues.observeValues { [weak self] in self?.log("newsletter \($0)") }
            }
        }
        let screen = SignUpViewController(log: { print($0) })
        screen.loadViewIfNeeded()
        screen.nameField.text = "an"
        screen.nameField.sendActions(for: .editingChanged)
        await settleMainQueue()
        print("enabled: \(screen.sendButton.isEnabled)")
        screen.nameField.text = "ann"
        screen.nameField.sendActions(for: .editingChanged)
        await settleMainQueue()
        print("enabled: \(screen.sendButton.isEnabled)")
        screen.newsletterSwitch.isOn = true
        screen.newsletterSwitch.sendActions(for: .valueChanged)
        screen.sendButton.sendActions(for: .touchUpInside)
        await settleMainQueue()
        #expect(lines.all == Self.driverOutput)
    }
}
#endif
