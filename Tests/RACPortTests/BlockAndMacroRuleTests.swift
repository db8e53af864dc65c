import Testing
import RACPort

@Suite("rules: blocks and RAC macros")
struct BlockAndMacroRuleTests {
    @Test("a block becomes a closure; typed parameters are cast from Any? once")
    func typedBlockParameters() throws {
        let out = try port(statements: "RACSignal *s = [input filter:^BOOL(NSString *text) { return text.length > 2; }];")
        #expect(out == """
            let s: RACSignal = input.filter { text in
                let text = text as? String
                return (text?.count ?? 0) > 2
            }
            """)
    }

    @Test("a block returning id bails out with nil after @strongify")
    func strongifyReturningId() throws {
        let out = try port(statements: "RACSignal *s = [signal map:^id(id x) {\n@strongify(self);\nreturn [self work];\n}];",
                           declarations: "- (RACSignal *)work;")
        #expect(out == """
            let s: RACSignal = signal.map { [weak self] x in
                guard let self else { return nil }
                return self.work()
            }
            """)
    }

    @Test("a block without parameters becomes { … }")
    func emptyBlock() throws {
        let out = try port(statements: "[[RACScheduler scheduler] schedule:^{ [self run]; }];")
        #expect(out == "RACScheduler.scheduler().schedule { self.run() }")
    }

    @Test("@weakify/@strongify become a weak capture and guard let")
    func weakifyStrongify() throws {
        let out = try port(statements: """
            @weakify(self);
            [signal subscribeNext:^(id x) {
                @strongify(self);
                [self run];
            }];
            """)
        #expect(out == """
            signal.subscribeNext { [weak self] x in
                guard let self else { return }
                self.run()
            }
            """)
    }

    @Test("a block returning a signal bails out with an empty signal after @strongify")
    func strongifyReturningBlock() throws {
        let out = try port(statements: """
            RACSignal *s = [signal flattenMap:^RACSignal *(id x) {
                @strongify(self);
                return [self work];
            }];
            """, declarations: "- (RACSignal *)work;")
        #expect(out == """
            let s: RACSignal = signal.flattenMap { [weak self] x in
                guard let self else { return RACSignal.empty() }
                return self.work()
            }
            """)
    }

    @Test("RACObserve takes a key path")
    func observe() throws {
        let out = try port(statements: "RACSignal *s = RACObserve(self, name.length);", declarations: "@property NSString *name;")
        #expect(out == "let s: RACSignal = RACObserve(self, \\.name.length)")
    }

    @Test("RAC(target, key) = signal becomes the RAC subscript, with the getter name")
    func racAssign() throws {
        let out = try port(statements: "RAC(self, valid) = signal;", declarations: "@property (getter=isValid) BOOL valid;")
        #expect(out == "RAC[self, \\.isValid] = signal")
    }

    @Test("RAC(target, key, nilValue) = signal passes nilValue")
    func racAssignNilValue() throws {
        let out = try port(statements: "RAC(self, title, @\"\") = signal;", declarations: "@property NSString *title;")
        #expect(out == "RAC[self, \\.title, nilValue: \"\"] = signal")
    }

    @Test("RACChannelTo on both sides becomes a channel subscript")
    func channel() throws {
        let out = try port(statements: "RACChannelTo(self, name) = RACChannelTo(self.model, name);")
        #expect(out == "RAC[channel: self, \\.name] = RACChannelTo(self.model, \\.name)")
    }

    @Test("RACTuplePack and RACTupleUnpack")
    func tuples() throws {
        let out = try port(statements: "RACTupleUnpack(NSString *a, id b) = RACTuplePack(@\"a\", nil);")
        #expect(out == "let (a, b) = RACTupleUnpack(RACTuplePack(\"a\", nil))")
        let cast = try port(statements: "RACTupleUnpack(id a, id b) = x;")
        #expect(cast == "let (a, b) = RACTupleUnpack(x as! RACTuple)")
    }

    @Test("@keypath is the key string")
    func keypath() throws {
        #expect(try port(statements: "NSString *k = @keypath(self.name);") == "let k: String? = \"name\"")
    }

    @Test("__weak locals become weak var")
    func weakLocal() throws {
        #expect(try port(statements: "__weak RACSubject *weakSubject = subject;") == "weak var weakSubject: RACSubject? = subject")
    }
}

@Suite("rules: lifting and seed-era macros")
struct LiftingRuleTests {
    @Test("rac_liftSelector:withSignals: takes a closure receiving the target first; the nil terminator goes")
    func liftSelector() throws {
        let out = try port(file: """
            @interface A : NSObject
            @property NSString *username;
            @end
            @implementation A
            - (void)bind {
                [self rac_liftSelector:@selector(validateUsername:) withSignals:RACObserve(self, username), nil];
            }
            - (void)validateUsername:(NSString *)username {}
            @end
            """)
        #expect(out.contains("""
                    _ = self.rac_liftSelector(
                        { me, username in
                            me.validateUsername(username as? String)
                            return nil
                        }, withSignals: RACObserve(self, \\.username))
            """))
        #expect(out.contains("final class A: RACObject, Observable {"))
    }

    @Test("RACAbleSelf and RAC_KEYPATH_SELF name self explicitly")
    func seedEraMacros() throws {
        #expect(try port(statements: "RACSignal *s = RACAbleSelf(self.username);") == "let s: RACSignal = RACAble(self, \\.username)")
        #expect(try port(statements: "[self rac_bind:RAC_KEYPATH_SELF(self.label.text) to:s];")
            == "self.rac_bind(\\.label.text, to: s)")
    }

    @Test("a block copies the values of the variables it reads (a later assignment outside is not seen); __block ones it shares")
    func blockCapturesByValue() throws {
        let out = try port(statements: """
            NSInteger count = 0;
            __block NSInteger seen = 0;
            NSString *label = @"a";
            [self.signal subscribeNext:^(id x) {
                seen += count;
                NSLog(@"%@ %ld", label, (long)count);
            }];
            count = 5;
            label = @"b";
            """, declarations: "@property (nonatomic, strong) RACSignal *signal;")
        #expect(out.contains("self.signal.subscribeNext { [count, label] x in\n    seen += count\n"), "\(out)")
    }
}
