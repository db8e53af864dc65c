import Testing
import RACPort

@Suite("rules: message sends")
struct MessageRuleTests {
    @Test("a unary selector gets ()")
    func unary() throws {
        #expect(try port(statements: "[subject sendCompleted];") == "subject.sendCompleted()")
    }

    @Test("the first keyword is the base name and later keywords are labels")
    func keywords() throws {
        let out = try port(statements: "[[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{ [self run]; }];")
        #expect(out == "RACScheduler.mainThreadScheduler().afterDelay(1, schedule: { self.run() })")
    }

    @Test("a single block argument becomes a trailing closure")
    func trailingClosure() throws {
        let out = try port(statements: "[signal subscribeNext:^(id x) { NSLog(@\"%@\", x); }];")
        #expect(out == "signal.subscribeNext { x in print(\"\\(x.map { \"\\($0)\" } ?? \"(null)\")\") }")
    }

    @Test("subscribeNext:error:completed: keeps every block in parentheses (wrapped at 100 columns)")
    func severalBlocks() throws {
        let objc = "[signal subscribeNext:^(id x) { [self run]; } error:^(NSError *e) { [self run]; } completed:^{ [self run]; }];"
        let out = try port(statements: objc)
        #expect(out == "signal.subscribeNext(\n    { x in self.run() }, error: { e in self.run() }, completed: { self.run() })")
    }

    @Test("alloc/initWith… becomes an initializer call with the label from the selector")
    func allocInit() throws {
        let out = try port(statements: "RACCommand *c = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) { return [RACSignal empty]; }];")
        #expect(out == "let c: RACCommand = RACCommand(signalBlock: { input in RACSignal.empty() })")
        #expect(try port(statements: "RACSubject *s = [RACSubject new];") == "let s: RACSubject = RACSubject()")
    }

    @Test("Swift keywords are called plainly")
    func keywordNames() throws {
        let out = try port(statements: "RACSignal *s = [[RACSignal return:@1] catch:^RACSignal *(NSError *e) { return [RACSignal empty]; }];")
        #expect(out == "let s: RACSignal = RACSignal.return(1).catch { e in RACSignal.empty() }")
    }

    @Test("dot syntax on a zero-argument method keeps () (contract D1)")
    func dotSyntaxMethods() throws {
        let out = try port(statements: "RACSignal *s = self.source.replayLazily;", declarations: "@property RACSignal *source;")
        #expect(out == "let s: RACSignal = self.source.replayLazily()")
    }

    @Test("a declared property keeps dot syntax, with its getter name")
    func properties() throws {
        let out = try port(statements: "BOOL d = self.disposable.disposed;", declarations: "@property RACDisposable *disposable;")
        #expect(out == "let d: Bool = self.disposable.isDisposed")
    }

    @Test("nil messaging of an optional receiver becomes optional chaining, scalars default to 0")
    func nilMessaging() throws {
        let out = try port(statements: "NSInteger n = self.name.length + 1;", declarations: "@property NSString *name;")
        #expect(out == "let n: Int = (self.name?.count ?? 0) + 1")
    }

    @Test("stringWithFormat: with a simple format becomes interpolation")
    func format() throws {
        let out = try port(statements: "NSString *s = [NSString stringWithFormat:@\"%ld items of %@\", (long)3, @\"x\"];")
        #expect(out == "let s: String = \"\\(3) items of \\(\"x\")\"")
    }

    @Test("literals: strings, numbers, boxed values, arrays and dictionaries")
    func literals() throws {
        #expect(try port(statements: "id a = @[@\"a\", @2, @YES, @(1 + 2)];") == "let a: Any? = [\"a\", 2, true, 1 + 2]")
        #expect(try port(statements: "id d = @{@\"k\": @NO};") == "let d: Any? = [\"k\": false]")
    }

    @Test("UIKit calls outside RACLegacyUIKit are flagged with the UI note, never dropped")
    func uiKitFlagged() throws {
        let out = try port(statements: "[[self.picker rac_imageSelectedSignal] subscribeNext:^(id x) {}];")
        #expect(out.hasPrefix("// rac-port: UIKit/AppKit outside RAC 2's UIKit categories is not translated"))
        #expect(out.hasSuffix(": [[self.picker rac_imageSelectedSignal] subscribeNext:^(id x) {}];"))
    }

