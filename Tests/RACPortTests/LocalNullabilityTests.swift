import RACPort
import Testing

/// Locals and results that hold nil in real apps' code, and arrays of objects searched as Objective-C searched them
/// (issue #30: each was a compile error of a real view model).
@Suite("idioms: locals that may be nil, arrays searched with -isEqual:")
struct LocalNullabilityTests {
    @Test("a local set from a value of unknown type and tested for nil is optional; one that starts as nil is too")
    func nilTestedLocals() throws {
        let out = try port(body: """
            @interface Item : NSObject
            @end
            @implementation Model
            - (Item *)pick:(NSArray *)items {
                Item *match = [items someHelperFirstObject];
                if (match) {
                    return match;
                }
                Item *fallback = nil;
                if (items.count > 2) {
                    fallback = items[2];
                }
                return fallback;
            }
            @end
            """)
        #expect(out.contains("let match: Item? = items.someHelperFirstObject()"), "\(out)")
        #expect(out.contains("if match != nil {"), "\(out)")
        #expect(out.contains("var fallback: Item? = nil"), "\(out)")
        // The method returns a local that may still be nil: its result is optional, not force-unwrapped.
        #expect(out.contains("func pick(_ items: [Any]) -> Item? {") && !out.contains("fallback!"), "\(out)")
    }

    @Test("a dispatch_once shared instance starts as nil but is never returned nil: its result stays non-optional")
    func sharedInstanceStaysNonOptional() throws {
        let out = try port(body: """
            @interface Client : NSObject
            @property (nonatomic, copy) NSString *name;
            + (Client *)sharedClient;
            - (NSString *)greeting;
            @end
            @implementation Client
            + (Client *)sharedClient {
                static Client *shared = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{ shared = [[Client alloc] init]; });
                return shared;
            }
            - (NSString *)greeting {
                return [Client sharedClient].name;
            }
            @end
            """)
        #expect(out.contains("static let shared"), "\(out)")
        #expect(out.contains("-> Client {") && !out.contains("-> Client?"), "\(out)")
        #expect(out.contains("return Client.sharedClient().name"), "\(out)")
    }

    @Test("removeObject:, indexOfObject: and containsObject: of an array of objects compare with RACEqual")
    func arraySearches() throws {
        let out = try port(body: """
            @interface Model : NSObject
            @property (nonatomic, strong) NSMutableArray *items;
            @end
            @implementation Model
            - (void)promote:(id)item {
                [self.items removeObject:item];
                [self.items insertObject:item atIndex:0];
                NSUInteger index = [self.items indexOfObject:item];
                BOOL has = [self.items containsObject:item];
            }
            @end
            """)
        #expect(out.contains("self.items.removeAll { RACEqual($0, item) }"), "\(out)")
        #expect(out.contains("let index: Int = (self.items.firstIndex { RACEqual($0, item) } ?? NSNotFound)"), "\(out)")
        #expect(out.contains("let has: Bool = self.items.contains { RACEqual($0, item) }"), "\(out)")
    }

    @Test("[[NSString alloc] initWithContentsOfFile:encoding:error:] is the throwing initializer, as the factory is")
    func allocInitThrowing() throws {
        let out = try port(statements: """
            NSString *path = [[NSBundle mainBundle] pathForResource:@"Home" ofType:@"json"];
            NSString *text = [[NSString alloc] initWithContentsOfFile:path encoding:NSUTF8StringEncoding error:nil];
            NSString *again = [NSString stringWithContentsOfFile:path encoding:NSUTF8StringEncoding error:nil];
            """)
        #expect(out.contains(#"let text: String? =\#n    (try? String(contentsOfFile: path ?? "", encoding: String.Encoding.utf8))"#), "\(out)")
        #expect(out.contains(#"let again: String? =\#n    (try? String(contentsOfFile: path ?? "", encoding: String.Encoding.utf8))"#), "\(out)")
    }

    @Test("a never-reassigned string local of a format is non-optional; a collection local without a value starts empty; a capitalized global is a variable; [[X alloc] init…] is an X")
    func valuesThatAreNeverNil() throws {
        let out = try port(body: """
            NSString * Limit = @"20";
            @interface Model : NSObject
            @property (nonatomic, assign) NSInteger perPage;
            @end
            @implementation Model
            - (void)setUp:(BOOL)recursive name:(NSString *)n {
                self.perPage = [Limit integerValue];
                NSDictionary *parameters;
                if (recursive) parameters = @{@"recursive": @1};
                NSString *unique = [NSString stringWithFormat:@"%@/x", n];
                NSAttributedString *b = [[NSAttributedString alloc] initWithString:unique].copy;
            }
            @end
            """)
        #expect(out.contains("self.perPage = (Limit as NSString).integerValue"), "\(out)")
        #expect(out.contains("var parameters: [AnyHashable: Any] = [:]"), "\(out)")
        #expect(out.contains(#"let unique: String = "\(n.map { "\($0)" } ?? "(null)")/x""#), "\(out)")
        #expect(out.contains("(NSAttributedString(string: unique).copy() as! NSAttributedString)"), "\(out)")
    }

    @Test("a comparison through an optional chain is a Bool in a condition; an optional-chained key is unwrapped whole")
    func chainsInConditionsAndKeys() throws {
        let out = try port(body: """
            @interface Item : NSObject
            @property (nonatomic, copy) NSString *status;
            @end
            @implementation Model
            - (NSNumber *)pick:(NSString *)medium item:(nullable Item *)item {
                if ([item.status isEqualToString:@"0"]) { NSLog(@"zero"); }
                NSDictionary *map = @{@"sms": @1};
                return map[[medium lowercaseString]];
            }
            @end
            """)
        #expect(out.contains("if item?.status == \"0\" {"), "\(out)")
        #expect(out.contains("return map[(medium?.lowercased())!] as? NSNumber"), "\(out)")
    }
}
