#import "LoginViewModel.h"

static NSString * const LoginErrorDomain = @"LoginErrorDomain";

@interface LoginViewModel ()
@property (nonatomic, copy, readwrite) NSString *loggedInUser;
@property (nonatomic, assign, readwrite) LoginState state;
@end

@implementation LoginViewModel

#pragma mark - Lifecycle

- (instancetype)init {
    self = [super init];
    if (self) {
        _validSignal = [RACSignal combineLatest:@[RACObserve(self, username), RACObserve(self, password)]
                                         reduce:^id(NSString *username, NSString *password) {
            return @(username.length > 0 && password.length >= 4);
        }];

        @weakify(self);
        _loginCommand = [[RACCommand alloc] initWithEnabled:self.validSignal signalBlock:^RACSignal *(id input) {
            @strongify(self);
            return [self authenticate];
        }];

        RAC(self, loggedInUser) = [self.loginCommand.executionSignals switchToLatest];
    }
    return self;
}

#pragma mark - Authentication

- (RACSignal *)authenticate {
    NSString *user = self.username;
    if ([self.password isEqualToString:@"secret"]) {
        self.state = LoginStateLoggedIn;
        return [RACSignal return:user];
    }
    self.state = LoginStateFailed;
    return [RACSignal error:[NSError errorWithDomain:LoginErrorDomain code:401 userInfo:nil]];
}

@end
