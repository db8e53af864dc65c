#import "SignInViewModel.h"

@interface SignInViewModel ()
@property (nonatomic, copy, readwrite) NSString *status;
@property (nonatomic, strong, readwrite) RACCommand *signInCommand;
@end

@implementation SignInViewModel

- (instancetype)init {
    self = [super init];
    if (self == nil) return nil;
    _status = @"";
    RACSignal *valid = [RACSignal combineLatest:@[RACObserve(self, username), RACObserve(self, password)]
                                         reduce:^id(NSString *username, NSString *password) {
        return @(username.length > 0 && password.length >= 4);
    }];
    @weakify(self);
    _signInCommand = [[RACCommand alloc] initWithEnabled:valid signalBlock:^RACSignal *(id input) {
        @strongify(self);
        return [RACSignal return:self.username];
    }];
    RAC(self, status) = [[self.signInCommand.executionSignals switchToLatest] map:^id(NSString *name) {
        return [NSString stringWithFormat:@"Signed in as %@", name];
    }];
    return self;
}

@end
