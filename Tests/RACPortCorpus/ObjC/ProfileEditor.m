#import "ProfileEditor.h"

@interface ProfileEditor ()
@property (nonatomic, copy, readwrite) NSString *status;
@property (nonatomic, assign, readwrite) NSInteger validations;
@end

@implementation ProfileEditor

- (instancetype)init {
    self = [super init];
    if (self) {
        RACChannelTo(self, draft) = RACChannelTo(self, nickname);
        RACSignal *lengths = [RACObserve(self, nickname) map:^id(NSString *nickname) {
            return @(nickname.length);
        }];
        [self rac_liftSelector:@selector(validateNickname:length:)
                   withSignals:RACObserve(self, nickname), lengths, nil];
        [[self rac_willDeallocSignal] subscribeCompleted:^{
            NSLog(@"profile editor released");
        }];
    }
    return self;
}

- (void)validateNickname:(NSString *)nickname length:(NSInteger)length {
    self.validations++;
    self.status = length >= 3 ? @"ok" : @"too short";
}

- (NSString *)describePair:(RACTuple *)pair {
    RACTupleUnpack(NSString *key, NSNumber *value) = pair;
    return [NSString stringWithFormat:@"%@=%@", key, value];
}

@end
