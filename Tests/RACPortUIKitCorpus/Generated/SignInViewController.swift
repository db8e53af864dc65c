import Foundation
import RACLegacy
import RACLegacyUIKit
import UIKit

final class SignInViewController: UIViewController {
    var viewModel: SignInViewModel! = nil
    #if canImport(ObjectiveC)
    @IBOutlet weak var usernameField: UITextField!
    #else
    weak var usernameField: UITextField!
    #endif
    #if canImport(ObjectiveC)
    @IBOutlet weak var passwordField: UITextField!
    #else
    weak var passwordField: UITextField!
    #endif
    #if canImport(ObjectiveC)
    @IBOutlet weak var signInButton: UIButton!
    #else
    weak var signInButton: UIButton!
    #endif
    #if canImport(ObjectiveC)
    @IBOutlet weak var rememberSwitch: UISwitch!
    #else
    weak var rememberSwitch: UISwitch!
    #endif
    #if canImport(ObjectiveC)
    @IBOutlet weak var modeControl: UISegmentedControl!
    #else
    weak var modeControl: UISegmentedControl!
    #endif
    #if canImport(ObjectiveC)
    @IBOutlet weak var statusLabel: UILabel!
    #else
    weak var statusLabel: UILabel!
    #endif
    var returnPresses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        RAC[self.viewModel, \.username] = self.usernameField.rac_textSignal()
        RAC[self.viewModel, \.password] = self.passwordField.rac_textSignal()
        self.signInButton.rac_command = self.viewModel.signInCommand
        RAC[self.viewModel, \.remember] = self.rememberSwitch.rac_newOnChannel()
        RAC[self.viewModel, \.mode] =
            self.modeControl.rac_newSelectedSegmentIndexChannel(withNilValue: 0)
        RAC[self.statusLabel, \.text] = RACObserve(self.viewModel, \.status)
        RAC[self.statusLabel, \.isHidden] = RACObserve(self.viewModel, \.status).map { status in
            let status = status as? String
            return (status?.count ?? 0) == 0
        }
        self.passwordField.rac_signal(for: UIControl.Event.editingDidEndOnExit).subscribeNext {
            [weak self] x in
            guard let self else { return }
            self.returnPresses += 1
            self.viewModel.signInCommand.execute(x)
        }
    }
}
