#import <ReactiveObjC/ReactiveObjC.h>

typedef NS_OPTIONS(NSUInteger, EntryListOptions) {
    EntryListOptionsNone = 0,
    EntryListOptionsPaging = 1 << 0,
    EntryListOptionsNewestFirst = 1 << 1,
};

/// A page-by-page list of entries; subclasses choose the page size and what the list does.
@interface EntryListViewModel : NSObject

@property (nonatomic, copy, readonly) NSArray *entries;
@property (nonatomic, assign, readonly) EntryListOptions options;
@property (nonatomic, assign, readonly) NSInteger pageSize;
@property (nonatomic, assign, readonly) NSInteger page;
@property (nonatomic, strong, readonly) RACCommand *loadCommand;

- (RACSignal *)requestPage:(NSInteger)page;

@end

/// Starred entries: newest first, in larger pages, loaded from a fixed pool.
@interface StarredEntryListViewModel : EntryListViewModel

@property (nonatomic, copy) NSArray *pool;

@end
