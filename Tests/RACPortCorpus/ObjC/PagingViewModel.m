#import "PagingViewModel.h"

@interface PagingViewModel ()
@property (nonatomic, copy, readwrite) NSArray *items;
@property (nonatomic, assign, readwrite) NSInteger page;
@property (nonatomic, assign, readwrite) BOOL hasMore;
@end

@implementation PagingViewModel {
    NSInteger _pageSize;
    NSInteger _pageCount;
}

- (instancetype)initWithPageSize:(NSInteger)pageSize pageCount:(NSInteger)pageCount {
    self = [super init];
    if (self) {
        _pageSize = pageSize;
        _pageCount = pageCount;
        _items = @[];
        _hasMore = YES;
        @weakify(self);
        _loadNextPage = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
            @strongify(self);
            return [[self fetchPage:self.page + 1] doNext:^(NSArray *newItems) {
                @strongify(self);
                [self appendItems:newItems];
            }];
        }];
    }
    return self;
}

- (RACSignal *)fetchPage:(NSInteger)page {
    if (page > _pageCount) {
        return [RACSignal return:@[]];
    }
    NSMutableArray *result = [NSMutableArray array];
    for (NSInteger i = 0; i < _pageSize; i++) {
        [result addObject:[NSString stringWithFormat:@"item %ld.%ld", (long)page, (long)i]];
    }
    return [RACSignal return:result];
}

- (void)appendItems:(NSArray *)newItems {
    NSMutableArray *all = [NSMutableArray arrayWithArray:self.items];
    for (id item in newItems) {
        [all addObject:item];
    }
    self.items = all;
    if (newItems.count > 0) {
        self.page++;
    }
    self.hasMore = self.page < _pageCount;
}

@end
