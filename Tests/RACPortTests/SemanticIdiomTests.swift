import RACPort
import Testing

/// Rules that use the symbol table: what the callee declares, what the class inherits (issue #30).
@Suite("idioms: from the symbol table")
struct SemanticIdiomTests {
    @Test("nil passed for a collection parameter of a method among the inputs is the empty collection")
    func nilCollectionArgument() throws {
        let out = try port(body: """
            @interface Api : NSObject
            - (RACSignal *)get:(NSString *)path parameters:(NSDictionary *)parameters;
            @end
            @implementation Api
            - (RACSignal *)get:(NSString *)path parameters:(NSDictionary *)parameters { return [RACSignal empty]; }
            - (RACSignal *)home { return [self get:@"/" parameters:nil]; }
            @end
            """)
        #expect(out.contains("return self.get(\"/\", parameters: [:])"))
    }

    @Test("nil passed for a collection parameter of an initializer among the inputs is the empty collection")
    func nilCollectionInitArgument() throws {
        let out = try port(body: """
            @interface Page : NSObject
            - (instancetype)initWithTitle:(NSString *)title params:(NSDictionary *)params;
            @end
            @implementation Page
            - (instancetype)initWithTitle:(NSString *)title params:(NSDictionary *)params { return [super init]; }
            - (Page *)child { return [[Page alloc] initWithTitle:@"x" params:nil]; }
            @end
            """)
        #expect(out.contains("return Page(title: \"x\", params: [:])"))
    }

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

    @Test("dot syntax that reaches a method of an input class, not a property, calls it: class methods through .class too")
    func dotSyntaxMethods() throws {
        let out = try port(body: """
            @interface Client : NSObject
            + (NSError *)missingTokenError;
            + (Client *)shared;
            - (RACSignal *)reload;
            @end
            @implementation Client
            + (NSError *)missingTokenError { return nil; }
            + (Client *)shared { return nil; }
            - (RACSignal *)reload { return [RACSignal empty]; }
            - (RACSignal *)fail {
                [Client.shared reload];
                [self.reload subscribeCompleted:^{}];
                return [RACSignal error:self.class.missingTokenError];
            }
            @end
            """)
        #expect(out.contains("Client.shared().reload()"))
        #expect(out.contains("self.reload().subscribeCompleted"))
        #expect(out.contains("return RACSignal.error(type(of: self).missingTokenError())"))
    }

    @Test("a subclass getter of a readonly property its superclass computes overrides the computed property")
    func inheritedComputedGetter() throws {
        let out = try port(body: """
            @interface Repos : NSObject
            @property (nonatomic, readonly) NSInteger pageSize;
            @end
            @implementation Repos
            - (NSInteger)pageSize { return 20; }
            @end
            @interface Starred : Repos
            @end
            @implementation Starred
            - (NSInteger)pageSize { return 50; }
            @end
            """)
        #expect(out.contains("    override var pageSize: Int {\n        return 50\n    }"))
    }

