#import <ReactiveCocoa/ReactiveCocoa.h>

/// Shares one lazily started, replayed lookup per key.
@interface UserCache : NSObject

@property (nonatomic, assign, readonly) NSInteger lookups;

- (RACSignal *)userNamed:(NSString *)name;

@end
