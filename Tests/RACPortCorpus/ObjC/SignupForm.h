#import <ReactiveCocoa/ReactiveCocoa.h>

/// A form whose derived state is bound with RAC() and RACObserve.
@interface SignupForm : NSObject

@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy) NSString *email;
@property (nonatomic, assign) NSInteger age;
@property (nonatomic, assign, readonly) BOOL canSubmit;
@property (nonatomic, copy, readonly) NSString *greeting;

@end
