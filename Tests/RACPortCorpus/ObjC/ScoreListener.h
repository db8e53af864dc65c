#import <ReactiveCocoa/ReactiveCocoa.h>

/// The callbacks of a score service.
@protocol ScoreServiceDelegate <NSObject>
- (void)scoreUpdated:(NSString *)score timeRemaining:(NSInteger)seconds;
@optional
- (void)serviceStopped;
@end

/// Turns delegate callbacks into a signal with rac_signalForSelector:.
@interface ScoreListener : NSObject <ScoreServiceDelegate>

@property (nonatomic, strong, readonly) RACSignal *scores;
@property (nonatomic, copy, readonly) NSString *lastScore;
@property (nonatomic, assign, readonly) BOOL hasScore;

@end
