import RACPort
import Testing

/// Declarations real RAC 2 apps contain that the parser once refused or lost (issue #29).
@Suite("front end: declarations real apps contain")
struct FrontEndDeclarationTests {
    @Test("an NS_ASSUME_NONNULL region makes unannotated pointers nonnull; nullable, _Nullable and the header's signature win")
    func nonnullRegion() throws {
        let out = try port(body: """
            NS_ASSUME_NONNULL_BEGIN
            @interface Account : NSObject
            @property (nonatomic, copy) NSString *name;
            @property (nonatomic, copy, nullable) NSString *nickname;
            @property (nonatomic, copy) NSString * _Nullable motto;
            - (instancetype)initWithName:(NSString *)name;
            - (nullable NSString *)lookup:(NSString *)key;
            @end
            NS_ASSUME_NONNULL_END
            @implementation Account
            - (instancetype)initWithName:(NSString *)name {
                self = [super init];
                if (self) { _name = [name copy]; }
                return self;
            }
            - (NSString *)lookup:(NSString *)key { return nil; }
            @end
            """)
        #expect(out == """
            final class Account {
                var name: String! = nil
                var nickname: String? = nil
                var motto: String? = nil

                init(name: String) {
                    self.name = name
                }

                func lookup(_ key: String) -> String? {
                    return nil
                }
            }
            """)
    }

    @Test("lightweight generics, nested ones closed by '>>' included, give typed collections in properties, locals and loops")
    func lightweightGenerics() throws {
        let out = try port(body: """
            @interface Shelf : NSObject
            @property (nonatomic, strong) NSArray<NSString *> *titles;
            @property (nonatomic, strong) NSDictionary<NSString *, NSArray<NSNumber *> *> *scores;
            @property (nonatomic, strong) NSArray<id<NSCopying>> *keys;
            @end
            @implementation Shelf
            - (void)run {
                NSArray<NSString *> *names = self.titles;
                for (NSString *name in names) { NSLog(@"%@", name); }
            }
            @end
            """)
        #expect(out == """
            final class Shelf {
                var titles: [String] = []
                var scores: [String: [NSNumber]] = [:]
                var keys: [AnyHashable] = []

                func run() {
                    let names: [String] = self.titles
                    for name in names {
                        print("\\(name)")
                    }
                }
            }
            """)
    }

    @Test("availability and attribute macros after methods are dropped")
    func attributeMacros() throws {
        let out = try port(body: """
            @interface Clock : NSObject
            - (instancetype)initWithRate:(double)rate NS_DESIGNATED_INITIALIZER;
            - (instancetype)init NS_UNAVAILABLE;
            - (void)tick NS_REQUIRES_SUPER API_AVAILABLE(ios(10.0), macos(10.12));
            - (void)old __attribute__((deprecated("use tick"))) DEPRECATED_ATTRIBUTE;
            - (void)older DEPRECATED_MSG_ATTRIBUTE("use tick");
            @end
            @implementation Clock
            - (instancetype)initWithRate:(double)rate { self = [super init]; return self; }
            - (void)tick {}
            - (void)old {}
            - (void)older {}
            @end
            """)
        #expect(out == """
            final class Clock {
                init(rate: Double) {}

                func tick() {}

                func old() {}

                func older() {}
            }
            """)
    }

    @Test("@import and @class are dropped; @compatibility_alias becomes a typealias")
    func aliasesAndImports() throws {
        let out = try port(body: """
            @import Foundation;
            @class Engine;
            @compatibility_alias OldClock Clock;
            @implementation Clock
            - (void)tick {}
            @end
            """)
        #expect(out == """
            typealias OldClock = Clock

            final class Clock {
                func tick() {}
            }
            """)
    }

    @Test("extern declarations are dropped when an input defines them, flagged when none does")
    func externDeclarations() throws {
        let out = try port(body: """
            extern NSString * const ClockDidTick;
            FOUNDATION_EXPORT NSString * const ClockDidStop;
            NSString * const ClockDidTick = @"ClockDidTick";
            @implementation Clock
            - (void)tick {}
            @end
            """)
        #expect(out == """
            // rac-port: declared extern but defined in none of the inputs: ClockDidStop
            let ClockDidTick = "ClockDidTick"

            final class Clock {
                func tick() {}
            }
            """)
    }

    @Test("static inline and NS_INLINE C functions become Swift functions")
    func cFunctions() throws {
        let out = try port(body: """
            static inline NSInteger Clamp(NSInteger value, NSInteger low, NSInteger high) {
                if (value < low) { return low; }
                return value > high ? high : value;
            }
            NS_INLINE BOOL IsEmpty(NSString *text) { return text.length == 0; }
            @implementation Clock
            - (NSInteger)run { return Clamp(3, 0, 2); }
            @end
            """)
        #expect(out == """
            func Clamp(_ value: Int, _ low: Int, _ high: Int) -> Int {
                if value < low {
                    return low
                }
                return value > high ? high : value
            }

            func IsEmpty(_ text: String?) -> Bool {
                return (text?.count ?? 0) == 0
            }

            final class Clock {
                func run() -> Int {
                    return Clamp(3, 0, 2)
                }
            }
            """)
    }

    @Test("generic parameters of a class, bounded ones included, are dropped")
    func classGenerics() throws {
        let out = try port(body: """
            @interface Box<ObjectType> : NSObject
            @property (nonatomic, strong) id value;
            @end
            @interface Bag<ValueType: id<NSCopying>> : NSObject
            @end
            @implementation Box
            - (void)run {}
            @end
            @implementation Bag
            - (void)run {}
            @end
            """)
        #expect(out == """
            final class Box {
                var value: Any? = nil

                func run() {}
            }

            import Foundation
            import RACLegacy

            final class Bag {
                func run() {}
            }
            """)
    }

    @Test("a method body on the next line, or after a stray ';', is the method's body")
    func braceLayout() throws {
        let out = try port(body: """
            @implementation Clock
            - (void)tick
            {
                [self tock];
            }
            - (void)tock;
            {
            }
            @end
            """)
        #expect(out == """
            final class Clock {
                func tick() {
                    self.tock()
                }

                func tock() {}
            }
            """)
    }

    @Test("a class extension's conformances are the class's; an @interface with no @implementation gets a note")
    func extensionAndHeaderOnly() throws {
        let out = try port(body: """
            @protocol Ticking <NSObject>
            - (void)tick;
            @end
            @interface Clock : NSObject
            @end
            @interface Clock () <Ticking, NSCopying>
            @end
            @interface Alarm : NSObject
            @property (nonatomic) NSInteger hour;
            @end
            @implementation Clock
            - (void)tick {}
            @end
            """)
        #expect(out == """
            // rac-port: note: @interface Alarm : NSObject was read for its declarations; no @implementation among the inputs
            protocol Ticking: AnyObject {
                func tick()
            }

            final class Clock: Ticking {
                // rac-port: conformance to a protocol declared elsewhere; translate its @protocol with this class: <NSCopying>

                func tick() {}
            }
            """)
    }

    @Test("a flagged method keeps its whole text, body included")
    func flaggedMethodWhole() throws {
        let out = try port(body: """
            @implementation Clock
            - (void)set:(struct Pair)pair {
                [self tick];
            }
            - (void)tick {}
            @end
            """)
        #expect(out == """
            final class Clock {
                // rac-port: parameter type struct Pair is out of scope:
                //     - (void)set:(struct Pair)pair {
                //         [self tick];
                //     }

                func tick() {}
            }
            """)
    }

    @Test("a macro invocation on its own line is one flagged item, at file level and in a class")
    func macroInvocations() throws {
        let out = try port(body: """
            SINGLETON_INTERFACE(Clock)
            @implementation Clock
            SYNTHESIZE_SINGLETON(Clock)
            - (void)tick {}
            @end
            """)
        #expect(out == """
            // rac-port: macro invocation is not expanded: SINGLETON_INTERFACE(Clock)

            final class Clock {
                // rac-port: macro invocation is not expanded: SYNTHESIZE_SINGLETON(Clock)
                func tick() {}
            }
            """)
    }

    @Test("IBOutlet, IBOutletCollection and IBAction parse; several declarators give several properties; a view controller's outlets are @IBOutlet where Objective-C interop exists")
    func outlets() throws {
        let out = try port(body: """
            @interface ProfileViewController : UIViewController
            @property (nonatomic, weak) IBOutlet UITextField *nameField, *mailField;
            @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
            - (IBAction)save:(id)sender;
            @end
            @implementation ProfileViewController
            - (IBAction)save:(id)sender { [self store]; }
            - (void)store {}
            @end
            """)
        #expect(out == """
            import Foundation
            import RACLegacy
            import RACLegacyUIKit
            import UIKit

            final class ProfileViewController: UIViewController {
                #if canImport(ObjectiveC)
                @IBOutlet weak var nameField: UITextField!
                #else
                weak var nameField: UITextField!
                #endif
                #if canImport(ObjectiveC)
                @IBOutlet weak var mailField: UITextField!
                #else
                weak var mailField: UITextField!
                #endif
                #if canImport(ObjectiveC)
                @IBOutlet var buttons: [Any]!
                #else
                var buttons: [Any]!
                #endif

                func save(_ sender: Any?) {
                    self.store()
                }

                func store() {}
            }
            """)
    }
}
