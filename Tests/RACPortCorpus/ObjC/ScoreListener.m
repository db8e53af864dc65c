#import "ScoreListener.h"

@implementation ScoreListener

- (instancetype)init {
    self = [super init];
    if (self) {
        _scores = [[self rac_signalForSelector:@selector(scoreUpdated:timeRemaining:)]
            reduceEach:^id(NSString *score, NSNumber *seconds) {
                return [NSString stringWithFormat:@"%@ with %@ s left", score, seconds];
            }];
    }
    return self;
}

- (void)scoreUpdated:(NSString *)score timeRemaining:(NSInteger)seconds {
    NSLog(@"score %@ (%ld s)", score, (long)seconds);
}

@end
