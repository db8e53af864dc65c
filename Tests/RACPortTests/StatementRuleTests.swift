import Testing
import RACPort

@Suite("rules: statements and types")
struct StatementRuleTests {
    @Test("if / else if / else")
    func ifElse() throws {
        let out = try port(statements: "if (self.a > 1) { [self run]; } else if (self.a == 0) { return; } else { [self run]; }",
                           declarations: "@property NSInteger a;")
        #expect(out == """
            if self.a > 1 {
                self.run()
            } else if self.a == 0 {
                return
            } else {
                self.run()
            }
            """)
    }

    @Test("an object condition tests for nil")
    func objectCondition() throws {
        let out = try port(statements: "if (self.name) { return; }\nif (!self.name) { return; }", declarations: "@property NSString *name;")
        #expect(out == """
            if self.name != nil {
                return
            }
            if self.name == nil {
                return
            }
            """)
    }

    @Test("a counting for loop becomes a range")
    func countingFor() throws {
        let out = try port(statements: "for (NSInteger i = 0; i < 3; i++) { [self run]; }")
        #expect(out == """
            for i in 0..<3 {
                self.run()
            }
            """)
    }

    @Test("for-in over typed elements visits the elements of that type")
    func forIn() throws {
        let out = try port(statements: "for (NSString *s in self.names) { NSLog(@\"%@\", s); }", declarations: "@property NSArray *names;")
        #expect(out == """
            for case let s as String in self.names {
                print("\\(s)")
            }
            """)
    }

    @Test("while, do-while, break and continue")
    func loops() throws {
        let out = try port(statements: "__block NSInteger n = 0;\nwhile (n < 5) { n++; if (n == 2) { continue; } break; }\ndo { n--; } while (n > 0);")
        #expect(out == """
            var n = 0
            while n < 5 {
                n += 1
                if n == 2 {
                    continue
                }
                break
            }
            repeat {
                n -= 1
            } while n > 0
            """)
    }

    @Test("switch arms lose their break; missing default is added")
    func switchStatement() throws {
        let out = try port(statements: "switch (self.page) { case 0: [self run]; break; case 1: case 2: { return; } }",
                           declarations: "@property NSInteger page;")
        #expect(out == """
            switch self.page {
            case 0:
                self.run()
            case 1, 2:
                return
            default:
                break
            }
            """)
    }

    @Test("an arm that no break, return or continue ends runs on into the next, as C's did: fallthrough")
    func switchFallthrough() throws {
        let out = try port(statements: """
            NSInteger total = 0;
            switch (self.page) {
                case 0: case 1: total += 1;
                case 2: total += 10; break;
                case 3: { if (total) { return; } else { break; } }
                case 4: if (total) { return; }
                default: total = -1;
            }
            """, declarations: "@property NSInteger page;")
        #expect(out == """
            var total = 0
            switch self.page {
            case 0, 1:
                total += 1
                fallthrough
            case 2:
                total += 10
            case 3:
                if total != 0 {
                    return
                } else {
                    break
                }
            case 4:
                if total != 0 {
                    return
                }
                fallthrough
            default:
                total = -1
            }
            """)
    }

    @Test("a ?: b of a number or BOOL keeps C's test of a (0 takes b); of an object it is ??; a number stored in a BOOL is tested")
    func elvisAndTruth() throws {
        let out = try port(statements: """
            NSInteger n = self.count ?: 1;
            NSInteger m = [self.count2 integerValue] ?: 2;
            BOOL on = self.enabled ?: self.other;
            NSString *s = self.name ?: @"none";
            BOOL any = self.count;
            """, declarations: """
            @property NSInteger count;
            @property NSNumber *count2;
            @property BOOL enabled;
            @property BOOL other;
            @property (copy) NSString *name;
            """)
        #expect(out == """
            let n: Int = (self.count != 0 ? self.count : 1)
            let m: Int = { let value = (self.count2?.intValue ?? 0); return value != 0 ? value : 2 }()
            let on: Bool = (self.enabled || self.other)
            let s: String? = self.name ?? "none"
            let any: Bool = self.count != 0
            """)
    }

    @Test("a cast id read into a collection local is empty when it was nil; ?: of a collection takes the fallback when it is empty")
    func collectionReadsAndFallbacks() throws {
        let out = try port(statements: """
            NSDictionary *language = (NSDictionary *)[self lookup:@"k"];
            NSDictionary *shown = language ?: @{@"name": @"All"};
            """, declarations: "- (id)lookup:(NSString *)key;")
        #expect(out == """
            let language: [AnyHashable: Any] = (self.lookup("k") as? [AnyHashable: Any]) ?? [:]
            let shown: [AnyHashable: Any] = (language.isEmpty ? ["name": "All"] : language)
            """)
    }

    @Test("local declarations map their types")
    func localTypes() throws {
        let out = try port(statements: "id x = nil;\nBOOL ok = YES;\nNSInteger count = 3;\nNSString *name = @\"a\";\nRACSignal *s;")
        #expect(out == """
            let x: Any? = nil
            let ok = true
            let count = 3
            let name: String? = "a"
            var s: RACSignal?
            """)
    }

    @Test("ternary, ?: and casts")
    func operators() throws {
        let out = try port(statements: "id v = flag ? @1 : @2;\nid w = name ?: @\"none\";\nNSInteger i = (NSInteger)d;")
        #expect(out == """
            let v: Any? = flag ? 1 : 2
            let w: Any? = name ?? "none"
            let i: Int = Int(d)
            """)
    }

    @Test("#pragma mark becomes // MARK:")
    func pragmaMark() throws {
        let out = try port(file: "@implementation A\n#pragma mark - Loading\n- (void)load {}\n@end\n")
        #expect(out.contains("    // MARK: Loading\n\n    func load() {}\n"))
    }

    @Test("pointer dereference and C structs are flagged in place")
    func flaggedC() throws {
        let out = try port(statements: "struct Point p;\n[self run];\nint *q = &p;")
        #expect(out == """
            // rac-port: C struct is out of scope: struct Point p;
            self.run()
            // rac-port: C type int * is out of scope: int *q = &p;
            """)
    }
}

@Suite("rules: boxing")
struct BoxingRuleTests {
    @Test("a boxed nil-messaged scalar is 0, as in Objective-C")
    func boxedScalar() throws {
        #expect(try port(statements: "id n = @(self.name.length);", declarations: "@property NSString *name;")
            == "let n: Any? = self.name?.count ?? 0")
    }
}

@Suite("rules: nil-messaged scalars stored")
struct NilScalarRuleTests {
    @Test("a nil-messaged scalar stored in a scalar reads as 0 or false")
    func storedScalars() throws {
        let out = try port(statements: "NSInteger n = self.name.length;\nself.count = self.name.length;\nself.ok = [self.name hasPrefix:@\"a\"];",
                           declarations: "@property NSString *name;\n@property NSInteger count;\n@property BOOL ok;")
        #expect(out == """
            let n: Int = self.name?.count ?? 0
            self.count = self.name?.count ?? 0
            self.ok = self.name?.hasPrefix("a") ?? false
            """)
    }
}

@Suite("rules: scopes and C arrays")
struct ScopeRuleTests {
    @Test("@autoreleasepool is an ordinary scope; a C array is flagged, not a parse error")
    func autoreleasepoolAndArrays() throws {
        let out = try port(statements: "@autoreleasepool {\n[self run];\n}\nNSString *names[2] = {@\"a\", @\"b\"};")
        #expect(out == """
            do {
                self.run()
            }
            // rac-port: C arrays are out of scope: NSString *names[2] = {@"a", @"b"};
            """)
    }
}
