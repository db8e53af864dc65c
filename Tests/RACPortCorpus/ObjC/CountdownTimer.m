#import "CountdownTimer.h"

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

@end
