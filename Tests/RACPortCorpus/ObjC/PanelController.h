#import <ReactiveObjC/ReactiveObjC.h>
#import "ReadingList.h"

/// A stand-in for a label view: the panel writes titles into it.
@interface TextLabel : NSObject
@property (nonatomic, copy) NSString *text;
@end

/// A controller in the shape of a view controller: outlets set by a nib, an action, bindings made when loaded.
@interface PanelController : NSObject

@property (nonatomic, weak) IBOutlet TextLabel *titleLabel, *countLabel;
@property (nonatomic, strong) ReadingList *list;

- (instancetype)initWithList:(ReadingList *)list;
- (void)viewDidLoad;
- (IBAction)nextTapped:(id)sender;

@end
