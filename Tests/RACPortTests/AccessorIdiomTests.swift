import RACPort
import Testing

/// Custom accessors and NS_ENUM values as Swift writes them (issue #30).
@Suite("idioms: custom accessors and enum raw values")
struct AccessorIdiomTests {
    @Test("a custom setter and getter become one computed property: assignments run the setter")
    func customAccessors() throws {
        let out = try port(body: """
            @interface Account : NSObject
            @property (nonatomic, copy) NSString *username;
            @end
            @implementation Account
            - (void)setUsername:(NSString *)username {
                _username = [username lowercaseString];
                [self save];
            }
            - (void)save {}
            @end
            """)
        #expect(out == """
            final class Account {
                private var _username: String? = nil

                var username: String? {
                    get {
                        _username
                    }
                    set(username) {
                        self._username = username?.lowercased()
                        self.save()
                    }
                }

                func save() {}
            }
            """)
    }

    @Test("a lazy getter over its instance variable reads the storage, never itself")
    func lazyGetter() throws {
        let out = try port(body: """
            @interface Feed : NSObject
            @property (nonatomic, strong, readonly) RACSubject *updates;
            @end
            @implementation Feed
            - (RACSubject *)updates {
                if (!_updates) {
                    _updates = [RACSubject subject];
                }
                return _updates;
            }
            @end
            """)
        #expect(out.contains("private var _updates: RACSubject! = nil"))
        #expect(out.contains("""
                var updates: RACSubject! {
                    get {
                        if self._updates == nil {
                            self._updates = RACSubject.subject()
                        }
                        return self._updates
                    }
                }
            """))
    }

    @Test("an NS_ENUM value boxed, cast to a number or stored as an integer default passes its raw value")
    func enumRawValues() throws {
        let out = try port(body: """
            typedef NS_ENUM(NSInteger, Mode) { ModeOff, ModeOn };
            @implementation Switch
            - (void)store:(Mode)mode {
                [[NSUserDefaults standardUserDefaults] setInteger:mode forKey:@"mode"];
                NSNumber *boxed = @(mode);
                long raw = (long)mode;
                Mode back = (Mode)[[NSUserDefaults standardUserDefaults] integerForKey:@"mode"];
            }
            @end
            """)
        #expect(out.contains("UserDefaults.standard.set(mode.rawValue, forKey: \"mode\")"))
        #expect(out.contains("let boxed: NSNumber? = mode.rawValue"))
        #expect(out.contains("let raw: Int = mode.rawValue"))
        #expect(out.contains("let back: Mode = Mode(rawValue: UserDefaults.standard.integer(forKey: \"mode\"))!"))
    }

    @Test("a format held in a variable is String(format:) at run time")
    func variableFormat() throws {
        let out = try port(statements: """
            NSString *format = NSLocalizedString(@"Hello, %@", @"greeting");
            NSString *text = [NSString stringWithFormat:format, name ?: @"friend"];
            """)
        #expect(out.hasSuffix("let text: String = String(format: format ?? \"\", name ?? \"friend\")"))
    }
}
