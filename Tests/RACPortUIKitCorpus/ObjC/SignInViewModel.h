#import <Foundation/Foundation.h>
#import <ReactiveObjC/ReactiveObjC.h>

/// What the sign-in screen shows and does, without UIKit.
@interface SignInViewModel : NSObject
@property (nonatomic, copy) NSString *username;
@property (nonatomic, copy) NSString *password;
@property (nonatomic) BOOL remember;
@property (nonatomic) NSInteger mode;
@property (nonatomic, copy, readonly) NSString *status;
@property (nonatomic, strong, readonly) RACCommand *signInCommand;
@end
