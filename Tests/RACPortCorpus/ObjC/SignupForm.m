#import "SignupForm.h"

#define kMinimumAge 18

@interface SignupForm ()
@property (nonatomic, assign, readwrite) BOOL canSubmit;
@property (nonatomic, copy, readwrite) NSString *greeting;
@end

@implementation SignupForm

- (instancetype)init {
    self = [super init];
    if (self) {
        RAC(self, canSubmit) = [RACSignal combineLatest:@[RACObserve(self, name), RACObserve(self, email), RACObserve(self, age)]
                                                 reduce:^id(NSString *name, NSString *email, NSNumber *age) {
            return @(name.length > 1 && [email containsString:@"@"] && age.integerValue >= kMinimumAge);
        }];
        RAC(self, greeting, @"") = [[RACObserve(self, name) filter:^BOOL(NSString *name) {
            return name.length > 0;
        }] map:^id(NSString *name) {
            return [NSString stringWithFormat:@"Hello, %@!", name];
        }];
    }
    return self;
}

@end
