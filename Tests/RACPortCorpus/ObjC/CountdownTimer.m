#import "CountdownTimer.h"

@interface CountdownTimer ()
@property (nonatomic, assign, readwrite) NSInteger ticks;
@property (nonatomic, strong, readwrite) NSTimer *clock;
@end

@implementation CountdownTimer

- (instancetype)initWithScheduler:(RACScheduler *)scheduler {
    self = [super init];
    if (self) {
        _scheduler = scheduler;
    }
    return self;
}

- (RACSignal *)countdownFrom:(NSInteger)start {
    return [[[[RACSignal interval:1 onScheduler:self.scheduler] take:start]
        scanWithStart:@(start) reduce:^id(NSNumber *remaining, id tick) {
            return @(remaining.integerValue - 1);
        }] startWith:@(start)];
}

- (void)startClock {
    if (self.clock == nil) {
        self.clock = [NSTimer scheduledTimerWithTimeInterval:60 target:self selector:@selector(clockTick:) userInfo:nil repeats:YES];
    }
}

- (void)clockTick:(NSTimer *)timer {
    self.ticks += 1;
}

- (void)stopClock {
    [self.clock invalidate];
    self.clock = nil;
}

@end
