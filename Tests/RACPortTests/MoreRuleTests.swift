import Testing
import RACPort

@Suite("rules: class extensions, synthesize, super, formats")
struct MoreRuleTests {
    @Test("readonly in the header and readwrite in the class extension is private(set)")
    func classExtension() throws {
        let out = try port(file: """
            @interface A : NSObject
            @property (nonatomic, readonly) NSInteger count;
            @end
            @interface A ()
            @property (nonatomic, readwrite) NSInteger count;
            @end
            @implementation A
            @end
            """)
        #expect(out.contains("final class A {\n    private(set) var count = 0\n}\n"))
    }

    @Test("@synthesize is dropped and the ivar it names reads as the property")
    func synthesize() throws {
        let out = try port(file: """
            @interface A : NSObject
            @property (nonatomic, copy) NSString *name;
            @end
            @implementation A
            @synthesize name = _name;
            - (NSString *)title { return _name; }
            @end
            """)
        #expect(out.contains("    func title() -> String? {\n        return self.name\n    }\n"))
        #expect(!out.contains("synthesize"))
    }

    @Test("a message to super in a method stays a call on super; a subclass initializer overrides")
    func superCalls() throws {
        let out = try port(file: """
            @interface B : A
            @end
            @implementation B
            - (instancetype)init { self = [super init]; return self; }
            - (void)reload { [super reload]; }
            @end
            """)
        #expect(out.contains("final class B: A {\n    override init() {\n        super.init()\n    }\n"))
        #expect(out.contains("    func reload() {\n        super.reload()\n    }\n"))
    }

    @Test("a format with width or precision becomes String(format:), which prints what Objective-C printed")
    func complexFormat() throws {
        let out = try port(statements: "NSString *s = [NSString stringWithFormat:@\"%.2f\", x];")
        #expect(out == "let s: String = String(format: \"%.2f\", x)")
    }

    @Test("NSLog prints its interpolated format")
    func nsLog() throws {
        #expect(try port(statements: "NSLog(@\"count: %ld\", (long)3);") == "print(\"count: \\(3)\")")
    }

    @Test("@selector becomes the selector string; #import lines go away")
    func selectorsAndImports() throws {
        let out = try port(file: "#import <Foundation/Foundation.h>\n@implementation A\n- (RACSignal *)s { return [self rac_signalForSelector:@selector(tap:)]; }\n- (void)tap:(id)sender {}\n@end\n")
        #expect(!out.contains("#import"))
        #expect(out.contains("    func tap(_ sender: Any?) {\n        rac_selectorInvoked(\"tap:\", sender)\n    }\n"))
    }

    @Test("equality of strings uses ==, of objects RACEqual")
    func equality() throws {
        #expect(try port(statements: "BOOL same = [a isEqual:b];") == "let same: Bool = RACEqual(a, b)")
        #expect(try port(statements: "BOOL same = [@\"a\" isEqualToString:b];") == "let same: Bool = \"a\" == b")
    }
}

@Suite("rules: Foundation factories")
struct FoundationFactoryRuleTests {
    @Test("a Foundation factory named after its class is an initializer; NSURL becomes URL")
    func factories() throws {
        #expect(try port(statements: "id d = [NSData dataWithContentsOfFile:path];") == "let d: Any? = NSData(contentsOfFile: path)")
        #expect(try port(statements: "NSURL *u = [NSURL URLWithString:@\"https://a\"];") == "let u: URL? = URL(string: \"https://a\")")
    }

