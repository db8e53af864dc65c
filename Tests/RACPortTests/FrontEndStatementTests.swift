import RACPort
import Testing

/// Statements and expressions real RAC 2 apps contain that the parser once refused (issue #29).
@Suite("front end: statements real apps contain")
struct FrontEndStatementTests {
    @Test("a GNU statement expression becomes a closure called at once, returning its last value")
    func statementExpression() throws {
        let out = try port(statements: "NSInteger total = ({ NSInteger t = 2; t + 1; });")
        #expect(out == """
            let total: Int = {
                let t = 2
                return t + 1
            }()
            """)
    }

    @Test("@onExit becomes defer, in place")
    func onExit() throws {
        let out = try port(statements: "@onExit {\n    [self finish];\n};\n[self start];")
        #expect(out == """
            defer {
                self.finish()
            }
            self.start()
            """)
    }

    @Test("the comma operator as a statement becomes one line per part, in order")
    func commaOperator() throws {
        let out = try port(statements: "[self.timer invalidate], self.timer = nil;",
                           declarations: "@property (nonatomic, strong) NSTimer *timer;")
        #expect(out == "self.timer?.invalidate()\nself.timer = nil")
    }

    @Test("a comma in a for loop's step runs both parts each round")
    func commaInForStep() throws {
        let out = try port(statements: "for (i = 0; i < n; i++, j--) { [self tick]; }")
        #expect(out.contains("self.tick()\n        i += 1\n        j -= 1"))
    }

    @Test("several declarators in one local declaration give one declaration each, stars per name")
    func localDeclarators() throws {
        let out = try port(statements: "NSInteger a = 1, b = 2;\nNSString *x, *y;")
        #expect(out == "let a = 1\nlet b = 2\nvar x: String?\nvar y: String?")
    }

    @Test("(__bridge id) is a plain conversion")
    func bridgeCast() throws {
        #expect(try port(statements: "id object = (__bridge id)context;") == "let object: Any? = context")
    }

    @Test("a C cast of a message send to an NS_ENUM builds the case from its raw value")
    func enumCastOfSend() throws {
        let out = try port(file: """
            typedef NS_ENUM(NSInteger, Units) { UnitsMetric, UnitsImperial };
            @implementation T
            - (Units)run {
                return (Units)[self rawUnits];
            }
            - (NSInteger)rawUnits { return 1; }
            @end
            """)
        #expect(out.contains("return Units(rawValue: self.rawUnits())!"))
    }

    @Test("a local whose C type ends in _t parses as a declaration (and is flagged, whole, as a C type)")
    func lowercaseTypeLocal() throws {
        let out = try port(statements: "my_count_t n = 3;\n[self start];")
        #expect(out == "// rac-port: C type my_count_t is out of scope: my_count_t n = 3;\nself.start()")
    }

    @Test("a macro given a block is a call, not a block variable")
    func macroTakingBlock() throws {
        #expect(try port(statements: "run_on_main(^{\n    [self reload];\n});") == "run_on_main({ self.reload() })")
    }

    @Test("@synchronized and @try are kept whole, every line, and flagged")
    func synchronizedKeptWhole() throws {
        let out = try port(statements: "@synchronized (self) {\n    self.count += 1;\n}\n[self start];")
        #expect(out == """
            // rac-port: @synchronized is not translated:
            //     @synchronized (self) {
            //         self.count += 1;
            //     }
            self.start()
            """)
    }

    @Test("#ifdef keeps its first branch translated; the #else branch is kept whole and flagged")
    func conditionalCompilation() throws {
        let out = try port(statements: "#ifdef DEBUG\n    NSLog(@\"debug\");\n#else\n    NSLog(@\"release\"\n#endif\n[self start];")
        #expect(out == """
            // rac-port: preprocessor directive in a body is not translated: #ifdef DEBUG
            print("debug")
            // rac-port: preprocessor directive in a body is not translated:
            //     #else
            //         NSLog(@"release"
            //     #endif
            self.start()
            """)
    }

    @Test("an #if 0 region is kept whole and flagged; its #else branch is translated")
    func ifZero() throws {
        let out = try port(statements: "#if 0\n    [self old];\n#else\n    [self start];\n#endif")
        #expect(out == """
            // rac-port: preprocessor directive in a body is not translated:
            //     #if 0
            //         [self old];
            //     #else
            self.start()
            // rac-port: preprocessor directive in a body is not translated: #endif
            """)
    }

    @Test("a flagged statement shows its blocks whole, not as ^{ … }")
    func flaggedBlocksWhole() throws {
        let out = try port(statements: "[[self.picker rac_imageSelectedSignal] subscribeNext:^(id x) { [self go]; }];")
        #expect(out.hasSuffix("subscribeNext:^(id x) {\n//         [self go];\n//     }];"))
    }
}
