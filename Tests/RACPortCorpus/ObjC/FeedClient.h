#import <ReactiveObjC/ReactiveObjC.h>

NS_ASSUME_NONNULL_BEGIN

extern NSString * const FeedClientErrorDomain;

typedef NS_ENUM(NSInteger, FeedClientError) {
    FeedClientErrorBadJSON = 1,
    FeedClientErrorNotAList = 2,
};

/// Turns JSON feed payloads into lists of entry titles, as a network client's parsing half does.
@interface FeedClient : NSObject

@property (nonatomic, copy, readonly) NSString *baseURLString;

- (instancetype)initWithBaseURLString:(NSString *)baseURLString;
- (nullable NSURL *)URLForPath:(nullable NSString *)path;
- (RACSignal *)titlesFromData:(NSData *)data;

@end

NS_ASSUME_NONNULL_END
