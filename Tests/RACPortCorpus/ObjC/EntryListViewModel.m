#import "EntryListViewModel.h"

@interface EntryListViewModel ()
@property (nonatomic, copy, readwrite) NSArray *entries;
@property (nonatomic, assign, readwrite) NSInteger page;
@property (nonatomic, strong, readwrite) RACCommand *loadCommand;
@end

@implementation EntryListViewModel

- (instancetype)init {
    self = [super init];
    if (self) {
        _entries = @[];
        @weakify(self);
        _loadCommand = [[RACCommand alloc] initWithSignalBlock:^(NSNumber *next) {
            @strongify(self);
            NSInteger page = next.boolValue ? self.page + 1 : 1;
            return [[self requestPage:page] doNext:^(NSArray *items) {
                @strongify(self);
                NSMutableArray *all = page == 1 ? [NSMutableArray array] : [self.entries mutableCopy];
                for (id item in items) {
                    if (self.options & EntryListOptionsNewestFirst) {
                        [all insertObject:item atIndex:0];
                    } else {
                        [all addObject:item];
                    }
                }
                self.entries = all;
                self.page = page;
            }];
        }];
    }
    return self;
}

- (EntryListOptions)options {
    return EntryListOptionsPaging;
}

- (NSInteger)pageSize {
    return 2;
}

- (RACSignal *)requestPage:(NSInteger)page {
    return [RACSignal return:@[]];
}

@end

@implementation StarredEntryListViewModel

- (EntryListOptions)options {
    return EntryListOptionsPaging | EntryListOptionsNewestFirst;
}

- (NSInteger)pageSize {
    return 3;
}

- (RACSignal *)requestPage:(NSInteger)page {
    NSInteger start = (page - 1) * self.pageSize;
    if (start >= (NSInteger)self.pool.count) return [RACSignal return:@[]];
    NSInteger length = MIN(self.pageSize, (NSInteger)self.pool.count - start);
    return [RACSignal return:[self.pool subarrayWithRange:NSMakeRange(start, length)]];
}

@end
