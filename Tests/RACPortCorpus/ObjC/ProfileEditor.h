#import <ReactiveCocoa/ReactiveCocoa.h>

/// Edits a nickname through a two-way channel and validates it with a lifted selector.
@interface ProfileEditor : NSObject

@property (nonatomic, copy) NSString *nickname;
@property (nonatomic, copy) NSString *draft;
@property (nonatomic, copy, readonly) NSString *status;
@property (nonatomic, assign, readonly) NSInteger validations;

- (NSString *)describePair:(RACTuple *)pair;

@end
