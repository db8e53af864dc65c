#import "UserCache.h"

@interface UserCache ()
@property (nonatomic, assign, readwrite) NSInteger lookups;
@end

@implementation UserCache {
    NSMutableDictionary *_signals;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        _signals = [NSMutableDictionary dictionary];
    }
    return self;
}

- (RACSignal *)userNamed:(NSString *)name {
    RACSignal *cached = _signals[name];
    if (cached != nil) {
        return cached;
    }
    RACSignal *lookup = [[RACSignal defer:^RACSignal *{
        self.lookups++;
        return [RACSignal return:[name uppercaseString]];
    }] replayLazily];
    _signals[name] = lookup;
    return lookup;
}

@end
