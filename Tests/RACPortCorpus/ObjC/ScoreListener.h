#import <ReactiveCocoa/ReactiveCocoa.h>

/// Turns delegate callbacks into a signal with rac_signalForSelector:.
@interface ScoreListener : NSObject

@property (nonatomic, strong, readonly) RACSignal *scores;

- (void)scoreUpdated:(NSString *)score timeRemaining:(NSInteger)seconds;

@end