    @Test("a parameter the body assigns is copied into a var of the same name")
    func assignedParameter() throws {
        let out = try port(body: """
            @implementation Pager
            - (NSInteger)clamped:(NSInteger)perPage {
                if (perPage == 0) perPage = 30;
                return perPage;
            }
            @end
            """)
        #expect(out.contains("    func clamped(_ perPage: Int) -> Int {\n        var perPage = perPage\n        if perPage == 0 {"))
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

    @Test("NSParameterAssert of a parameter Swift declares non-optional goes; of an optional one tests for nil")
    func parameterAssert() throws {
        let out = try port(body: """
            @interface Store : NSObject
            - (void)save:(nonnull NSString *)key value:(nullable NSString *)value;
            @end
            @implementation Store
            - (void)save:(nonnull NSString *)key value:(nullable NSString *)value {
                NSParameterAssert(key);
                NSParameterAssert(value);
            }
            @end
            """)
        #expect(out.contains("func save(_ key: String, value: String?) {\n        assert(value != nil)\n    }"))
    }

    @Test("a switch arm holding only a flagged statement still executes (break); initWithCapacity: is an empty collection; a chain continues with .")
    func switchArmsAndCapacity() throws {
        let out = try port(body: """
            @interface Cell : NSObject
            @property (nonatomic, strong, nullable) Cell *next;
            - (RACSignal *)load;
            @end
            @implementation Cell
            - (RACSignal *)load { return [RACSignal empty]; }
            - (void)pick:(NSInteger)kind {
                NSMutableArray *rows = [[NSMutableArray alloc] initWithCapacity:8];
                switch (kind) {
                    case 0:
                        UIEdgeInsetsMake(0, 0, 0, 0);
                    default:
                        break;
                }
                [[self.next load] subscribeCompleted:^{}];
            }
            @end
            """)
        #expect(out.contains("var rows: [Any] = []") || out.contains("let rows: [Any] = []"))
        #expect(out.contains("UIEdgeInsetsMake(0, 0, 0, 0);\n            break\n"))
        #expect(out.contains("self.next?.load().subscribeCompleted"))
    }

    @Test("a property with its own getter (spaces around = too) is read by the getter's name on any receiver of its class")
    func getterNamedProperty() throws {
        let out = try port(body: """
            @interface Item : NSObject
            @property (nonatomic, getter = isInCart) BOOL inCart;
            @end
            @implementation Item
            @end
            @interface Row : NSObject
            @property (nonatomic, strong) Item *item;
            @property (nonatomic) BOOL marked;
            @end
            @implementation Row
            - (void)sync {
                self.marked = self.item.inCart;
                self.marked = [self.item isInCart];
            }
            @end
            """)
        #expect(out.contains("var isInCart = false"))
        #expect(out.contains("self.marked = self.item.isInCart\n        self.marked = self.item.isInCart"))
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

    @Test("RACObserve on another object names each hop by its Swift name; a copied literal is the literal; setWithObjects: is a Set")
    func keyPathsAndLiterals() throws {
        let out = try port(body: """
            @interface Photo : NSObject
            @property (nonatomic, getter = isVotedFor) BOOL votedFor;
            @end
            @implementation Photo
            @end
            @interface Detail : NSObject
            @property (nonatomic, strong) Photo *model;
            @end
            @implementation Detail
            - (void)bind {
                RACSignal *voted = RACObserve(self.model, votedFor);
                NSMutableDictionary *params = @{}.mutableCopy;
                NSSet *types = [NSSet setWithObjects:@"a", @"b", nil];
            }
            @end
            """)
        #expect(out.contains("RACObserve(self.model, \\.isVotedFor)"))
        #expect(out.contains("params: [AnyHashable: Any] = [:]"))
        #expect(out.contains("types: Set<AnyHashable> = Set<AnyHashable>([\"a\", \"b\"])"))
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

    @Test("a void method named like an initializer (initCommand) is a plain method, and so is its call")
    func voidInitFamily() throws {
        let out = try port(body: """
            @interface Feed : NSObject
            @property (nonatomic, strong) RACCommand *load;
            @end
            @implementation Feed
            - (instancetype)init {
                if (self = [super init]) {
                    [self initCommand];
                }
                return self;
            }
            - (void)initCommand {
                _load = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) { return [RACSignal empty]; }];
            }
            @end
            """)
        #expect(out.contains("    init() {\n        self.initCommand()\n    }"))
        #expect(out.contains("    func initCommand() {\n"))
    }

    @Test("a method implementing a readonly property's own getter (getter = isX) is that computed property, not a second member")
    func getterImplementation() throws {
        let out = try port(body: """
            @interface Client : NSObject
            @property (nonatomic, copy) NSString *token;
            @property (nonatomic, getter = isAuthenticated, readonly) BOOL authenticated;
            @end
            @implementation Client
            - (BOOL)isAuthenticated { return self.token != nil; }
            @end
            """)
        #expect(out.contains("    var isAuthenticated: Bool {\n        return self.token != nil\n    }"))
        #expect(!out.contains("var isAuthenticated = false"))
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

    @Test("return nil where a signal is expected (a RACSignal method or a block declared ^RACSignal *) is empty")
    func nilSignal() throws {
        let out = try port(body: """
            @implementation Feed
            - (RACSignal *)load:(BOOL)ready {
                if (!ready) return nil;
                return [[RACSignal return:@1] flattenMap:^RACSignal *(id value) {
                    return nil;
                }];
            }
            @end
            """)
        #expect(out.contains("if !ready {\n            return RACSignal.empty()\n        }"))
        #expect(out.contains("flattenMap { value in RACSignal.empty() }"))
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

    @Test("[super initialize] is a method call, not super.init")
    func superInitialize() throws {
        let out = try port(body: """
            @interface Base : NSObject
            - (void)initialize;
            @end
            @interface Home : Base
            @end
            @implementation Base
            - (void)initialize {}
            @end
            @implementation Home
            - (void)initialize { [super initialize]; }
            @end
            """)
        #expect(out.contains("    override func initialize() {\n        super.initialize()\n    }"))
    }

    @Test("NSError's code, domain and userInfo are read through the bridge from Swift's Error")
    func errorMembers() throws {
        let out = try port(statements: "[signal subscribeError:^(NSError *error) { NSLog(@\"%ld\", (long)error.code); }];")
        #expect(out.contains("(error as NSError?)?.code"))
    }

    @Test("a file using URLSession or URLRequest imports FoundationNetworking where it exists")
    func foundationNetworking() throws {
        let out = try RACPortTranslator.translate(objc: """
            @implementation Client
            - (void)run { NSURLSession *session = [NSURLSession sharedSession]; }
            @end
            """)
        #expect(out.hasPrefix("import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\nimport RACLegacy\n"))
    }

    @Test("RACObject is adopted once per hierarchy: a subclass of an input class that adopts it does not again")
    func racObjectOnce() throws {
        let out = try port(body: """
            @interface Base : NSObject
            @end
            @interface Child : Base
            @end
            @implementation Base
            - (void)watch { [self.rac_willDeallocSignal subscribeCompleted:^{}]; }
            @end
            @implementation Child
            - (void)watchMore { [self.rac_willDeallocSignal subscribeCompleted:^{}]; }
            @end
            """)
        #expect(out.contains("class Base: RACObject {\n    let rac_sentinel = RACObjectSentinel()"))
        #expect(out.contains("final class Child: Base {\n"))
    }

    @Test("messages to objects of classes declared in other headers read their properties, with their types")
    func modelLayer() throws {
        let out = try port(body: """
            @interface Step : NSObject
            @property (nonatomic, copy) NSString *name;
            @property (nonatomic, assign) NSInteger duration;
            @end
            @interface Recipe : NSObject
            @property (nonatomic, copy) NSArray<Step *> *steps;
            @end
            @implementation Recipe
            - (NSString *)firstStepName {
                Step *step = [self.steps firstObject];
                NSInteger d = [[[self steps] objectAtIndex:0] duration];
                return [step name];
            }
            @end
            """)
        #expect(out.contains("""
                    let step: Step? = self.steps.first
                    let d: Int = self.steps[0].duration
                    return step?.name
            """))
    }
}
