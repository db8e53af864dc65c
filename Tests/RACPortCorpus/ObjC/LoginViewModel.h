#import <ReactiveCocoa/ReactiveCocoa.h>

typedef NS_ENUM(NSInteger, LoginState) {
    LoginStateIdle,
    LoginStateLoggedIn,
    LoginStateFailed,
};

/// Validates credentials and logs in through a command.
@interface LoginViewModel : NSObject

@property (nonatomic, copy) NSString *username;
@property (nonatomic, copy) NSString *password;
@property (nonatomic, strong, readonly) RACSignal *validSignal;
@property (nonatomic, strong, readonly) RACCommand *loginCommand;
@property (nonatomic, copy, readonly) NSString *loggedInUser;
@property (nonatomic, assign, readonly) LoginState state;

@end
