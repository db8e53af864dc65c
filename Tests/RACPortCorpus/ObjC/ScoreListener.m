#import "ScoreListener.h"

@interface ScoreListener ()
@property (nonatomic, copy, readwrite) NSString *lastScore;
@end

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

- (BOOL)hasScore {
    return self.lastScore.length > 0;
}

- (void)scoreUpdated:(NSString *)score timeRemaining:(NSInteger)seconds {
    self.lastScore = score;
    NSLog(@"score %@ (%ld s)", score, (long)seconds);
}

@end
