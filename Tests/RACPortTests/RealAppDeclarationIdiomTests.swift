import RACPort
import Testing

/// Declarations as real RAC 2 apps write them (issue #30): collections of dictionaries, file-level statics, singletons
/// kept in them, protocols and what conforms to them, subscripting; each case written in our own words after a shape
/// the real apps share.
@Suite("idioms: declarations from real apps")
struct RealAppDeclarationIdiomTests {    @Test("an array of dictionaries starts empty as an array, and its elements type as dictionaries")
    func arrayOfDictionaries() throws {
        let out = try port(body: """
            @interface Feed : NSObject
            @property (nonatomic, copy) NSArray<NSDictionary *> *rows;
            @end
            @implementation Feed
            @end
            """)
        #expect(out == """
            final class Feed {
                var rows: [[AnyHashable: Any]] = []
            }
            """)
    }

    @Test("a file-level static that code assigns is a nonisolated(unsafe) var of its type; a nil constant keeps its type")
    func fileLevelStatics() throws {
        let out = try port(body: """
            static id sharedStore = nil;
            static NSString *const StoreName = nil;
            @implementation Store
            + (instancetype)shared {
                if (sharedStore == nil) { sharedStore = [[self alloc] init]; }
                return sharedStore;
            }
            - (NSString *)name { return StoreName; }
            @end
            """)
        #expect(out.hasPrefix("""
            nonisolated(unsafe) var sharedStore: Any? = nil
            let StoreName: String? = nil
            """), "\(out)")
        #expect(out.contains("return sharedStore as! Store"), "\(out)")
    }

    @Test("a property a class synthesizes for a protocol it adopts is stored in the class")
    func synthesizedProtocolProperty() throws {
        let out = try port(body: """
            @protocol Services <NSObject>
            @property (nonatomic, strong, readonly) NSString *store;
            @end
            @interface ServicesImpl : NSObject <Services>
            @end
            @implementation ServicesImpl
            @synthesize store = _store;
            - (instancetype)init { self = [super init]; if (self) { _store = @"main"; } return self; }
            @end
            """)
        #expect(out.contains("""
            final class ServicesImpl: Services {
                var store: String? = nil

                init() {
                    self.store = "main"
                }
            }
            """), "\(out)")
    }

    @Test("a class observed through its subclass conforms to Observable even when an input adds a category to NSObject")
    func observedBaseBesideNSObjectCategory() throws {
        let out = try port(body: """
            @interface NSObject (Helpers)
            - (void)help;
            @end
            @interface FormBase : NSObject
            @property (nonatomic, copy) NSString *phone;
            @end
            @implementation FormBase
            @end
            @interface LoginForm : FormBase
            @end
            @implementation LoginForm
            - (RACSignal *)phones { return RACObserve(self, phone); }
            @end
            """)
        #expect(out.contains("class FormBase: Observable {"), "\(out)")
        #expect(out.contains("final class LoginForm: FormBase {"), "\(out)")
    }

    @Test("a message to a protocol-typed value finds the protocol's method (an optional result chains on); an implementation takes its protocol's nullability")
    func protocolMethods() throws {
        let out = try port(body: """
            NS_ASSUME_NONNULL_BEGIN
            @protocol Loader <NSObject>
            - (RACSignal *)load:(NSString *)key;
            @end
            NS_ASSUME_NONNULL_END
            @protocol Services <NSObject>
            - (id<Loader>)loader;
            @end
            @interface LoaderImpl : NSObject <Loader>
            @end
            @implementation LoaderImpl
            - (RACSignal *)load:(NSString *)key { return [RACSignal return:key]; }
            @end
            @interface Screen : NSObject
            @property (nonatomic, weak) id<Services> services;
            @end
            @implementation Screen
            - (RACSignal *)go { return [[self.services loader] load:@"k"]; }
            @end
            """)
        #expect(out.contains("final class LoaderImpl: Loader {\n    func load(_ key: String) -> RACSignal {"), "\(out)")
        #expect(out.contains("return self.services?.loader()?.load(\"k\") ?? RACSignal.empty()"), "\(out)")
    }

    @Test("an empty protocol named as its class (JSONModel's marker) is not written; nil stored into a collection property is the empty one; a formatter maps an optional argument")
    func markersAndNils() throws {
        let out = try port(body: """
            @protocol Notice
            @end
            @interface Notice : NSObject
            @property (nonatomic, strong) NSDate *date;
            @property (nonatomic, strong) NSDateFormatter *formatter;
            @property (nonatomic, strong) NSArray *items;
            @end
            @implementation Notice
            - (NSString *)text { self.items = nil; return [self.formatter stringFromDate:self.date]; }
            @end
            """)
        #expect(out.hasPrefix("// rac-port: note: @protocol Notice is empty and named as its class (a JSONModel marker): not written\n"), "\(out)")
        #expect(!out.contains("\nprotocol Notice"), "\(out)")
        #expect(out.contains("        self.items = []\n        return self.date.flatMap { self.formatter.string(from: $0) }"), "\(out)")
    }

    @Test("a static declared inside an @implementation is file-level, written before the class")
    func staticsInsideImplementation() throws {
        let out = try port(body: """
            @implementation Service
            static id sharedService = nil;
            + (instancetype)shared {
                if (!sharedService) { sharedService = [[self alloc] init]; }
                return sharedService;
            }
            @end
            """)
        #expect(out == """
            nonisolated(unsafe) var sharedService: Any? = nil

            final class Service {
                static func shared() -> Service {
                    if sharedService == nil {
                        sharedService = self.init()
                    }
                    return sharedService as! Service
                }
            }
            """)
    }

    @Test("a class with subscripting methods gets the Swift subscript that calls them; id<NSCopying> keys are AnyHashable")
    func keyedSubscript() throws {
        let out = try port(body: """
            @interface Params : NSObject
            @end
            @implementation Params {
                NSMutableDictionary *_values;
            }
            - (id)objectForKeyedSubscript:(id)key { return _values[key]; }
            - (void)setObject:(id)obj forKeyedSubscript:(id<NSCopying>)key { _values[key] = obj; }
            @end
            """)
        #expect(out.contains("return self._values[key as! AnyHashable]"), "\(out)")
        #expect(out.contains("""
                subscript(key: Any?) -> Any? {
                    get { self.objectForKeyedSubscript(key) }
                    set { self.setObject(newValue, forKeyedSubscript: key as! AnyHashable) }
                }
            """), "\(out)")
    }

    @Test("a once-initialized shared instance kept in a file-level id static is typed as the class it returns")
    func onceInitializedIdStorage() throws {
        let out = try port(body: """
            static id sharedClient = nil;
            @implementation Client
            + (instancetype)shared {
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{ sharedClient = [[Client alloc] init]; });
                return sharedClient;
            }
            @end
            """)
        #expect(out.contains("""
                nonisolated(unsafe) private static let sharedOnce: Client = {
                    var sharedClient: Client?
                    sharedClient = Client()
                    return sharedClient!
                }()
            """), "\(out)")
    }

    @Test("an unannotated object result a method answers nil for, and a parameter a call passes nil, are optional")
    func nullabilityTheCodeShows() throws {
        let out = try port(body: """
            @interface Shelf : NSObject
            - (instancetype)initWithName:(NSString *)name owner:(Shelf *)owner;
            - (Shelf *)shelfAtIndex:(NSInteger)index;
            - (Shelf *)first;
            @end
            @implementation Shelf
            - (instancetype)initWithName:(NSString *)name owner:(Shelf *)owner {
                self = [super init];
                return self;
            }
            - (Shelf *)shelfAtIndex:(NSInteger)index {
                if (index < 0) { return nil; }
                return self;
            }
            - (Shelf *)first {
                Shelf *spare = [[Shelf alloc] initWithName:@"spare" owner:nil];
                return [self shelfAtIndex:0];
            }
            @end
            """)
        #expect(out == """
            final class Shelf {
                init(name: String?, owner: Shelf?) {}

