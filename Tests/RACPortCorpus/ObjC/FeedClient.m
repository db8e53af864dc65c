#import "FeedClient.h"

NSString * const FeedClientErrorDomain = @"FeedClientErrorDomain";

@implementation FeedClient

- (instancetype)initWithBaseURLString:(NSString *)baseURLString {
    self = [super init];
    if (self == nil) return nil;
    _baseURLString = [baseURLString copy];
    return self;
}

- (nullable NSURL *)URLForPath:(nullable NSString *)path {
    if (path.length == 0) return nil;
    NSString *full = [self.baseURLString stringByAppendingPathComponent:path];
    return [NSURL URLWithString:full];
}

- (RACSignal *)titlesFromData:(NSData *)data {
    id json = [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL];
    if (json == nil) {
        NSDictionary *info = @{NSLocalizedDescriptionKey: @"The feed is not JSON"};
        NSError *error = [NSError errorWithDomain:FeedClientErrorDomain code:FeedClientErrorBadJSON userInfo:info];
        return [RACSignal error:error];
    }
    if (![json isKindOfClass:[NSArray class]]) {
        NSError *error = [NSError errorWithDomain:FeedClientErrorDomain code:FeedClientErrorNotAList userInfo:nil];
        return [RACSignal error:error];
    }
    NSMutableArray *titles = [NSMutableArray arrayWithCapacity:[json count]];
    for (NSDictionary *entry in json) {
        NSString *title = entry[@"title"];
        if (title.length > 0) [titles addObject:[title uppercaseString]];
    }
    return [RACSignal return:[titles copy]];
}

@end
