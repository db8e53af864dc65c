import RACPort
import Testing

/// Idioms met in real RAC 2 apps that the earlier rules wrote wrongly (issue #30): each case here is written in our
/// own words after a shape the real apps share.
@Suite("idioms: shapes from real apps")
struct RealAppIdiomTests {
    @Test("a comparison through an optional chain is already a Bool: no ?? false after it")
    func comparisonThroughChain() throws {
        let out = try port(statements: """
            RACSignal *orphans = [self.items filter:^BOOL(Item *item) { return item.parent == nil; }];
            """, declarations: "@property (nonatomic, strong) RACSignal *items;")
        #expect(out == """
            let orphans: RACSignal = self.items.filter { item in
                let item = item as? Item
                return item?.parent == nil
            }
            """)
    }

    @Test("a number compared with an NS_ENUM case compares the case's raw value")
    func enumAgainstNumber() throws {
        let out = try port(body: """
            typedef NS_ENUM(NSInteger, PageKind) { PageKindFirst, PageKindMore };
            @implementation Pager
            - (BOOL)isMore:(NSNumber *)input { return [input integerValue] == PageKindMore; }
            - (BOOL)isFirst:(NSInteger)raw { return PageKindFirst != raw; }
            @end
            """)
        #expect(out.contains("return (input?.intValue ?? 0) == PageKind.more.rawValue"), "\(out)")
        #expect(out.contains("return PageKind.first.rawValue != raw"), "\(out)")
    }

    @Test("an index read through an optional chain is 0 when the receiver is nil; an id element subscripted again is cast to the collection its index implies")
    func nestedSubscripts() throws {
        let out = try port(statements: """
            id cell = self.sections[self.path.section][self.path.row];
            id title = self.sections[0][@"title"];
            """, declarations: "@property (nonatomic, strong) NSArray *sections;\n@property (nonatomic, strong, nullable) NSIndexPath *path;")
        #expect(out == """
            let cell: Any? = (self.sections[self.path?.section ?? 0] as? [Any])?[self.path?.row ?? 0]
            let title: Any? = (self.sections[0] as? [AnyHashable: Any])?["title"]
            """)
    }

    @Test("RACObserve of a local whose class is an input makes that class observable; of an optional target, maps it")
    func observedThroughLocals() throws {
        let out = try port(body: """
            @interface Session : NSObject
            @property (nonatomic, copy) NSString *token;
            + (instancetype)current;
            @end
            @implementation Session
            + (instancetype)current { return [[self alloc] init]; }
            @end
            @interface Badge : NSObject
            @property (nonatomic) BOOL active;
            @property (nonatomic, strong, nullable) Session *spare;
            @end
            @implementation Badge
            - (void)bind {
                Session *session = [Session current];
                RAC(self, active) = [RACObserve(session, token) map:^id(NSString *t) { return @(t.length > 0); }];
                RACSignal *spareToken = RACObserve(self.spare, token);
            }
            @end
            """)
        #expect(out.contains("final class Session: Observable {\n    @RACObservable var token: String? = nil"), "\(out)")
        #expect(out.contains("RACObserve(session, \\.token).map"), "\(out)")
        #expect(out.contains("(self.spare.map { RACObserve($0, \\.token) } ?? RACSignal.empty())"), "\(out)")
    }

    @Test("a comparator block sorts through NSArray; a comparison sent to nil answers orderedSame; a nil string argument of a comparison reads as empty")
    func comparatorSort() throws {
        let out = try port(body: """
            @interface Step : NSObject
            @property (nonatomic, copy, nullable) NSString *name;
            @end
            @implementation Step
            - (NSArray *)sort:(NSArray *)steps {
                return [steps sortedArrayUsingComparator:^NSComparisonResult(Step *a, Step *b) {
                    return [a.name localizedCaseInsensitiveCompare:b.name];
                }];
            }
            - (BOOL)same:(Step *)other { return [self.name caseInsensitiveCompare:other.name] == NSOrderedSame; }
            @end
            """)
        #expect(out.contains("""
                    return (steps as NSArray).sortedArray(comparator: { a, b in
                        let a = a as? Step
                        let b = b as? Step
                        return a?.name?.localizedCaseInsensitiveCompare(b?.name ?? "") ?? .orderedSame
                    })
            """), "\(out)")
        #expect(out.contains("""
                    return (self.name?.caseInsensitiveCompare(other.name ?? "") ?? .orderedSame) == ComparisonResult.orderedSame
            """), "\(out)")
    }

    @Test("NSError's members sent as messages reach it through the bridge; an untyped array's first element and an id subscript are cast where a type is declared")
    func idReadsCast() throws {
        let out = try port(statements: """
            NSLog(@"%@", [self.error userInfo]);
            NSString *first = self.names.firstObject;
            self.rows = self.payload[@"rows"];
            """, declarations: "@property (nullable) NSError *error;\n@property NSArray *names;\n@property NSArray *rows;\n@property id payload;")
        #expect(out == """
            print("\\(String(describing: (self.error as NSError?)?.userInfo))")
            let first: String? = self.names.first as? String
            self.rows = (self.payload as? [AnyHashable: Any])?["rows"] as? [Any] ?? []
            """)
    }

    @Test("a signal read through a nil receiver falls back to the empty signal even when a closure argument holds a ??")
    func chainedSignalWithClosure() throws {
        let out = try port(body: """
            @interface Client : NSObject
            - (RACSignal *)fetch:(NSString *)name;
            @end
            @interface Feed : NSObject
            @property (nonatomic, strong, nullable) Client *client;
            @end
            @implementation Feed
            - (RACSignal *)load {
                RACSignal *first = [[self.client fetch:@"a"] doNext:^(id x) { NSLog(@"%@", x ?: @"none"); }];
                return [[self.client fetch:@"b"] doNext:^(id x) { NSLog(@"%@", x ?: @"none"); }];
            }
            @end
            """)
        #expect(out.contains("""
                    let first: RACSignal = self.client?.fetch("a").doNext { x in print("\\(String(describing: x ?? "none"))") } ?? RACSignal.empty()
                    return self.client?.fetch("b").doNext { x in print("\\(String(describing: x ?? "none"))") } ?? RACSignal.empty()
            """), "\(out)")
    }

    @Test("an NSOrderedSet element is cast where a class is declared; a scalar global of another width keeps its type; an integer stored into an NS_ENUM builds the case")
    func typedReads() throws {
        let out = try port(body: """
            typedef NS_ENUM(NSInteger, Mode) { ModeList, ModeGrid };
            int32_t DefaultLimit = 23;
            @interface Step : NSObject
            @end
            @implementation Step
            @end
            @interface Recipe : NSObject
            @property (nonatomic, strong) NSOrderedSet *steps;
            @property (nonatomic) int32_t limit;
            @property (nonatomic) Mode mode;
            @end
            @implementation Recipe
            - (Step *)stepAt:(NSUInteger)index { return self.steps[index]; }
            - (void)reset:(NSDictionary *)params {
                self.limit = DefaultLimit;
                self.mode = [params[@"mode"] integerValue];
            }
            @end
            """)
        #expect(out.contains("let DefaultLimit: Int32 = 23"), "\(out)")
        #expect(out.contains("return self.steps[index] as! Step"), "\(out)")
        #expect(out.contains("self.limit = DefaultLimit\n"), "\(out)")
        #expect(out.contains("self.mode = Mode(rawValue: (params[\"mode\"] as? NSNumber)?.intValue ?? 0) ?? .list"), "\(out)")
    }

    @Test("a block parameter the body assigns becomes a var; an object's copy is cast back to its class; arrayByAddingObject: appends")
    func assignedBlockParameters() throws {
        let out = try port(body: """
            @interface Label : NSObject
            @property (nonatomic, copy) NSAttributedString *text;
            @end
            @implementation Label
            - (RACSignal *)grow:(RACSignal *)source {
                return [source map:^id(NSArray *items) {
                    items = [items arrayByAddingObject:@1];
                    return items;
                }];
            }
            - (void)show:(NSMutableAttributedString *)styled { self.text = styled.copy; }
            @end
            """)
        #expect(out.contains("""
                    return source.map { items in
                        var items = items as? [Any] ?? []
                        items = (items + [1])
                        return items
                    }
            """), "\(out)")
        #expect(out.contains("self.text = (styled.copy() as! NSAttributedString)"), "\(out)")
    }

    @Test("a typed block held in a property or returned by a method, passed to a RACLegacy operator, is called through a casting closure")
    func typedBlockValues() throws {
        let out = try port(body: """
            @interface Screen : NSObject
            @property (nonatomic, strong) RACCommand *command;
            @property (nonatomic, copy) BOOL (^errorsFilter)(NSError *error);
            @end
            @implementation Screen
            - (BOOL (^)(NSError *))filterBlock { return ^BOOL(NSError *error) { return error != nil; }; }
            - (void)bind {
                [self.command.errors filter:[self filterBlock]];
                [self.command.errors filter:self.errorsFilter];
            }
            @end
            """)
        #expect(out.contains("self.command.errors.filter({ [block = self.filterBlock()] in block($0 as? any Error) })"), "\(out)")
        #expect(out.contains("{ [block = self.errorsFilter] in block?($0 as? any Error) ?? false }"), "\(out)")
    }

    @Test("an optional collection stored into a collection property reads as empty; a C cast of a number read through nil is 0")
    func collectionsAndCasts() throws {
        let out = try port(body: """
            @interface Page : NSObject
            @property (nonatomic, copy, nullable) NSArray *list;
            @end
            @implementation Page
            @end
            @interface Feed : NSObject
            @property (nonatomic, copy) NSArray *rows;
            @end
            @implementation Feed
            - (void)take:(Page *)page { self.rows = page.list; }
            - (long)code:(NSHTTPURLResponse *)response { return (long)response.statusCode; }
            @end
            """)
        #expect(out.contains("self.rows = page.list ?? []"), "\(out)")
        #expect(out.contains("return Int(response?.statusCode ?? 0)"), "\(out)")
    }

    @Test("user defaults read and write by object(forKey:) and set(_:forKey:); a request local whose properties are set is a var")
    func defaultsAndRequests() throws {
        let out = try port(statements: """
            [[NSUserDefaults standardUserDefaults] setObject:@"v" forKey:@"k"];
            id stored = [[NSUserDefaults standardUserDefaults] objectForKey:@"k"];
            NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:self.url];
            request.cachePolicy = NSURLRequestReloadIgnoringLocalCacheData;
            """, declarations: "@property (nonatomic, strong) NSURL *url;")
        #expect(out == """
            UserDefaults.standard.set("v", forKey: "k")
            let stored: Any? = UserDefaults.standard.object(forKey: "k")
            var request: URLRequest? = self.url.flatMap { URLRequest(url: $0) }
            request?.cachePolicy = URLRequest.CachePolicy.reloadIgnoringLocalCacheData
            """)
    }

    @Test("a subject behind a RACSignal declaration gets its subscriber messages through RACSubject; user defaults' KVC reads and writes; components' last element chains")
    func subjectsDefaultsAndComponents() throws {
        let out = try port(body: """
            @interface Store : NSObject
            @property (nonatomic, strong, readonly) RACSignal *errors;
            @end
            @implementation Store
            - (void)dealloc { [self.errors sendCompleted]; }
            - (id)saved:(NSString *)path {
                [[NSUserDefaults standardUserDefaults] setValue:path forKey:@"path"];
                NSString *name = [[path componentsSeparatedByString:@"/"].lastObject componentsSeparatedByString:@"."].firstObject;
                return [[NSUserDefaults standardUserDefaults] valueForKey:@"path"];
            }
            @end
            """)
        #expect(out.contains("(self.errors as? RACSubject)?.sendCompleted()"), "\(out)")
        #expect(out.contains("UserDefaults.standard.set(path, forKey: \"path\")"), "\(out)")
        #expect(out.contains(".components(separatedBy: \"/\").last?.components(separatedBy: \".\").first"), "\(out)")
        #expect(out.contains("return UserDefaults.standard.object(forKey: \"path\")"), "\(out)")
    }

    @Test("a macro naming a class's shared instance is a constant, sent instance messages; one naming a fresh value is written at each use")
    func sharedInstanceMacros() throws {
        let out = try port(body: """
            #define Center [NSNotificationCenter defaultCenter]
            #define Api [Client sharedClient]
            #define Defaults [NSUserDefaults standardUserDefaults]
            #define Today [NSDate date]
            @interface Client : NSObject
            + (instancetype)sharedClient;
            - (void)ping;
            @end
            @implementation Client
            + (instancetype)sharedClient { return [[Client alloc] init]; }
            - (void)ping {
                [Center postNotificationName:@"x" object:nil];
                [Api ping];
                id saved = [Defaults objectForKey:@"k"];
                NSDate *now = Today;
            }
            @end
            """)
        #expect(out.hasPrefix("""
            nonisolated(unsafe) let Center = NotificationCenter.default
            nonisolated(unsafe) let Api = Client.sharedClient()
            nonisolated(unsafe) let Defaults = UserDefaults.standard

            """), "\(out)")
        #expect(out.contains("let now: Date? = Date()") && !out.contains("Today"), "\(out)")
        #expect(out.contains("""
                    Center.post(name: NSNotification.Name("x"), object: nil)
                    Api.ping()
                    let saved: Any? = Defaults.object(forKey: "k")
            """), "\(out)")
    }
}
