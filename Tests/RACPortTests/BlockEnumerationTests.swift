import RACPort
import Testing

/// `enumerateObjectsUsingBlock:` as the loop it is (issue #30: 32 such blocks of real apps were flagged for their
/// `BOOL *stop` parameter).
@Suite("idioms: block enumeration as a loop")
struct BlockEnumerationTests {
    @Test("every element is visited and cast, the index counts them all, *stop ends the loop after the block, return continues")
    func enumeration() throws {
        let out = try port(body: """
            @interface Item : NSObject
            @property (nonatomic, copy) NSString *name;
            @end
            @implementation Model
            - (NSInteger)find:(NSArray *)items name:(NSString *)name {
                __block NSInteger found = -1;
                [items enumerateObjectsUsingBlock:^(Item *item, NSUInteger idx, BOOL *stop) {
                    if ([item.name isEqualToString:name]) {
                        found = idx;
                        *stop = YES;
                        return;
                    }
                    NSLog(@"%@", item.name);
                }];
                [items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
                    NSLog(@"%@", obj);
                }];
                return found;
            }
            @end
            """)
        #expect(out.contains("""
                    do {
                        var stop = false
                        var idx: Int = -1
                        for item in items {
                            if stop {
                                break
                            }
                            idx += 1
                            let item: Item? = (item as? Item)
                            if ((item?.name).map { $0 == name } ?? false) {
                                found = idx
                                stop = true
                                continue
                            }
            """), "\(out)")
        #expect(out.contains("        for obj in items {\n            print(\"\\(obj)\")\n        }"), "\(out)")
        #expect(!out.contains("rac-port: block parameter"), "\(out)")
    }
}
