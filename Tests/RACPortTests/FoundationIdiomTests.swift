import RACPort
import Testing

/// Foundation spelled as Swift imports it, from the knowledge table (issue #30).
@Suite("idioms: Foundation as Swift spells it")
struct FoundationIdiomTests {
    @Test("Foundation classes take their Swift names, in types and as receivers; class factories become properties")
    func classNames() throws {
        let out = try port(statements: """
            NSBundle *bundle = [NSBundle mainBundle];
            NSFileManager *files = [NSFileManager defaultManager];
            NSCalendar *calendar = [NSCalendar currentCalendar];
            NSDateFormatter *formatter = [[NSDateFormatter alloc] init];
            """)
        #expect(out == """
            let bundle: Bundle = Bundle.main
            let files: FileManager = FileManager.default
            let calendar: Calendar = Calendar.current
            let formatter: DateFormatter = DateFormatter()
            """)
    }

    @Test("user defaults, strings and notifications use their Swift members")
    func instanceMembers() throws {
        let out = try port(statements: """
            NSInteger units = [[NSUserDefaults standardUserDefaults] integerForKey:@"units"];
            [[NSUserDefaults standardUserDefaults] setInteger:3 forKey:@"units"];
            [[NSUserDefaults standardUserDefaults] registerDefaults:@{@"units": @1}];
            NSString *cap = [@"abc" capitalizedString];
            NSString *trimmed = [@" a " stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]];
            [[NSNotificationCenter defaultCenter] postNotificationName:@"Changed" object:self];
            """)
        #expect(out == """
            let units: Int = UserDefaults.standard.integer(forKey: "units")
            UserDefaults.standard.set(3, forKey: "units")
            UserDefaults.standard.register(defaults: ["units": 1])
            let cap: String = "abc".capitalized
            let trimmed: String = " a ".trimmingCharacters(in: CharacterSet.whitespaces)
            NotificationCenter.default.post(name: NSNotification.Name("Changed"), object: self)
            """)
    }

    @Test("NSLocalizedString gets its comment: label; MIN, MAX and ABS become min, max and abs, nil reading as 0")
    func functions() throws {
        let out = try port(statements: """
            NSString *title = NSLocalizedString(@"Title", @"the title");
            NSInteger limit = MIN(10, MAX(2, self.name.length));
            NSInteger distance = ABS(a - b);
            """, declarations: "@property (nonatomic, copy) NSString *name;")
        #expect(out == """
            let title: String? = NSLocalizedString("Title", comment: "the title")
            let limit: Int = min(10, max(2, self.name?.count ?? 0))
            let distance: Int = abs(a - b)
            """)
    }

    @Test("[X class] is X.self, [self class] is type(of: self); isKindOfClass: is `is`, isMemberOfClass: compares types")
    func classObjects() throws {
        let out = try port(statements: """
            Class cls = [self class];
            NSString *name = NSStringFromClass([T class]);
            BOOL isT = [self isKindOfClass:[T class]];
            BOOL exactly = [self isMemberOfClass:[T class]];
            """)
        #expect(out == """
            let cls: AnyClass? = type(of: self)
            let name: String? = String(describing: T.self)
            let isT: Bool = (self is T)
            let exactly: Bool = (type(of: self) == T.self)
            """)
    }

    @Test("a collection read through a nil-messaged receiver is empty, as in Objective-C")
    func collectionThroughNil() throws {
        let out = try port(statements: "NSArray *parts = [self.name componentsSeparatedByString:@\",\"];",
                           declarations: "@property (nonatomic, copy) NSString *name;")
        #expect(out == "let parts: [Any] = self.name?.components(separatedBy: \",\") ?? []")
    }

    @Test("an app class's own method keeps its spelling even where Foundation has one of the same selector")
    func appMethodWins() throws {
        let out = try port(body: """
            @interface Timer2 : NSObject
            - (void)invalidate;
            - (NSInteger)integerForKey:(NSString *)key;
            @end
            @implementation Timer2
            - (void)invalidate {}
            - (NSInteger)integerForKey:(NSString *)key { return 1; }
            - (NSInteger)run { return [self integerForKey:@"k"]; }
            @end
            """)
        #expect(out.contains("return self.integerForKey(\"k\")"))
    }

    @Test("string and collection messages Swift spells otherwise; a copy of a Swift value is the value")
    func moreFoundationMembers() throws {
        let out = try port(statements: """
            NSString *path = [[NSBundle mainBundle] pathForResource:@"Home" ofType:@"json"];
            BOOL found = [self.title localizedCaseInsensitiveContainsString:@"rac"];
            NSString *head = [self.title substringToIndex:3];
            NSMutableArray *copy = [self.items mutableCopy];
            [copy removeAllObjects];
            NSString *upper = [self.title uppercaseString];
            """, declarations: "@property (nonatomic, copy) NSString *title;\n@property (nonatomic) NSArray *items;")
        #expect(out == """
            let path: String? = Bundle.main.path(forResource: "Home", ofType: "json")
            let found: Bool = self.title?.localizedCaseInsensitiveContains("rac") ?? false
            let head: String? = self.title?.prefix(3).description
            var copy: [Any] = self.items
            copy.removeAll()
            let upper: String? = self.title?.uppercased()
            """)
    }

    @Test("class messages Swift spells otherwise; JSON parsing with a nil error is try?; dot-syntax copies; NSUInteger reads as Int")
    func foundationClassMembers() throws {
        let out = try port(statements: """
            id json = [NSJSONSerialization JSONObjectWithData:data options:0 error:nil];
            NSURLRequest *request = [NSURLRequest requestWithURL:[NSURL URLWithString:@"https://example.com"]];
            NSMutableDictionary *d = [NSMutableDictionary dictionaryWithCapacity:4];
            NSMutableArray *copy = self.items.mutableCopy;
            NSUInteger n = self.count.unsignedIntegerValue;
            """, declarations: "@property (nonatomic) NSArray *items;\n@property (nonatomic) NSNumber *count;\n@property NSData *data;")
        #expect(out == """
            let json: Any? = (try? JSONSerialization.jsonObject(with: self.data!))
            let request: URLRequest? =
                (URL(string: "https://example.com")).flatMap { URLRequest(url: $0) }
            let d: [AnyHashable: Any] = [:]
            let copy: [Any] = self.items
            let n: Int = self.count?.intValue ?? 0
            """)
    }

    @Test("nil-messaged numbers read as 0 in a format and a test; NSLocalizedString with a nil comment; notification names")
    func nilMessagedNumbers() throws {
        let out = try port(statements: """
            NSString *s = [NSString stringWithFormat:NSLocalizedString(@"Every %ds", nil), self.step.count.intValue];
            if (self.name.length) [self run];
            RACSignal *changes = [[NSNotificationCenter defaultCenter] rac_addObserverForName:@"Changed" object:nil];
            """, declarations: "@property (nonatomic, strong, nullable) T *step;\n@property (nonatomic, strong, nullable) NSNumber *count;\n@property (nonatomic, copy, nullable) NSString *name;")
        #expect(out == """
            let s: String = String(
                format: NSLocalizedString("Every %ds", comment: ""), self.step?.count?.intValue ?? 0)
            if (self.name?.count ?? 0) != 0 {
                self.run()
            }
            let changes: RACSignal = NotificationCenter.default.rac_addObserverForName(
                NSNotification.Name("Changed"), object: nil)
            """)
    }

    @Test("a number read from an id value is read as an NSNumber, 0 when it is not one")
    func numberFromAny() throws {
        let out = try port(statements: """
            NSInteger kind = [self.params[@"kind"] integerValue];
            BOOL on = [self.params[@"on"] boolValue];
            """, declarations: "@property (nonatomic, copy) NSDictionary *params;")
        #expect(out == """
            let kind: Int = (self.params["kind"] as? NSNumber)?.intValue ?? 0
            let on: Bool = (self.params["on"] as? NSNumber)?.boolValue ?? false
            """)
    }

    @Test("Foundation's requests and responses read url; NSString's ranges go through NSString; regular expressions, character sets, key containment and unarchiving take their Swift names; boolValue of a Bool is the Bool")
    func moreFoundationNames() throws {
        let out = try port(statements: """
            NSLog(@"%@", self.response.URL);
            NSString *part = [self.text substringWithRange:[self.match rangeAtIndex:1]];
            self.found = [self.pattern firstMatchInString:self.text options:0 range:NSMakeRange(0, 2)];
            [self.separators addCharactersInString:@"<>"];
            BOOL known = [self.params.allKeys containsObject:@"page"];
            id token = [NSKeyedUnarchiver unarchiveObjectWithData:self.data];
            BOOL on = [self.flag boolValue];
            """, declarations: """
            @property (nonatomic, strong) NSHTTPURLResponse *response;
            @property (nonatomic, copy) NSString *text;
            @property (nonatomic, strong) NSTextCheckingResult *match;
            @property (nonatomic, strong) NSRegularExpression *pattern;
            @property (nonatomic, strong, nullable) NSTextCheckingResult *found;
            @property (nonatomic, strong) NSMutableCharacterSet *separators;
            @property (nonatomic, copy) NSDictionary *params;
            @property (nonatomic, strong) NSData *data;
            @property (nonatomic) BOOL flag;
            """)
        #expect(out == """
            print("\\(String(describing: self.response?.url))")
            let part: String? =
                self.text.map { ($0 as NSString).substring(with: self.match.range(at: 1)) }
            self.found = self.pattern.firstMatch(in: self.text, options: [], range: NSMakeRange(0, 2))
            self.separators.addCharacters(in: "<>")
            let known: Bool = Array(self.params.keys).contains("page")
            let token: Any? = NSKeyedUnarchiver.unarchiveObject(with: self.data)
            let on: Bool = self.flag
            """)
    }

    @Test("an NSError out-parameter is Swift's throwing call: nil drops the error (try?), &error stores what was thrown")
    func throwingFoundationCalls() throws {
        let out = try port(body: """
            @implementation Loader
            - (NSArray *)items:(NSData *)data path:(NSString *)path {
                NSError *error = nil;
                NSArray *items = [NSJSONSerialization JSONObjectWithData:data options:0 error:&error];
                [[NSFileManager defaultManager] removeItemAtPath:path error:nil];
                BOOL removed = [[NSFileManager defaultManager] removeItemAtPath:path error:&error];
                NSString *file = [[NSBundle mainBundle] pathForResource:@"a" ofType:@"html" inDirectory:@"b"];
                return items;
            }
            @end
            """)
        #expect(out.contains("""
                    let items: [Any] = { () -> Any? in do { return try JSONSerialization.jsonObject(with: data!) } \
            catch let thrown { error = thrown; return nil } }() as? [Any] ?? []
                    _ = ((try? FileManager.default.removeItem(atPath: path ?? "")) != nil)
                    let removed: Bool = { () -> Bool in do { try FileManager.default.removeItem(atPath: path ?? ""); \
            return true } catch let thrown { error = thrown; return false } }()
                    let file: String? = Bundle.main.path(forResource: "a", ofType: "html", inDirectory: "b")
            """), "\(out)")
    }

    @Test("fast enumeration of a dictionary visits its keys; allKeys and allValues are arrays")
    func dictionaryKeys() throws {
        let out = try port(statements: """
            for (NSString *key in self.params) { NSLog(@"%@", key); }
            NSArray *keys = [self.params allKeys];
            NSArray *values = self.params.allValues;
            """, declarations: "@property (nonatomic, copy) NSDictionary *params;")
        #expect(out == """
            for case let key as String in self.params.keys {
                print("\\(key)")
            }
            let keys: [Any] = Array(self.params.keys)
            let values: [Any] = Array(self.params.values)
            """)
    }

    @Test("an ordered set's element returned as a class is cast to it, as an array's is")
    func orderedSetElement() throws {
        let out = try port(body: """
            @interface Step : NSObject
            @end
            @interface Recipe : NSObject
            @property (nonatomic, retain) NSOrderedSet *steps;
            - (Step *)stepAtIndex:(NSInteger)index;
            @end
            @implementation Recipe
            - (Step *)stepAtIndex:(NSInteger)index { return [self.steps objectAtIndex:index]; }
            @end
            """)
        #expect(out.contains("return self.steps.object(at: index) as! Step"), "\(out)")
    }

    @Test("an ordered set stays the Foundation class: copies cast back, mutations keep the names Swift imports")
    func orderedSetMutations() throws {
        let out = try port(body: """
            @interface Recipe : NSObject
            @property (nonatomic, retain) NSOrderedSet *steps;
            @end
            @implementation Recipe
            - (void)add:(id)step {
                NSMutableOrderedSet *m = [self.steps mutableCopy];
                [m addObject:step];
                [m removeObjectAtIndex:1];
                self.steps = [m copy];
            }
            @end
            """)
        #expect(out.contains("""
                    var m: NSMutableOrderedSet = (self.steps.mutableCopy() as! NSMutableOrderedSet)
                    m.add(step!)
                    m.removeObject(at: 1)
                    self.steps = (m.copy() as! NSOrderedSet)
            """), "\(out)")
    }

    @Test("a timer with a target and selector is Swift's block timer calling the method, holding the target as the timer did")
    func targetSelectorTimer() throws {
        let out = try port(body: """
            @interface Clock : NSObject
            @property (nonatomic, strong) NSTimer *timer;
            @end
            @implementation Clock
            - (void)start {
                self.timer = [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(tick:) userInfo:nil repeats:YES];
                NSTimer *once = [NSTimer timerWithTimeInterval:0.5 target:self selector:@selector(fire) userInfo:nil repeats:NO];
            }
            - (void)tick:(NSTimer *)timer { }
            - (void)fire { }
            @end
            """)
        #expect(out.contains("""
                    nonisolated(unsafe) let timerTarget = self
                    self.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                        timerTarget.tick(timer)
                    }
            """), "\(out)")
        #expect(out.contains("nonisolated(unsafe) let timerTarget2 = self\n        let once: Timer? = Timer(timeInterval: 0.5, repeats: false) { _ in timerTarget2.fire() }"), "\(out)")
    }

    @Test("CoreGraphics' make and get functions and zero constants take their Swift spellings")
    func geometryFunctions() throws {
        let out = try port(statements: """
            CGRect f = CGRectMake(0, 0, 10, 20);
            CGSize s = CGSizeMake(CGRectGetWidth(f), CGRectGetMaxY(YES ? f : CGRectZero));
            CGPoint p = CGPointMake(1, 2);
            """)
        #expect(out == """
            let f: CGRect = CGRect(x: 0, y: 0, width: 10, height: 20)
            let s: CGSize = CGSize(width: f.width, height: (true ? f : CGRect.zero).maxY)
            let p: CGPoint = CGPoint(x: 1, y: 2)
            """)
    }

    @Test("a comparator block without a stated result returns a ComparisonResult: a comparison sent to nil is orderedSame")
    func comparatorBlockResult() throws {
        let out = try port(statements: """
            NSArray *sorted = [self.items sortedArrayUsingComparator:^(T *a, T *b) {
                return [a.name localizedCaseInsensitiveCompare:b.name];
            }];
            """, declarations: "@property (nonatomic) NSArray *items;\n@property (nonatomic, copy) NSString *name;")
        #expect(out.contains("return a?.name?.localizedCaseInsensitiveCompare(b?.name ?? \"\") ?? .orderedSame"), "\(out)")
    }

    @Test("a string's integerValue, doubleValue and boolValue read through NSString, which parses a leading number")
    func stringNumbers() throws {
        let out = try port(statements: """
            NSInteger count = [self.text integerValue];
            double ratio = self.text.doubleValue;
            NSString *flag = @"YES";
            BOOL on = [flag boolValue];
            """, declarations: "@property (nonatomic, copy) NSString *text;")
        #expect(out == """
            let count: Int = (self.text as NSString?)?.integerValue ?? 0
            let ratio: Double = (self.text as NSString?)?.doubleValue ?? 0
            let flag: String? = "YES"
            let on: Bool = (flag as NSString?)?.boolValue ?? false
            """)
    }
}
