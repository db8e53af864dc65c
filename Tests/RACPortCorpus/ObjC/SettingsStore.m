#import "SettingsStore.h"

static NSString * const SettingsUnitKey = @"temperatureUnit";

@interface SettingsStore ()
@property (nonatomic, strong) NSUserDefaults *defaults;
@property (nonatomic, strong) RACSubject *unitSubject;
@end

@implementation SettingsStore

+ (instancetype)sharedStore {
    static SettingsStore *store = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        store = [[self alloc] initWithDefaults:[NSUserDefaults standardUserDefaults]];
    });
    return store;
}

- (instancetype)initWithDefaults:(NSUserDefaults *)defaults {
    self = [super init];
    if (!self) return nil;
    _defaults = defaults;
    _unitSubject = [RACSubject subject];
    [_defaults registerDefaults:@{SettingsUnitKey: @(TemperatureUnitCelsius)}];
    return self;
}

- (TemperatureUnit)unit {
    return (TemperatureUnit)[self.defaults integerForKey:SettingsUnitKey];
}

- (void)setUnit:(TemperatureUnit)unit {
    [self.defaults setInteger:unit forKey:SettingsUnitKey];
    [self.unitSubject sendNext:@(unit)];
}

- (RACSignal *)unitChanges {
    return [self.unitSubject startWith:@(self.unit)];
}

- (NSString *)formattedTemperature:(double)celsius {
    if (self.unit == TemperatureUnitFahrenheit) {
        return [NSString stringWithFormat:@"%.1f°F", celsius * 9.0 / 5.0 + 32.0];
    }
    return [NSString stringWithFormat:@"%.1f°C", celsius];
}

- (NSString *)greetingForName:(nullable NSString *)name {
    NSString *format = NSLocalizedString(@"Hello, %@", @"greeting with a name");
    return [NSString stringWithFormat:format, name ?: @"friend"];
}

- (NSString *)description {
    return [NSString stringWithFormat:@"<SettingsStore unit=%ld>", (long)self.unit];
}

@end
