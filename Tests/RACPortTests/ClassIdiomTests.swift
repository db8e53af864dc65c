import RACPort
import Testing

/// The init family, inheritance and -description as Swift writes them (issue #30).
@Suite("idioms: initializers, inheritance, description")
struct ClassIdiomTests {
    private static let hierarchy = """
        @interface Base : NSObject
        @property (nonatomic, copy) NSString *name;
        - (instancetype)initWithName:(NSString *)name;
        - (void)load;
        @end
        @interface Child : Base
        @property (nonatomic, copy, readwrite) NSString *name;
        @end
        @implementation Base
        - (instancetype)initWithName:(NSString *)name {
            self = [super init];
            if (self == nil) return nil;
            _name = [name copy];
            return self;
        }
        - (instancetype)init {
            return [self initWithName:@"none"];
        }
        - (void)load {}
        - (void)initializeViews {}
        @end
        @implementation Child
        - (instancetype)initWithName:(NSString *)name {
            if (!(self = [super initWithName:name])) return nil;
            return self;
        }
        - (void)load { [super load]; }
        @end
        """

    @Test("a subclassed class is not final; overrides of input superclasses' methods and initializers say override")
    func inheritance() throws {
        let out = try port(body: Self.hierarchy)
        #expect(out.contains("class Base {\n"))
        #expect(!out.contains("final class Base"))
        #expect(out.contains("final class Child: Base {\n    override init(name: String?) {\n        super.init(name: name)\n    }"))
        #expect(out.contains("    override func load() {\n        super.load()\n    }"))
    }

    @Test("a property declared again in a subclass is the superclass's, not a second stored property")
    func redeclaredProperty() throws {
        let out = try port(body: Self.hierarchy)
        #expect(out.components(separatedBy: "var name: String?").count == 2)
    }

    @Test("the checks of self go; return [self initWith…] makes a convenience initializer; initialize… is a method")
    func initFamily() throws {
        let out = try port(body: Self.hierarchy)
        #expect(out.contains("""
                init(name: String?) {
                    self.name = name
                }

                convenience init() {
                    self.init(name: "none")
                }
            """))
        #expect(out.contains("    func initializeViews() {}"))
    }

    @Test("an initializer that returns nil for a reason of its own is failable")
    func failableInit() throws {
        let out = try port(body: """
            @interface Parser : NSObject
            @property (nonatomic, copy) NSString *text;
            @end
            @implementation Parser
            - (instancetype)initWithText:(NSString *)text {
                if ((self = [super init])) {
                    if (text.length == 0) { return nil; }
                    _text = text;
                }
                return self;
            }
            @end
            """)
        #expect(out.contains("    init?(text: String?) {\n        if (text?.count ?? 0) == 0 {\n            return nil\n        }"))
    }

    @Test("-description is CustomStringConvertible's description")
    func description() throws {
        let out = try port(body: """
            @interface Item : NSObject
            @property (nonatomic, copy) NSString *name;
            @end
            @implementation Item
            - (NSString *)description {
                return [NSString stringWithFormat:@"Item %@", self.name];
            }
            @end
            """)
        #expect(out == """
            final class Item: CustomStringConvertible {
                var name: String? = nil

                var description: String {
                    return "Item \\(self.name.map { "\\($0)" } ?? "(null)")"
                }
            }
            """)
    }

    @Test("a local collection mutated through a subscript or a mutating message is a var")
    func mutatedLocals() throws {
        let out = try port(statements: """
            NSMutableDictionary *dict = [NSMutableDictionary dictionary];
            dict[@"a"] = @1;
            NSMutableArray *list = [NSMutableArray array];
            [list insertObject:@"x" atIndex:0];
            """)
        #expect(out == "var dict: [AnyHashable: Any] = [:]\ndict[\"a\"] = 1\nvar list: [Any] = []\nlist.insert(\"x\", at: 0)")
    }

    @Test("numbers in a format print 0 for nil, never Optional(…); widths and precisions use String(format:)")
    func formats() throws {
        let out = try port(statements: """
            NSString *a = [NSString stringWithFormat:@"%d℃", self.value.integerValue];
            NSString *b = [NSString stringWithFormat:@"%.1f km in %@", 2.5, self.city];
            NSString *c = [NSString stringWithFormat:@"%02d:%02d", minutes, seconds];
            """, declarations: "@property (nonatomic, strong) NSNumber *value;\n@property (nonatomic, copy) NSString *city;")
        #expect(out == """
            let a: String = "\\(self.value?.intValue ?? 0)℃"
            let b: String = String(format: "%.1f km in %@", 2.5, self.city.map { "\\($0)" } ?? "(null)")
            let c: String = String(format: "%02ld:%02ld", minutes, seconds)
            """)
    }

    @Test("a dispatch_once shared instance is a lazily made static let the method returns; allocWithZone: is flagged")
    func sharedInstance() throws {
        let out = try port(body: """
            @interface Service : NSObject
            @property (nonatomic, copy) NSString *base;
            @end
            @implementation Service
            + (instancetype)sharedInstance {
                static Service *shared = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    shared = [[self alloc] init];
                    shared.base = @"https://example.org";
                });
                return shared;
            }
            + (id)allocWithZone:(struct _NSZone *)zone { return [super allocWithZone:zone]; }
            @end
            """)
        #expect(out == """
            final class Service {
                var base: String? = nil

                nonisolated(unsafe) private static let sharedInstanceOnce: Service = {
                    var shared: Service?
                    shared = Service()
                    shared?.base = "https://example.org"
                    return shared!
                }()

                static func sharedInstance() -> Service {
                    return sharedInstanceOnce
                }

                // rac-port: parameter type struct _NSZone * is out of scope: + (id)allocWithZone:(struct _NSZone *)zone { return [super allocWithZone:zone]; }
            }
            """)
    }
}
