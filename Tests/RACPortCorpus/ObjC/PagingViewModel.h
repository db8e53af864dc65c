#import <ReactiveCocoa/ReactiveCocoa.h>

/// Loads a list page by page.
@interface PagingViewModel : NSObject

@property (nonatomic, copy, readonly) NSArray *items;
@property (nonatomic, assign, readonly) NSInteger page;
@property (nonatomic, assign, readonly) BOOL hasMore;
@property (nonatomic, strong, readonly) RACCommand *loadNextPage;

- (instancetype)initWithPageSize:(NSInteger)pageSize pageCount:(NSInteger)pageCount;

@end
