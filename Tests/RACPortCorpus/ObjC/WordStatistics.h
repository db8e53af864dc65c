#import <ReactiveCocoa/ReactiveCocoa.h>

/// Computes statistics over words with RACSequence pipelines.
@interface WordStatistics : NSObject

- (NSArray *)longWords:(NSArray *)words minimumLength:(NSInteger)length;
- (NSNumber *)totalLength:(NSArray *)words;
- (RACSignal *)shoutedSignal:(NSArray *)words;

@end
