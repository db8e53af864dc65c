#import "SignInViewController.h"

@interface SignInViewController ()
@property (nonatomic, weak) IBOutlet UITextField *usernameField;
@property (nonatomic, weak) IBOutlet UITextField *passwordField;
@property (nonatomic, weak) IBOutlet UIButton *signInButton;
@property (nonatomic, weak) IBOutlet UISwitch *rememberSwitch;
@property (nonatomic, weak) IBOutlet UISegmentedControl *modeControl;
@property (nonatomic, weak) IBOutlet UILabel *statusLabel;
@property (nonatomic) NSInteger returnPresses;
@end

@implementation SignInViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    RAC(self.viewModel, username) = self.usernameField.rac_textSignal;
    RAC(self.viewModel, password) = [self.passwordField rac_textSignal];
    self.signInButton.rac_command = self.viewModel.signInCommand;
    RAC(self.viewModel, remember) = [self.rememberSwitch rac_newOnChannel];
    RAC(self.viewModel, mode) = [self.modeControl rac_newSelectedSegmentIndexChannelWithNilValue:@0];
    RAC(self.statusLabel, text) = RACObserve(self.viewModel, status);
    RAC(self.statusLabel, hidden) = [RACObserve(self.viewModel, status) map:^id(NSString *status) {
        return @(status.length == 0);
    }];
    @weakify(self);
    [[self.passwordField rac_signalForControlEvents:UIControlEventEditingDidEndOnExit] subscribeNext:^(id x) {
        @strongify(self);
        self.returnPresses += 1;
        [self.viewModel.signInCommand execute:x];
    }];
}

@end
