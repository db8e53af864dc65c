#import <ReactiveCocoa/ReactiveCocoa.h>

/// What a request reports when it finishes: a body or an error.
typedef void (^RequestCompletion)(id body, NSError *error);

/// Wraps a callback-based request API in cold signals.
@interface NetworkClient : NSObject

@property (nonatomic, strong, readonly) RACScheduler *scheduler;
@property (nonatomic, assign, readonly) NSInteger requestCount;

- (instancetype)initWithScheduler:(RACScheduler *)scheduler;
- (RACSignal *)fetch:(NSString *)url;

@end
