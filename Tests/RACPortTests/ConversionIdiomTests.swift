import RACPort
import Testing

/// Types and conversions: what Objective-C converted silently (an `id` read, numbers, nil messaged, blocks'
/// nil results) written as Swift converts it (issue #30).
@Suite("idioms: types and conversions")
struct ConversionIdiomTests {
    @Test("an Any? read assigned to a typed property is cast; a number assigned across Int and Double is converted")
    func assignmentConversions() throws {
        let out = try port(statements: """
            self.title = params[@"title"];
            self.tags = params[@"tags"];
            self.count = 0.0;
            self.count = self.ratio;
            self.ratio = self.count;
            int32_t small = self.count;
            NSInteger seconds = small % 60;
            """, declarations: "@property NSString *title;\n@property NSArray *tags;\n@property NSInteger count;\n@property double ratio;\n@property NSDictionary *params;")
        #expect(out == """
            self.title = self.params["title"] as? String
            self.tags = self.params["tags"] as? [Any] ?? []
            self.count = 0
            self.count = Int(self.ratio)
            self.ratio = Double(self.count)
            let small: Int32 = Int32(self.count)
            let seconds: Int = Int(small % 60)
            """)
    }

    @Test("a signal returned through optional chaining falls back to the empty signal, in a method and in a signal block")
    func optionalChainedSignal() throws {
        let out = try port(body: """
            @interface Feed : NSObject
            @property (nonatomic, strong, nullable) Feed *next;
            - (RACSignal *)load;
            @end
            @implementation Feed
            - (RACSignal *)load { return [self.next load]; }
            - (RACCommand *)command {
                return [[RACCommand alloc] initWithSignalBlock:^(id input) {
                    return [self.next load];
                }];
            }
            @end
            """)
        #expect(out.contains("return self.next?.load() ?? RACSignal.empty()"))
        #expect(out.contains("RACCommand(signalBlock: { input in self.next?.load() ?? RACSignal.empty() })"))
    }

    @Test("an optional passed where an input method declares the class non-optional is unwrapped; URLWithString: of an optional maps it")
    func optionalArguments() throws {
        let out = try port(body: """
            @interface Item : NSObject
            @property (nonatomic, copy, nullable) NSString *logo;
            @end
            @implementation Item
            @end
            @interface Row : NSObject
            - (instancetype)initWithItem:(Item *)item;
            @end
            @implementation Row
            - (instancetype)initWithItem:(Item *)item { self = [super init]; return self; }
            - (RACSignal *)rows:(RACSignal *)items {
                return [items map:^(Item *item) {
                    NSURL *url = [NSURL URLWithString:item.logo];
                    return [[Row alloc] initWithItem:item];
                }];
            }
            @end
            """)
        #expect(out.contains("let url: URL? = item?.logo.flatMap { URL(string: $0) }"))
        #expect(out.contains("return Row(item: item!)"))
    }

    @Test("an id value passed where an input method declares a type is cast: as? for an optional, as! for a non-optional")
    func anyArguments() throws {
        let out = try port(body: """
            @interface Repos : NSObject
            @property (nonatomic, copy) NSDictionary *language;
            - (RACSignal *)trending:(nullable NSString *)slug;
            - (RACSignal *)named:(nonnull NSString *)name;
            @end
            @implementation Repos
            - (RACSignal *)trending:(nullable NSString *)slug { return [RACSignal empty]; }
            - (RACSignal *)named:(nonnull NSString *)name { return [RACSignal empty]; }
            - (void)load {
                [self trending:self.language[@"slug"]];
                [self named:self.language[@"name"]];
            }
            @end
            """)
        #expect(out.contains("self.trending(self.language[\"slug\"] as? String)"))
        #expect(out.contains("self.named(self.language[\"name\"] as! String)"))
    }

    @Test("enum cases in capitals are lowered whole; an enum read through a nil receiver compares as an optional; a signal assigned through one falls back to empty; NSError's userInfo gets String keys")
    func enumsSignalsAndErrors() throws {
        let out = try port(body: """
            typedef NS_ENUM(NSInteger, FollowStatus) { FollowStatusUnknown, FollowStatusYES, FollowStatusNO };
            @interface User : NSObject
            @property (nonatomic) FollowStatus status;
            - (RACSignal *)refresh;
            @end
            @implementation User
            - (RACSignal *)refresh { return [RACSignal empty]; }
            @end
            @interface Row : NSObject
            @property (nonatomic, strong, nullable) User *user;
            @property (nonatomic, copy) NSDictionary *info;
            @end
            @implementation Row
            - (void)check {
                RACSignal *signal = [RACSignal empty];
                if (self.user.status == FollowStatusYES) signal = [self.user refresh];
                NSError *error = [NSError errorWithDomain:@"x" code:1 userInfo:self.info];
            }
            @end
            """)
        #expect(out.contains("case yes\n    case no"))
        #expect(out.contains("if self.user?.status == FollowStatus.yes {\n            signal = self.user?.refresh() ?? RACSignal.empty()"))
        #expect(out.contains("NSError(domain: \"x\", code: 1, userInfo: self.info as? [String: Any])"))
    }

    @Test("a boxed number where an NSNumber is declared is an NSNumber; a nil-messaged number inside arithmetic reads 0 once")
    func boxedNumbers() throws {
        let out = try port(statements: """
            self.high = @(self.celsius);
            NSNumber *low = @(self.celsius - 10);
            self.high = @(([self.reading doubleValue] - 32) / 1.8);
            """, declarations: "@property (nonatomic, strong) NSNumber *high;\n@property (nonatomic) double celsius;\n@property (nonatomic, strong, nullable) NSNumber *reading;")
        #expect(out == """
            self.high = NSNumber(value: self.celsius)
            let low: NSNumber? = NSNumber(value: self.celsius - 10)
            self.high = NSNumber(value: ((self.reading?.doubleValue ?? 0) - 32) / 1.8)
            """)
    }

    @Test("C's truths in Swift: a floating property is typed (0 alone would be an Int), return 1 from a BOOL method, a collection tested for contents, Int operands of floating arithmetic converted, nil-messaged numbers passed as 0, [[self alloc] init…] in a class method, a nil collection local")
    func cTruths() throws {
        let out = try port(body: """
            @interface Cart : NSObject
            @property (nonatomic) CGFloat price;
            @property (nonatomic) NSInteger count;
            @property (nonatomic, copy) NSDictionary *params;
            @property (nonatomic, strong, nullable) NSNumber *page;
            - (instancetype)initWithCount:(NSInteger)count;
            - (RACSignal *)load:(NSInteger)page;
            @end
            @implementation Cart
            - (instancetype)initWithCount:(NSInteger)count { self = [super init]; return self; }
            + (instancetype)cartWithCount:(NSInteger)count { return [[self alloc] initWithCount:count]; }
            - (RACSignal *)load:(NSInteger)page { return [RACSignal empty]; }
            - (BOOL)ready {
                if (!self.params) return 0;
                if (self.params) [self load:self.page.integerValue];
                NSDictionary *extra = nil;
                self.price = self.price * self.count;
                return 1;
            }
            @end
            """)
        #expect(out.contains("var price: CGFloat = 0\n    var count = 0\n"))
        #expect(out.contains("return self.init(count: count)"))
        #expect(out.contains("if self.params.isEmpty {\n            return false\n        }"))
        #expect(out.contains("if !self.params.isEmpty {\n            self.load(self.page?.intValue ?? 0)"))
        #expect(out.contains("let extra: [AnyHashable: Any] = [:]"))
        #expect(out.contains("self.price = self.price * CGFloat(self.count)"))
        #expect(out.contains("return true"))
    }

    @Test("a block held in a local takes its object parameters as Any?, so it can be passed to map like a literal")
    func blockLocal() throws {
        let out = try port(statements: """
            NSString *(^placeholder)(NSString *) = ^NSString *(NSString *value) {
                return value.length > 0 ? value : @"-";
            };
            RACSignal *names = [self.source map:placeholder];
            """, declarations: "@property RACSignal *source;")
        #expect(out.hasPrefix("let placeholder: (Any?) -> String? = { value in\n    let value = value as? String\n"))
        #expect(out.hasSuffix("let names: RACSignal = self.source.map(placeholder)"))
    }

    @Test("return nil for a collection is the empty one; a BOOL through a nil receiver returns false from a predicate; if ([super init]) calls super.init; a block property tests for nil; a mutated request is a var")
    func moreNilRules() throws {
        let out = try port(body: """
            typedef void (^Done)(id value);
            @interface Store : NSObject
            @property (nonatomic, copy) Done callback;
            @property (nonatomic, strong, nullable) NSNumber *flag;
            @property (nonatomic, strong) RACSignal *source;
            @end
            @implementation Store
            - (instancetype)initWithName:(NSString *)name {
                if ([super init]) {
                    _flag = @YES;
                }
                return self;
            }
            - (NSArray *)items { return nil; }
            - (void)run {
                if (self.callback) self.callback(nil);
                RACSignal *on = [self.source filter:^BOOL(id x) { return self.flag.boolValue; }];
                NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:@"https://x.org"]];
                [request addValue:@"json" forHTTPHeaderField:@"Accept"];
            }
            @end
            """)
        #expect(out.contains("    init(name: String?) {\n        self.flag = NSNumber(value: true)\n    }"))
        #expect(out.contains("func items() -> [Any] {\n        return []\n    }"))
        #expect(out.contains("if self.callback != nil {\n            self.callback?(nil)\n        }"))
        #expect(out.contains("filter { x in self.flag?.boolValue ?? false }"))
        #expect(out.contains("var request: URLRequest? = "))
    }

    @Test("a string read through a nil receiver compares as an optional, not as 0")
    func chainedStringComparison() throws {
        let out = try port(statements: """
            BOOL same = [self.other.name isEqualToString:self.name] || self.other.name == self.name;
            """, declarations: "@property (nonatomic, strong, nullable) T *other;\n@property (nonatomic, copy, nullable) NSString *name;")
        #expect(!out.contains("?? 0"))
    }

    @Test("a block with no declared result takes it from the selector piece: a signal block and a predicate bail out with an empty signal and false")
    func blockResultFromSelector() throws {
        let out = try port(statements: """
            @weakify(self);
            self.command = [[RACCommand alloc] initWithSignalBlock:^(id input) {
                @strongify(self);
                return [self work];
            }];
            RACSignal *s = [signal filter:^(id x) {
                @strongify(self);
                if (x == nil) return nil;
                return self.ready;
            }];
            """, declarations: "@property RACCommand *command;\n@property BOOL ready;\n- (RACSignal *)work;")
        #expect(out == """
            self.command = RACCommand(signalBlock: { [weak self] input in
                guard let self else { return RACSignal.empty() }
                return self.work()
            })
            let s: RACSignal = signal.filter { [weak self] x in
                guard let self else { return false }
                if x == nil {
                    return false
                }
                return self.ready
            }
            """)
    }

    @Test("a block passed where nothing states its result takes the type of the values it returns for nil")
    func blockResultFromReturns() throws {
        let out = try port(statements: """
            @weakify(self);
            id b = [self.source subscribeNext:^(id x) {}];
            RACSignal *s = [signal flattenMapLatest:^(id x) {
                @strongify(self);
                if (x == nil) return nil;
                return [self work];
            }];
            """, declarations: "@property RACSignal *source;\n- (RACSignal *)work;")
        #expect(out.hasSuffix("""
            guard let self else { return RACSignal.empty() }
                if x == nil {
                    return RACSignal.empty()
                }
                return self.work()
            }
            """))
    }
}
