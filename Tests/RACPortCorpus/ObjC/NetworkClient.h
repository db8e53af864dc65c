#import <ReactiveCocoa/ReactiveCocoa.h>

/// Wraps a callback-based request API in cold signals.
@interface NetworkClient : NSObject

@property (nonatomic, strong, readonly) RACScheduler *scheduler;
@property (nonatomic, assign, readonly) NSInteger requestCount;

- (instancetype)initWithScheduler:(RACScheduler *)scheduler;
- (RACSignal *)fetch:(NSString *)url;

@end