    @Test("isEqualToString: and isEqual: sent to nil answer NO, for a nil argument too (Swift's nil == nil is true)")
    func stringEquality() throws {
        let out = try port(statements: """
            BOOL same = [self.a isEqualToString:self.b];
            BOOL literal = [self.a isEqualToString:@"x"];
            BOOL object = [self.a isEqual:self.c];
            BOOL known = [@"x" isEqualToString:self.b];
            """, declarations: "@property NSString *a;\n@property NSString *b;\n@property id c;")
        #expect(out == """
            let same: Bool = self.a.map { $0 == self.b } ?? false
            let literal: Bool = self.a == "x"
            let object: Bool = self.a.map { RACEqual($0, self.c) } ?? false
            let known: Bool = "x" == self.b
            """)
    }
}

@Suite("rules: idioms")
struct IdiomRuleTests {
    @Test("__weak typeof(self) becomes weak var with an inferred type")
    func weakTypeof() throws {
        #expect(try port(statements: "__weak typeof(self) weakSelf = self;") == "weak var weakSelf = self")
    }

    @Test("a cast receiver is messaged through optional chaining")
    func castReceiver() throws {
        #expect(try port(statements: "[(RACSubject *)value sendNext:@1];") == "(value as? RACSubject)?.sendNext(1)")
    }

    @Test("arrayWithObjects: becomes an array literal without its nil terminator")
    func arrayWithObjects() throws {
        #expect(try port(statements: "id a = [NSArray arrayWithObjects:@1, @2, nil];") == "let a: Any? = [1, 2]")
    }

    @Test("NSAssert and NSParameterAssert become assert")
    func assertions() throws {
        #expect(try port(statements: "NSParameterAssert(signal);\nNSAssert(count > 0, @\"empty\");")
            == "assert(signal != nil)\nassert(count > 0, \"empty\")")
    }
}

@Suite("rules: GCD")
struct DispatchRuleTests {
    @Test("dispatch_async on the main or a global queue becomes DispatchQueue")
    func dispatchAsync() throws {
        #expect(try port(statements: "dispatch_async(dispatch_get_main_queue(), ^{ [self run]; });")
            == "DispatchQueue.main.async { self.run() }")
        #expect(try port(statements: "dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), block);")
            == "DispatchQueue.global().async(execute: block)")
    }

    @Test("dispatch_sync, dispatch_after and dispatch_time become DispatchQueue and DispatchTime; other GCD calls are flagged")
    func otherDispatch() throws {
        #expect(try port(statements: "dispatch_sync(q, block);") == "q.sync(execute: block)")
        #expect(try port(statements: "dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 2 * NSEC_PER_SEC), dispatch_get_main_queue(), ^{ [self run]; });")
            == "DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .nanoseconds(Int(2 * 1_000_000_000))) { self.run() }")
        #expect(try port(statements: "dispatch_group_enter(group);") == "// rac-port: C function dispatch_group_enter is out of scope: dispatch_group_enter(group);")
    }
}

@Suite("rules: Swift keywords")
struct KeywordRuleTests {
    @Test("a method or variable named like a Swift keyword is declared with backticks")
    func keywords() throws {
        let out = try port(file: "@implementation A\n- (RACSignal *)repeat { id default = nil; return [RACSignal return:default]; }\n@end\n")
        #expect(out.contains("    func `repeat`() -> RACSignal {\n        let `default`: Any? = nil\n        return RACSignal.return(`default`)\n    }\n"))
    }

    @Test("a too long one-line trailing closure opens on its line and closes on its own")
    func longTrailingClosure() throws {
        let out = try port(statements: "[[RACSignal merge:@[[client fetchUserRepos], [client fetchOrgRepos]]] subscribeCompleted:^{ NSLog(@\"They are both done!\"); }];")
        #expect(out == """
            RACSignal.merge([client.fetchUserRepos(), client.fetchOrgRepos()]).subscribeCompleted {
                print("They are both done!")
            }
            """)
    }
}

@Suite("rules: messages to id")
struct IdMessageRuleTests {
    @Test("a message to an id value is flagged: Swift cannot send it without a cast")
    func messageToId() throws {
        #expect(try port(statements: "id service = nil;\n[service start];")
            == "let service: Any? = nil\n// rac-port: message to an id value; cast it to its class first: [service start];")
    }
}

@Suite("rules: long member chains")
struct MemberChainRuleTests {
    @Test("a chain whose last call cannot open on the line breaks before that call")
    func memberBreak() throws {
        let out = try port(statements: "RACSignal *databaseSignal = [[databaseClient fetchObjectsMatchingPredicate:predicate] subscribeOn:[RACScheduler scheduler]];")
        #expect(out == """
            let databaseSignal: RACSignal = databaseClient.fetchObjectsMatchingPredicate(predicate)
                .subscribeOn(RACScheduler.scheduler())
            """)
    }
}

@Suite("rules: long chains opening a closure")
struct ChainClosureRuleTests {
    @Test("a chain that opens a closure and does not fit breaks inside its last call's parentheses")
    func chainOpeningClosure() throws {
        let out = try port(statements: "RAC(self, image) = [[[client fetchUserWithUsername:@\"joshaber\"] deliverOn:[RACScheduler scheduler]] map:^id(id user) {\n[self run];\nreturn user;\n}];",
                           declarations: "@property id image;")
        #expect(out == """
            RAC[self, \\.image] = client.fetchUserWithUsername("joshaber").deliverOn(
                RACScheduler.scheduler()
            ).map { user in
                self.run()
                return user
            }
            """)
    }
}
