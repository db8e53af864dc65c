#import "Uploader.h"

@interface Uploader ()
@property (nonatomic, assign, readwrite) NSInteger attempts;
@end

@implementation Uploader

- (RACSignal *)upload:(NSString *)file retries:(NSInteger)retries {
    RACSignal *attempt = [RACSignal defer:^RACSignal *{
        self.attempts++;
        if (self.attempts <= self.failuresBeforeSuccess) {
            return [RACSignal error:[NSError errorWithDomain:@"UploadErrorDomain" code:self.attempts userInfo:nil]];
        }
        return [RACSignal return:[NSString stringWithFormat:@"uploaded %@", file]];
    }];
    return [[attempt retry:retries] catch:^RACSignal *(NSError *error) {
        return [RACSignal return:@"gave up"];
    }];
}

@end
