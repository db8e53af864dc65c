#import "PanelController.h"

@implementation TextLabel
@end

@implementation PanelController

- (instancetype)initWithList:(ReadingList *)list {
    if ((self = [super init])) {
        _list = list;
    }
    return self;
}

- (void)viewDidLoad {
    @weakify(self);
    [RACObserve(self.list, currentTitle) subscribeNext:^(NSString *title) {
        @strongify(self);
        self.titleLabel.text = title ?: @"(none)";
    }];
    [self.list.sizes subscribeNext:^(NSNumber *size) {
        @strongify(self);
        self.countLabel.text = [NSString stringWithFormat:@"%@ titles", size];
    }];
}

- (IBAction)nextTapped:(id)sender {
    [self.list advance];
}

@end
