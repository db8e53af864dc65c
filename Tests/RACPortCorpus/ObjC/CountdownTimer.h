#import <ReactiveCocoa/ReactiveCocoa.h>

/// Counts down once a second on a scheduler.
@interface CountdownTimer : NSObject

@property (nonatomic, strong, readonly) RACScheduler *scheduler;

- (instancetype)initWithScheduler:(RACScheduler *)scheduler;
- (RACSignal *)countdownFrom:(NSInteger)start;

@end
