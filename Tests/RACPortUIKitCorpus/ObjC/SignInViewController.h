#import <UIKit/UIKit.h>
#import "SignInViewModel.h"

/// The sign-in screen: binds its controls to a SignInViewModel.
@interface SignInViewController : UIViewController
@property (nonatomic, strong) SignInViewModel *viewModel;
@end
