#import "WordStatistics.h"

@implementation WordStatistics

- (NSArray *)longWords:(NSArray *)words minimumLength:(NSInteger)length {
    return [[[words.rac_sequence filter:^BOOL(NSString *word) {
        return word.length >= length;
    }] map:^id(NSString *word) {
        return [word uppercaseString];
    }] array];
}

- (NSNumber *)totalLength:(NSArray *)words {
    return [[words.rac_sequence map:^id(NSString *word) {
        return @(word.length);
    }] foldLeftWithStart:@0 reduce:^id(NSNumber *sum, NSNumber *length) {
        return @(sum.integerValue + length.integerValue);
    }];
}

- (RACSignal *)shoutedSignal:(NSArray *)words {
    return [[words.rac_sequence map:^id(NSString *word) {
        return [word stringByAppendingString:@"!"];
    }] signalWithScheduler:[RACScheduler immediateScheduler]];
}

@end
