import Dispatch
import Foundation
import RACLegacy
import Testing

/// The view controller rac-port made of SignInViewController.m, unedited, driven through its controls.
@Suite("rac-port UIKit corpus: the sign-in screen", .serialized) @MainActor struct SignInViewControllerTests {
    /// The screen with its outlets connected, as a storyboard would; the controls are held here (outlets are weak).
    @MainActor final class Screen {
        let viewModel = SignInViewModel()
        let controller = SignInViewController()
        let username = UITextField(), password = UITextField(), button = UIButton()
        let remember = UISwitch(), mode = UISegmentedControl(), status = UILabel()

        init() {
            controller.viewModel = viewModel
            controller.usernameField = username
            controller.passwordField = password
            controller.signInButton = button
            controller.rememberSwitch = remember
            controller.modeControl = mode
            controller.statusLabel = status
            controller.viewDidLoad()
        }

        func type(_ text: String, into field: UITextField) {
            field.text = text
            field.sendActions(for: .editingChanged)
        }
    }

    @Test("typing fills the view model; the button follows the command and signs in; the status label shows the result")
    func signIn() async {
        let screen = Screen()
        await drainMainQueue()
        #expect(screen.status.isHidden)
        #expect(!screen.button.isEnabled)
        screen.type("ann", into: screen.username)
        screen.type("secret", into: screen.password)
        await drainMainQueue()
        #expect(screen.viewModel.username == "ann")
        #expect(screen.viewModel.password == "secret")
        #expect(screen.button.isEnabled)
        screen.button.sendActions(for: .touchUpInside)
        await drainMainQueue()
        #expect(screen.viewModel.status == "Signed in as ann")
        #expect(screen.status.text == "Signed in as ann")
        #expect(!screen.status.isHidden)
    }

    @Test("the switch and the segmented control feed the view model; the password's return key counts and signs in")
    func otherControls() async {
        let screen = Screen()
        screen.remember.isOn = true
        screen.remember.sendActions(for: .valueChanged)
        screen.mode.selectedSegmentIndex = 1
        screen.mode.sendActions(for: .valueChanged)
        #expect(screen.viewModel.remember)
        #expect(screen.viewModel.mode == 1)
        screen.type("bo", into: screen.username)
        screen.type("long enough", into: screen.password)
        await drainMainQueue()
        screen.password.sendActions(for: .editingDidEndOnExit)
        await drainMainQueue()
        #expect(screen.controller.returnPresses == 1)
        #expect(screen.status.text == "Signed in as bo")
    }
}

/// Lets the main queue run what was enqueued before the call (RACCommand delivers `enabled` and results there).
@MainActor func drainMainQueue(rounds: Int = 6) async {
    for _ in 0..<rounds {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }
}
