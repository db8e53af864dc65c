#import <ReactiveObjC/ReactiveObjC.h>

NS_ASSUME_NONNULL_BEGIN

/// An ordered list of titles with a cursor, written the way audited headers are: nonnull unless said otherwise.
@interface ReadingList : NSObject

@property (nonatomic, copy, readonly) NSArray<NSString *> *titles;
@property (nonatomic, copy, nullable) NSString *currentTitle;
@property (nonatomic, assign, readonly) NSInteger position;
@property (nonatomic, strong, readonly) RACSignal<NSNumber *> *sizes;

- (instancetype)initWithTitles:(NSArray<NSString *> *)titles NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
- (void)addTitle:(NSString *)title;
- (void)advance API_AVAILABLE(ios(9.0));
- (nullable NSString *)titleAtIndex:(NSInteger)index;

@end

NS_ASSUME_NONNULL_END
