import RACPort
import Testing

/// Foundation messages real view models send to values the port makes Swift values or metatypes (issue #30).
@Suite("idioms: class tests, sorting and keyed values")
struct FoundationValueTests {
    @Test("X.class in a kind test, isSubclassOfClass:, sortedArrayUsingSelector:, a dictionary's setValue:forKey:, an attributed string's length")
    func messages() throws {
        let out = try port(body: """
            @interface Model : NSObject
            @end
            @implementation Model
            - (void)run:(id)x cls:(Class)cls names:(NSArray *)names dict:(NSMutableDictionary *)dict text:(NSAttributedString *)text {
                if ([x isKindOfClass:NSString.class]) { NSLog(@"s"); }
                BOOL sub = [cls isSubclassOfClass:[Model class]];
                NSArray *sorted = [names sortedArrayUsingSelector:@selector(localizedStandardCompare:)];
                [dict setValue:@1 forKey:@"k"];
                NSUInteger n = text.length;
                NSUInteger m = [text length];
                id o = [NSKeyedUnarchiver unarchiveObjectWithFile:@"/tmp/x"];
            }
            @end
            """)
        #expect(out.contains("if (x is String) {"), "\(out)")
        #expect(out.contains("let sub: Bool = ((cls as? Model.Type) != nil)"), "\(out)")
        #expect(out.contains("let sorted: [Any] = names.map { $0 as? String ?? \"\" }.sorted {\n            $0.localizedStandardCompare($1) == .orderedAscending\n        }"), "\(out)")
        #expect(out.contains("dict[\"k\"] = 1"), "\(out)")
        #expect(out.contains("let n: Int = text.length") && out.contains("let m: Int = text.length"), "\(out)")
        #expect(out.contains("NSKeyedUnarchiver.unarchiveObject(withFile: \"/tmp/x\")"), "\(out)")
    }

    @Test("a set made from an array, a typed nil, CoreGraphics values from Float and NSNumber readings")
    func valuesFromC() throws {
        let out = try port(body: """
            @interface Model : NSObject
            @property (nonatomic, strong) NSArray *sizes;
            @end
            @implementation Model
            - (CGSize)sizeAt:(NSInteger)i scale:(float)f letters:(NSArray *)letters {
                NSSet *unique = [NSSet setWithArray:letters];
                NSArray *again = [unique allObjects];
                NSArray *dotted = unique.allObjects;
                NSArray *none = (NSArray *)nil;
                return CGSizeMake([self.sizes[i] floatValue], f * 2);
            }
            @end
            """)
        #expect(out.contains("Set(letters.compactMap { element in element as? AnyHashable })"), "\(out)")
        #expect(out.contains("let none: [Any] = []") && out.contains("let again: [Any] = Array(unique)")
                && out.contains("let dotted: [Any] = Array(unique)"), "\(out)")
        #expect(out.contains("width: CGFloat((self.sizes[i] as? NSNumber)?.floatValue ?? 0), height: CGFloat(f * 2))"), "\(out)")
    }
}