                func shelfAtIndex(_ index: Int) -> Shelf? {
                    if index < 0 {
                        return nil
                    }
                    return self
                }

                func first() -> Shelf {
                    let spare: Shelf = Shelf(name: "spare", owner: nil)
                    return self.shelfAtIndex(0)!
                }
            }
            """)
    }

    @Test("objects of input classes compare by identity, as C compared pointers; `if (self == [super init])` is the init call")
    func identityAndComparedSuperInit() throws {
        let out = try port(body: """
            @interface Pen : NSObject
            @property (nonatomic, copy) NSString *name;
            @end
            @implementation Pen
            - (instancetype)init {
                if (self == [super init]) { _name = @"ink"; }
                return self;
            }
            - (BOOL)isEqual:(Pen *)other {
                if (self == other) return YES;
                Pen *spare = nil;
                return spare != other && [self.name isEqualToString:other.name];
            }
            @end
            """)
        #expect(out.contains("""
                init() {
                    self.name = "ink"
                }
            """), "\(out)")
        #expect(out.contains("if self === other {"), "\(out)")
        #expect(out.contains("return spare !== other && "), "\(out)")
    }

    @Test("a plain C enum (no NS_ENUM) is its cases as constants of the raw type, counted as C counts; its name aliases the type")
    func plainCEnum() throws {
        let out = try port(body: """
            enum FilmKind { FilmKindColour = 0, FilmKindSlide, FilmKindMono };
            typedef enum : int16_t { GrainFine = 2, GrainCoarse } Grain;
            @interface Roll : NSObject
            @property (nonatomic) int32_t kind;
            @property (nonatomic) Grain grain;
            @end
            @implementation Roll
            - (BOOL)isMono { return self.kind == FilmKindMono; }
            @end
            """)
        #expect(out == """
            typealias FilmKind = Int
            let FilmKindColour: Int = 0
            let FilmKindSlide: Int = FilmKindColour + 1
            let FilmKindMono: Int = FilmKindSlide + 1

