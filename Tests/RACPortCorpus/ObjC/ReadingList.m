#import "ReadingList.h"

static inline NSInteger ReadingListWrap(NSInteger value, NSInteger count) {
    if (count == 0) { return 0; }
    return value % count;
}

@interface ReadingList ()
@property (nonatomic, copy, readwrite) NSArray<NSString *> *titles;
@property (nonatomic, assign, readwrite) NSInteger position;
@property (nonatomic, strong) RACSubject *sizeSubject;
@end

@implementation ReadingList

- (instancetype)initWithTitles:(NSArray<NSString *> *)titles
{
    self = [super init];
    if (self) {
        _titles = [titles copy];
        _sizeSubject = [RACSubject subject];
        _currentTitle = titles.firstObject;
    }
    return self;
}

- (RACSignal *)sizes {
    return [self.sizeSubject startWith:@(self.titles.count)];
}

- (void)addTitle:(NSString *)title {
    @onExit {
        [self.sizeSubject sendNext:@(self.titles.count)];
    };
    NSMutableArray<NSString *> *updated = [self.titles mutableCopy];
    [updated addObject:title];
    self.titles = updated;
}

- (void)advance {
    NSInteger next = ({
        NSInteger candidate = self.position + 1;
        ReadingListWrap(candidate, (NSInteger)self.titles.count);
    });
    self.position = next, self.currentTitle = [self titleAtIndex:next];
}

- (nullable NSString *)titleAtIndex:(NSInteger)index {
    if (index < 0 || index >= (NSInteger)self.titles.count) { return nil; }
    return self.titles[index];
}

@end
