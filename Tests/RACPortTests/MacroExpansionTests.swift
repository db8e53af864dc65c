import RACPort
import Testing

/// `#define`s expanded where they are used, as C's preprocessor does (issue #30: 157 distinct macros of real apps
/// were flagged, and their uses became names Swift could not find).
@Suite("idioms: macros expanded at each use")
struct MacroExpansionTests {
    @Test("an object-like macro naming an expression is written out at each use, read and assigned")
    func objectLike() throws {
        let out = try port(body: """
            #define SharedSession ((AppState *)[Registry sharedRegistry].state).session
            @interface Session : NSObject
            @end
            @interface AppState : NSObject
            @property (nonatomic, strong) Session *session;
            @end
            @interface Registry : NSObject
            @property (nonatomic, strong) id state;
            + (instancetype)sharedRegistry;
            @end
            @implementation Model
            - (void)signOut {
                Session *old = SharedSession;
                SharedSession = nil;
            }
            @end
            """)
        #expect(out.contains("let old: Session? = ((Registry.sharedRegistry().state as? AppState))?.session"), "\(out)")
        #expect(out.contains("((Registry.sharedRegistry().state as? AppState))?.session = nil"), "\(out)")
        #expect(!out.contains("SharedSession"), "\(out)")
        #expect(!out.split(separator: "\n").contains { $0.contains("rac-port:") && !$0.contains("rac-port: note:") }, "\(out)")
    }

    @Test("a function-like macro takes its arguments, expanded first; a macro naming itself stops; a constant stays a let")
    func functionLike() throws {
        let out = try port(body: """
            #define kLimit 30
            #define Square(x) ((x) * (x))
            #define Twice(x) (Square(x) + Square(x))
            #define Count Count
            @implementation Model
            - (NSInteger)area:(NSInteger)side {
                NSInteger limit = Square(kLimit + 1);
                return Twice(Square(side)) + limit;
            }
            @end
            """)
        #expect(out.contains("let kLimit = 30"), "\(out)")
        #expect(out.contains("let limit: Int = ((kLimit + 1) * (kLimit + 1))"), "\(out)")
        #expect(out.contains("return (((((side) * (side))) * (((side) * (side)))) + ((((side) * (side))) * (((side) * (side))))) + limit"), "\(out)")
    }

    @Test("a variadic logging macro: __VA_ARGS__, the comma `##` drops, __PRETTY_FUNCTION__ as #function")
    func variadic() throws {
        let out = try port(body: """
            #define DLog(fmt, ...) NSLog((@"%s " fmt), __PRETTY_FUNCTION__, ##__VA_ARGS__)
            @implementation Model
            - (void)report:(NSInteger)n {
                DLog(@"n = %ld", (long)n);
                DLog(@"done");
            }
            @end
            """)
        #expect(out.contains(#"print("\(#function) n = \(n)")"#), "\(out)")
        #expect(out.contains(#"print("\(#function) done")"#), "\(out)")
    }

    @Test("a macro that stringifies stays flagged; an include guard and a header of macros only leave nothing behind")
    func notExpanded() throws {
        let out = try port(body: """
            #ifndef Model_h
            #define Model_h
            #define Name(x) #x
            @implementation Model
            - (NSString *)name {
                return Name(abc);
            }
            @end
            #endif
            """)
        #expect(out.contains("// rac-port: preprocessor beyond #import, #pragma and simple #define is out of scope: #define Name(x) #x"), "\(out)")
        #expect(!out.contains("Model_h") && !out.contains("#endif"), "\(out)")
        let header = PortInput(name: "Macros.h", text: "#ifndef Macros_h\n#define Macros_h\n#define Twice(x) ((x) * 2)\n#endif\n")
        let implementation = PortInput(name: "Model.m", text: """
            #import "Macros.h"
            @implementation Model
            - (NSInteger)doubled:(NSInteger)n { return Twice(n); }
            @end
            """)
        let result = try RACPortTranslator.translate([header, implementation])
        #expect(result.flagged.isEmpty, "\(result.flagged)")
        #expect(result.outputs.first?.swift.contains("return ((n) * 2)") == true)
        let alone = RACPortTranslator.translateBatch([header])
        #expect(alone.failures.isEmpty && alone.flagged.isEmpty, "\(alone.failures)")
    }

    @Test("C's assignment value returned, an enum indexing an array, an optional dictionary subscripted")
    func expressionsMacrosUncover() throws {
        let out = try port(body: """
            typedef NS_ENUM(NSInteger, Verb) { VerbGet, VerbPost };
            #define LAZY(object, assignment) (object = object ?: assignment)
            @interface Model : NSObject
            @property (nonatomic, strong) NSDate *created;
            @end
            @implementation Model
            - (NSDate *)created {
                return LAZY(_created, [NSDate date]);
            }
            - (NSString *)name:(Verb)verb {
                NSString *version = [[NSBundle mainBundle] infoDictionary][@"CFBundleShortVersionString"];
                return @[@"GET", @"POST"][verb];
            }
            @end
            """)
        #expect(out.contains("self._created = self._created ?? Date()\n            return self._created\n"), "\(out)")
        #expect(out.contains(#"let version: String? = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String"#), "\(out)")
        #expect(out.contains(#"return ["GET", "POST"][verb.rawValue] as? String"#), "\(out)")
    }
}
