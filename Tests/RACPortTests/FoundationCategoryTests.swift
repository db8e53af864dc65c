import RACPort
import Testing

/// Categories on Foundation classes that Swift imports as value types (issue #30: `NSURL (Link)`'s `type` and
/// `NSDictionary (Safe)`'s methods were written on NSURL and NSDictionary, which the port never passes around, so
/// every use was a compile error).
@Suite("idioms: categories on Foundation's value types")
struct FoundationCategoryTests {
    static let source = """
        typedef NS_ENUM(NSUInteger, LinkType) { LinkTypeUnknown, LinkTypeUser };
        @interface NSURL (Link)
        @property (nonatomic, assign, readonly) LinkType type;
        + (instancetype)userLinkWithLogin:(NSString *)login;
        - (NSDictionary *)linkParameters;
        @end
        @implementation NSURL (Link)
        - (LinkType)type {
            if ([self.scheme isEqualToString:@"user"]) return LinkTypeUser;
            return LinkTypeUnknown;
        }
        + (instancetype)userLinkWithLogin:(NSString *)login {
            return [NSURL URLWithString:[NSString stringWithFormat:@"user://%@", login]];
        }
        - (NSDictionary *)linkParameters { return @{@"host": self.host ?: @""}; }
        @end
        @interface NSDictionary (Safe)
        - (id)safeValue:(NSString *)key;
        @end
        @implementation NSDictionary (Safe)
        - (id)safeValue:(NSString *)key {
            id value = self[key];
            return value == [NSNull null] ? nil : value;
        }
        @end
        @interface NSMutableArray (Safe)
        - (void)safeAdd:(id)object;
        @end
        @implementation NSMutableArray (Safe)
        - (void)safeAdd:(id)object {
            if (object) [self addObject:object];
        }
        @end
        @interface NSString (Kind)
        - (BOOL)isMarkdown;
        @end
        @implementation NSString (Kind)
        - (BOOL)isMarkdown { return [self hasSuffix:@".md"]; }
        @end
        @interface Model : NSObject
        @property (nonatomic, copy) NSString *title;
        @end
        @implementation Model
        - (id)use:(NSURL *)url dict:(NSDictionary *)dict {
            if (url.type == LinkTypeUser && self.title.isMarkdown) { NSLog(@"user"); }
            NSDictionary *parameters = url.linkParameters;
            NSURL *me = [NSURL userLinkWithLogin:@"me"];
            return [dict safeValue:@"k"];
        }
        @end
        """

    @Test("the category extends the Swift type: self is that type, instancetype names it, a mutation is mutating")
    func extensions() throws {
        let out = try port(body: Self.source)
        #expect(out.contains("extension URL {\n    // MARK: Link\n\n    var type: LinkType {"), "\(out)")
        #expect(out.contains("static func userLinkWithLogin(_ login: String?) -> URL {"), "\(out)")
        #expect(out.contains("extension Dictionary where Key == AnyHashable, Value == Any {"), "\(out)")
        #expect(out.contains("return (value is NSNull) ? nil : value"), "\(out)")
        #expect(out.contains("extension Array where Element == Any {"), "\(out)")
        #expect(out.contains("mutating func safeAdd(_ object: Any?) {"), "\(out)")
        #expect(out.contains("extension String {"), "\(out)")
    }

    @Test("uses on the Swift values find the category's members, in message and dot syntax")
    func uses() throws {
        let out = try port(body: Self.source)
        #expect(out.contains("if url?.type == LinkType.user && self.title?.isMarkdown() == true {"), "\(out)")
        #expect(out.contains("let parameters: [AnyHashable: Any] = url?.linkParameters() ?? [:]"), "\(out)")
        #expect(out.contains("let me: URL? = URL.userLinkWithLogin(\"me\")"), "\(out)")
        #expect(out.contains("return dict.safeValue(\"k\")"), "\(out)")
    }
}
