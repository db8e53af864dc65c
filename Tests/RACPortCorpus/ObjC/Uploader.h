#import <ReactiveCocoa/ReactiveCocoa.h>

/// Uploads with a bounded number of retries and a fallback.
@interface Uploader : NSObject

@property (nonatomic, assign) NSInteger failuresBeforeSuccess;
@property (nonatomic, assign, readonly) NSInteger attempts;

- (RACSignal *)upload:(NSString *)file retries:(NSInteger)retries;

@end