    @Test("RAC 2's UIKit categories and UIControlEvent constants translate to RACLegacyUIKit (issue #33)")
    func uiKitCategories() throws {
        let out = try port(statements: """
            [[self.button rac_signalForControlEvents:UIControlEventTouchUpInside] subscribeNext:^(id x) {}];
            self.button.rac_command = self.command;
            RACSignal *text = self.field.rac_textSignal;
            RACChannelTerminal *on = [self.toggle rac_newOnChannel];
            RACChannelTerminal *level = [self.slider rac_newValueChannelWithNilValue:@0];
            RAC(self.button, enabled) = [RACSignal return:@YES];
            self.field.hidden = YES;
            """, declarations: """
            @property (nonatomic, strong) UIButton *button;
            @property (nonatomic, strong) UITextField *field;
            @property (nonatomic, strong) UISwitch *toggle;
            @property (nonatomic, strong) UISlider *slider;
            @property (nonatomic, strong) RACCommand *command;
            """)
        #expect(out == """
            self.button.rac_signal(for: UIControl.Event.touchUpInside).subscribeNext { x in }
            self.button.rac_command = self.command
            let text: RACSignal = self.field.rac_textSignal()
            let on: RACChannelTerminal = self.toggle.rac_newOnChannel()
            let level: RACChannelTerminal = self.slider.rac_newValueChannel(withNilValue: 0)
            RAC[self.button, \\.isEnabled] = RACSignal.return(true)
            self.field.isHidden = true
            """)
    }
}

@Suite("rules: layout of multi-line arguments (as swift-format lays them out)")
struct ArgumentLayoutRuleTests {
    @Test("several arguments with a multi-line closure: one per line, ) closing the last")
    func brokenArguments() throws {
        let out = try port(statements: "[scheduler afterDelay:1 schedule:^{\n[self run];\n[self run];\n}];")
        #expect(out == """
            scheduler.afterDelay(
                1,
                schedule: {
                    self.run()
                    self.run()
                })
            """)
    }

    @Test("a lone closure argument keeps its parentheses on the line")
    func loneClosure() throws {
        let out = try port(statements: "RACCommand *c = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id x) {\n[self run];\nreturn nil;\n}];")
        #expect(out == """
            let c: RACCommand = RACCommand(signalBlock: { x in
                self.run()
                return RACSignal.empty()
            })
            """)
    }

    @Test("a member after a broken argument list puts ) on its own line")
    func memberAfterBrokenList() throws {
        let out = try port(statements: "RACSignal *s = [[a scanWithStart:@0 reduce:^id(id x, id y) {\n[self run];\nreturn y;\n}] take:2];")
        #expect(out == """
            let s: RACSignal = a.scanWithStart(
                0,
                reduce: { x, y in
                    self.run()
                    return y
                }
            ).take(2)
            """)
    }
}

@Suite("rules: lines longer than 100 columns")
struct LineWrapRuleTests {
    @Test("a long call breaks after its final '('")
    func longCall() throws {
        let out = try port(statements: "return [RACSignal error:[NSError errorWithDomain:@\"UploadErrorDomain\" code:self.attempts userInfo:nil]];")
        #expect(out == "return RACSignal.error(\n    NSError(domain: \"UploadErrorDomain\", code: self.attempts, userInfo: nil))")
    }

    @Test("a long logical expression moves after '=' and breaks before its last top-level operator")
    func longCondition() throws {
        let out = try port(statements: "BOOL ok = self.firstName.length > 1 && self.lastName.length > 1 && self.emailAddress.length > 5;",
                           declarations: "@property NSString *firstName;\n@property NSString *lastName;\n@property NSString *emailAddress;")
        #expect(out == """
            let ok: Bool =
                (self.firstName?.count ?? 0) > 1 && (self.lastName?.count ?? 0) > 1
                && (self.emailAddress?.count ?? 0) > 5
            """)
    }
}
