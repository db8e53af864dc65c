#import <ReactiveCocoa/ReactiveCocoa.h>

/// Counts down once a second on a scheduler.
@interface CountdownTimer : NSObject

@property (nonatomic, strong, readonly) RACScheduler *scheduler;

- (instancetype)initWithScheduler:(RACScheduler *)scheduler;
- (RACSignal *)countdownFrom:(NSInteger)start;

/// Counts wall-clock ticks with a repeating NSTimer (target and selector), as apps did beside RAC.
@property (nonatomic, assign, readonly) NSInteger ticks;
@property (nonatomic, strong, readonly) NSTimer *clock;
- (void)startClock;
- (void)stopClock;

@end
