#import "NetworkClient.h"

@interface NetworkClient ()
@property (nonatomic, assign, readwrite) NSInteger requestCount;
@end

@implementation NetworkClient

- (instancetype)initWithScheduler:(RACScheduler *)scheduler {
    self = [super init];
    if (self) {
        _scheduler = scheduler;
    }
    return self;
}

- (void)performRequest:(NSString *)url completion:(RequestCompletion)completion {
    self.requestCount++;
    [self.scheduler afterDelay:1 schedule:^{
        if ([url hasPrefix:@"https://"]) {
            completion([NSString stringWithFormat:@"body of %@", url], nil);
        } else {
            completion(nil, [NSError errorWithDomain:@"NetworkErrorDomain" code:400 userInfo:nil]);
        }
    }];
}

- (RACSignal *)fetch:(NSString *)url {
    return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        __block BOOL cancelled = NO;
        [self performRequest:url completion:^(id body, NSError *error) {
            if (cancelled) {
                return;
            }
            if (error) {
                [subscriber sendError:error];
            } else {
                [subscriber sendNext:body];
                [subscriber sendCompleted];
            }
        }];
        return [RACDisposable disposableWithBlock:^{
            cancelled = YES;
        }];
    }];
}

@end
