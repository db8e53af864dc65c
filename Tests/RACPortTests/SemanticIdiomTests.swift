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
            + (Client *)shared { return [[Client alloc] init]; }
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

    @Test("a switch arm holding only a flagged statement still has a statement (here C ran on: fallthrough); initWithCapacity: is an empty collection; a chain continues with .")
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
        #expect(out.contains("UIEdgeInsetsMake(0, 0, 0, 0);\n            fallthrough\n"))
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

    @Test("in a class method, dot syntax on self reaches the class's methods: self.queue is queue()")
    func classMethodDotSyntax() throws {
        let out = try port(body: """
            @interface Settings : NSObject
            + (dispatch_queue_t)queue;
            @end
            @implementation Settings
            + (dispatch_queue_t)queue { return dispatch_get_main_queue(); }
            + (void)apply { dispatch_async(self.queue, ^{ NSLog(@"applied"); }); }
            @end
            """)
        #expect(out.contains("self.queue().async { print(\"applied\") }"), "\(out)")
    }
}