            typealias Grain = Int16
            let GrainFine: Int16 = 2
            let GrainCoarse: Int16 = GrainFine + 1

            final class Roll {
                var kind: Int32 = 0
                var grain: Grain = 0

                func isMono() -> Bool {
                    return self.kind == FilmKindMono
                }
            }
            """)
    }

    @Test("a block typedef named in lower case is a type like any other: parameters of methods and C functions, properties, locals")
    func lowerCaseBlockTypedef() throws {
        let out = try port(body: """
            typedef id _Nullable (^paramsBlock)(id input);
            id applyParams(id input, paramsBlock params) { return params ? params(input) : input; }
            @interface Job : NSObject
            @property (nonatomic, copy) paramsBlock stored;
            - (id)run:(paramsBlock)p;
            @end
            @implementation Job
            - (id)run:(paramsBlock)p { paramsBlock local = p; return local(nil); }
            @end
            """)
        #expect(out == """
            typealias paramsBlock = (Any?) -> Any?

            func applyParams(_ input: Any?, _ params: paramsBlock!) -> Any? {
                return params != nil ? params(input) : input
            }

            final class Job {
                var stored: paramsBlock? = nil

                func run(_ p: paramsBlock!) -> Any? {
                    let local: paramsBlock = p
                    return local(nil)
                }
            }
            """)
    }

    @Test("geometry and range structs start at zero, as properties and as locals declared without a value")
    func structZeros() throws {
        let out = try port(body: """
            @interface Layout : NSObject
            @property (nonatomic) CGSize itemSize;
            @property (nonatomic) NSRange range;
            @end
            @implementation Layout
            - (CGFloat)width { CGRect frame; return self.itemSize.width + frame.size.width; }
            @end
            """)
        #expect(out.contains("    var itemSize: CGSize = .zero\n    var range: NSRange = NSRange()\n"), "\(out)")
        #expect(out.contains("        var frame: CGRect = .zero\n"), "\(out)")
    }
}
