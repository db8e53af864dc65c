import Testing
import RACPort

@Suite("rules: classes, properties, methods")
struct DeclarationRuleTests {
    @Test("a class with properties, an initializer, a factory, a method and dealloc")
    func wholeClass() throws {
        let out = try port(file: """
            #import "Feed.h"
            #define kPageSize 20
            @interface Feed : NSObject
            @property (nonatomic, copy) NSString *title;
            @property (nonatomic, readonly) RACSignal *pages;
            @property (nonatomic, weak) id delegate;
            @property (nonatomic, assign) NSInteger page;
            @end

            @implementation Feed {
                RACSubject *_updates;
            }
            + (instancetype)feedWithTitle:(NSString *)title {
                Feed *feed = [[Feed alloc] initWithTitle:title];
                return feed;
            }
            - (instancetype)initWithTitle:(NSString *)title {
                self = [super init];
                if (self) {
                    _title = [title copy];
                    _updates = [RACSubject subject];
                }
                return self;
            }
            - (RACSignal *)loadPage:(NSInteger)page size:(NSInteger)size {
                return [RACSignal return:@(page * size)];
            }
            - (void)dealloc {
                [_updates sendCompleted];
                [super dealloc];
            }
            @end
            """)
        #expect(out == """
            import Foundation
            import RACLegacy

            let kPageSize = 20

            final class Feed {
                var title: String? = nil
                private(set) var pages: RACSignal! = nil
                weak var delegate: AnyObject? = nil
                var page = 0
                private var _updates: RACSubject! = nil

                static func feedWithTitle(_ title: String?) -> Feed {
                    let feed: Feed = Feed(title: title)
                    return feed
                }

                init(title: String?) {
                    self.title = title
                    self._updates = RACSubject.subject()
                }

                func loadPage(_ page: Int, size: Int) -> RACSignal {
                    return RACSignal.return(page * size)
                }

                deinit {
                    self._updates.sendCompleted()
                }
            }

            """)
    }

    @Test("a class whose properties RACObserve watches conforms to Observable with @RACObservable stored properties (KVO's timing everywhere); an observed subclass inherits the conformance; weak ones stay plain")
    func observable() throws {
        let out = try port(file: "@interface A : NSObject\n@property NSString *name;\n@property (readonly) NSInteger count;\n@property (weak) id delegate;\n@end\n@implementation A\n- (RACSignal *)names { return RACObserve(self, name); }\n@end\n")
        #expect(out.contains("import Observation\nimport RACLegacy\n\nfinal class A: Observable {\n    @RACObservable var name: String? = nil\n    @RACObservable private(set) var count = 0\n    weak var delegate: AnyObject? = nil\n"))
        let inherited = try port(file: """
            @interface Base : NSObject
            @property NSString *title;
            @end
            @implementation Base
            @end
            @interface Child : Base
            @property NSString *subtitle;
            @end
            @implementation Child
            - (RACSignal *)titles { return RACObserve(self, title); }
            @end
            """)
        #expect(inherited.contains("class Base: Observable {\n    @RACObservable var title: String? = nil\n"))
        #expect(inherited.contains("final class Child: Base {\n    @RACObservable var subtitle: String? = nil\n"))
    }

    @Test("a class using rac_signalForSelector: becomes a RACObject with a sentinel")
    func racObject() throws {
        let out = try port(file: "@implementation A\n- (RACSignal *)calls { return [self rac_signalForSelector:@selector(tap:)]; }\n@end\n")
        #expect(out.contains("final class A: RACObject {\n    let rac_sentinel = RACObjectSentinel()\n"))
        #expect(out.contains("return self.rac_signalForSelector(\"tap:\")"))
    }

    @Test("NSError ** becomes inout (any Error)?")
    func errorOutParameter() throws {
        let out = try port(file: "@implementation A\n- (BOOL)check:(NSError **)error { *error = nil; return NO; }\n@end\n")
        #expect(out.contains("    func check(_ error: inout (any Error)?) -> Bool {\n        error = nil\n        return false\n    }\n"))
    }

    @Test("a category becomes an extension")
    func category() throws {
        let out = try port(file: "@implementation A (Loading)\n- (void)load {}\n@end\n")
        #expect(out.contains("extension A {\n    // MARK: Loading\n\n    func load() {}\n}\n"))
    }

    @Test("a UIKit property is flagged with the UI note")
    func uiProperty() throws {
        let out = try port(file: "@interface A : NSObject\n@property UITableView *table;\n@end\n@implementation A\n@end\n")
        #expect(out.contains("    // rac-port: UIKit/AppKit outside RAC 2's UIKit categories is not translated (RACLegacyUIKit covers the categories: MIGRATION.md section 34): @property UITableView *table;\n"))
    }

    @Test("summary counts translated statements and flagged constructs")
    func summary() throws {
        let result = try RACPortTranslator.translate([PortInput(name: "a.m", text: "@implementation A\n- (void)f { [self g]; struct S s; }\n@end\n")])
        #expect(result.translatedStatements == 1)
        #expect(result.flagged == ["C struct is out of scope"])
    }
}

@Suite("rules: out of scope files")
struct OutOfScopeRuleTests {
    @Test("an Objective-C++ file is flagged as a whole")
    func objectiveCPlusPlus() throws {
        let result = try RACPortTranslator.translate([PortInput(name: "A.mm", text: "namespace a { int b; }\n")])
        #expect(result.flagged == ["Objective-C++ is out of scope"])
        #expect(result.outputs.first?.swift.contains("// rac-port: Objective-C++ is out of scope: A.mm") == true)
    }

    @Test("C++ declarations in a .m file are flagged, the rest translates")
    func cPlusPlusDeclarations() throws {
        let out = try port(file: "namespace a { int b; }\n@implementation A\n- (void)f {}\n@end\n")
        #expect(out.contains("// rac-port: Objective-C++ is out of scope: namespace a { int b; }\n"))
        #expect(out.contains("final class A {"))
    }

    @Test("a macro with parameters is flagged; a simple #define becomes a constant")
    func macros() throws {
        let out = try port(file: "#define kTimeout 2.5\n#define MAX(a, b) ((a) > (b) ? (a) : (b))\n@implementation A\n@end\n")
        #expect(out.contains("let kTimeout = 2.5\n"))
        #expect(out.contains("// rac-port: preprocessor beyond #import, #pragma and simple #define is out of scope: #define MAX(a, b) ((a) > (b) ? (a) : (b))\n"))
    }
}

@Suite("rules: enums")
struct EnumRuleTests {
    @Test("NS_ENUM becomes a Swift enum with lowerCamel cases; references and property defaults follow")
    func nsEnum() throws {
        let out = try port(file: """
            typedef NS_ENUM(NSInteger, LoginState) {
                LoginStateIdle,
                LoginStateBusy = 2,
                LoginStateURLFailed,
            };
            @interface A : NSObject
            @property (nonatomic) LoginState state;
            @end
            @implementation A
            - (void)run { self.state = LoginStateURLFailed; }
            @end
            """)
        #expect(out == """
            import Foundation
            import RACLegacy

            enum LoginState: Int {
                case idle
                case busy = 2
                case urlFailed
            }

            final class A {
                var state: LoginState = .idle

                func run() {
                    self.state = LoginState.urlFailed
                }
            }

            """)
    }

    @Test("NS_OPTIONS becomes an OptionSet: | builds a set, & tests membership, & ~ removes, 0 is the empty set")
    func nsOptions() throws {
        let out = try port(file: """
            typedef NS_OPTIONS(NSUInteger, ListOptions) {
                ListOptionsNone = 0,
                ListOptionsPaging = 1 << 0,
                ListOptionsIndex = 1 << 1,
                ListOptionsAll = ListOptionsPaging | ListOptionsIndex,
            };
            @interface A : NSObject
            @property (nonatomic) ListOptions options;
            @end
            @implementation A
            - (void)run {
                self.options = ListOptionsPaging | ListOptionsIndex;
                if (self.options & ListOptionsPaging) [self page];
                if ((self.options & ListOptionsIndex) == 0) [self page];
                self.options = self.options & ~ListOptionsIndex;
                self.options |= ListOptionsIndex;
                self.options = 0;
            }
            - (void)page {}
            @end
            """)
        #expect(out == """
            import Foundation
            import RACLegacy

            struct ListOptions: OptionSet, Hashable {
                let rawValue: Int
                static let paging = ListOptions(rawValue: 1 << 0)
                static let index = ListOptions(rawValue: 1 << 1)
                static let all: ListOptions = ListOptions([.paging, .index])
            }

            final class A {
                var options: ListOptions = []

                func run() {
                    self.options = ListOptions([.paging, .index])
                    if self.options.contains(ListOptions.paging) {
                        self.page()
                    }
                    if !self.options.contains(ListOptions.index) {
                        self.page()
                    }
                    self.options = self.options.subtracting(ListOptions.index)
                    self.options.formUnion(ListOptions.index)
                    self.options = []
                }

                func page() {}
            }

            """)
    }
}

@Suite("rules: UIKit protocols")
struct UIProtocolRuleTests {
    @Test("a property typed with a UIKit protocol is flagged with the UI note")
    func uiProtocolProperty() throws {
        let out = try port(file: "@interface A : NSObject\n@property (weak) id<UITableViewDelegate> delegate;\n@end\n@implementation A\n@end\n")
        #expect(out.contains("// rac-port: UIKit/AppKit outside RAC 2's UIKit categories is not translated (RACLegacyUIKit covers the categories: MIGRATION.md section 34): @property id<UITableViewDelegate> delegate;"))
    }
}

@Suite("rules: protocols and computed properties")
struct ProtocolRuleTests {
    @Test("@protocol becomes a class-bound protocol; @optional methods get defaults; conformers list it")
    func protocolDeclaration() throws {
        let out = try port(file: """
            @protocol ScoreServiceDelegate <NSObject>
            - (void)scoreUpdated:(NSString *)score timeRemaining:(NSInteger)timeRemaining;
            @optional
            - (void)serviceStopped;
            - (BOOL)shouldRetry:(NSInteger)attempt;
            @property (nonatomic, readonly) NSString *name;
            @end

            @interface Helper : NSObject <ScoreServiceDelegate>
            @end
            @implementation Helper
            - (void)scoreUpdated:(NSString *)score timeRemaining:(NSInteger)timeRemaining {}
            - (NSString *)name { return @"helper"; }
            @end
            """)
        #expect(out == """
            import Foundation
            import RACLegacy

            protocol ScoreServiceDelegate: AnyObject {
                func scoreUpdated(_ score: String?, timeRemaining: Int)
                func serviceStopped()
                func shouldRetry(_ attempt: Int) -> Bool
                var name: String? { get }
            }

            extension ScoreServiceDelegate {
                func serviceStopped() {}
                func shouldRetry(_ attempt: Int) -> Bool {
                    false
                }
            }

            final class Helper: ScoreServiceDelegate {
                func scoreUpdated(_ score: String?, timeRemaining: Int) {}

                var name: String? {
                    return "helper"
                }
            }

            """)
    }

    @Test("a getter method implementing a readonly property is a computed property")
    func computedProperty() throws {
        let out = try port(file: """
            @interface P : NSObject
            @property (nonatomic, copy) NSString *first;
            @property (nonatomic, readonly) NSInteger length;
            @end
            @implementation P
            - (NSInteger)length { return self.first.length; }
            @end
            """)
        #expect(out.contains("    var first: String? = nil\n\n    var length: Int {\n        return self.first?.count ?? 0\n    }\n"))
    }

    @Test("conformance to a protocol not given to rac-port is flagged")
    func unknownProtocol() throws {
        let out = try port(file: "@interface A : NSObject <Elsewhere>\n@end\n@implementation A\n@end\n")
        #expect(out.contains("// rac-port: conformance to a protocol declared elsewhere; translate its @protocol with this class: <Elsewhere>"))
    }
}

@Suite("rules: block typedefs")
struct BlockAliasRuleTests {
    @Test("a block typedef is a typealias; stored it is optional; a block parameter is implicitly unwrapped (callers may pass nil) unless nonnull (escaping)")
    func blockAlias() throws {
        let out = try port(file: """
            typedef void (^CompletionBlock)(id result, NSError *error);
            @interface Fetcher : NSObject
            @property (nonatomic, copy) CompletionBlock onDone;
            @end
            @implementation Fetcher
            - (void)fetch:(NSString *)url completion:(CompletionBlock)completion {
                self.onDone = completion;
                completion(url, nil);
            }
            - (void)load:(nonnull CompletionBlock)done failure:(nullable void (^)(NSError *error))failure {
                if (failure) failure(nil);
                done(nil, nil);
            }
            - (void)reload {
                [self fetch:@"x" completion:nil];
            }
            @end
            """)
        #expect(out == """
            import Foundation
            import RACLegacy

            typealias CompletionBlock = (Any?, (any Error)?) -> Void

            final class Fetcher {
                var onDone: CompletionBlock? = nil

                func fetch(_ url: String?, completion: CompletionBlock!) {
                    self.onDone = completion
                    completion(url, nil)
                }

                func load(_ done: @escaping CompletionBlock, failure: (((any Error)?) -> Void)!) {
                    if failure != nil {
                        failure(nil)
                    }
                    done(nil, nil)
                }

                func reload() {
                    self.fetch("x", completion: nil)
                }
            }

            """)
    }
}
