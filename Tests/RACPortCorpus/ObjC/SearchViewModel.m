#import "SearchViewModel.h"

@interface SearchViewModel ()
@property (nonatomic, copy, readwrite) NSArray *results;
@property (nonatomic, assign, readwrite) NSInteger searches;
@end

@implementation SearchViewModel {
    NSArray *_words;
}

- (instancetype)initWithWords:(NSArray *)words {
    self = [super init];
    if (self) {
        _words = words;
        _results = @[];
        @weakify(self);
        RAC(self, results) = [[[[RACObserve(self, query) throttle:0.3] filter:^BOOL(NSString *query) {
            return query.length > 0;
        }] map:^id(NSString *query) {
            @strongify(self);
            return [self search:query];
        }] switchToLatest];
    }
    return self;
}

- (RACSignal *)search:(NSString *)query {
    self.searches++;
    NSMutableArray *matches = [NSMutableArray array];
    for (NSString *word in _words) {
        if ([word hasPrefix:query]) {
            [matches addObject:word];
        }
    }
    return [[RACSignal return:matches] delay:0.5];
}

@end
