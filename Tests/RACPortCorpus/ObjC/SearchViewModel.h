#import <ReactiveCocoa/ReactiveCocoa.h>

/// Search as you type: throttled queries, only the latest search delivers.
@interface SearchViewModel : NSObject

@property (nonatomic, copy) NSString *query;
@property (nonatomic, copy, readonly) NSArray *results;
@property (nonatomic, assign, readonly) NSInteger searches;

- (instancetype)initWithWords:(NSArray *)words;

@end
