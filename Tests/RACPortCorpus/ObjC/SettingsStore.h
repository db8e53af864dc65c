#import <ReactiveObjC/ReactiveObjC.h>

typedef NS_ENUM(NSInteger, TemperatureUnit) {
    TemperatureUnitCelsius,
    TemperatureUnitFahrenheit,
};

NS_ASSUME_NONNULL_BEGIN

/// App settings kept in user defaults, shared by the whole app.
@interface SettingsStore : NSObject

+ (instancetype)sharedStore;

@property (nonatomic, assign) TemperatureUnit unit;
@property (nonatomic, strong, readonly) RACSignal *unitChanges;

- (instancetype)initWithDefaults:(NSUserDefaults *)defaults NS_DESIGNATED_INITIALIZER;
- (NSString *)formattedTemperature:(double)celsius;
- (NSString *)greetingForName:(nullable NSString *)name;

@end

NS_ASSUME_NONNULL_END
