import RACPort
import Testing

/// A view model over a model passed to its superclass (ReactiveViewModel's `initWithModel:`), as real apps wrote
/// it (issue #30): the subclass re-declares `model` with its model class, and reads a model's property through
/// an untyped collection.
@Suite("idioms: a re-declared superclass property, id reads, C time types")
struct HierarchyIdiomTests {
    static let source = """
        @interface BaseViewModel : NSObject
        - (instancetype)initWithModel:(id)model;
        @property (nonatomic, strong, readonly) id model;
        @end
        @implementation BaseViewModel
        - (instancetype)initWithModel:(id)model {
            self = [super init];
            if (self == nil) return nil;
            _model = model;
            return self;
        }
        @end
        @interface Step : NSObject
        @property (nonatomic, copy) NSString *name;
        @property (nonatomic, assign) int32_t duration;
        @end
        @implementation Step
        @end
        @interface Recipe : NSObject
        @property (nonatomic, copy) NSString *name;
        @property (nonatomic, strong) NSArray *steps;
        @end
        @implementation Recipe
        @end
        @interface TimerViewModel : BaseViewModel
        @property (nonatomic, readonly) NSString *nextName;
        @end
        @interface TimerViewModel ()
        @property (nonatomic, strong) Recipe *model;
        @property (nonatomic, strong) NSString *nextName;
        @property (nonatomic, assign) CFTimeInterval remaining;
        @end
        @implementation TimerViewModel
        - (instancetype)initWithModel:(id)model {
            self = [super initWithModel:model];
            if (self == nil) return nil;
            self.remaining = [(Step *)[self.model.steps objectAtIndex:0] duration];
            self.nextName = [[self.model.steps objectAtIndex:1] name];
            return self;
        }
        @end
        """

    @Test("the re-declared property is the superclass's, read as the narrower class; CFTimeInterval is TimeInterval")
    func redeclaredModel() throws {
        let out = try port(body: Self.source)
        #expect(out.contains("@RACObservable var remaining: TimeInterval = 0") || out.contains("var remaining: TimeInterval = 0"), "\(out)")
        #expect(!out.contains("var model: Recipe"), "\(out)")
        #expect(out.contains("self.remaining = TimeInterval(((self.model as? Recipe)?.steps[0] as? Step)?.duration ?? 0)"), "\(out)")
    }

    @Test("a property read sent to id tries the model classes declaring it, with a note above the statement")
    func idPropertyRead() throws {
        let out = try port(body: Self.source)
        #expect(out.contains("// rac-port: note: message to an id value read as the property of Recipe or Step\n"), "\(out)")
        #expect(out.contains("{ (object: Any?) in ((object as? Recipe)?.name ?? (object as? Step)?.name) }("), "\(out)")
        #expect(!out.contains("cast it to its class first"), "\(out)")
    }

    @Test("RACChannelTo and RAC() of a narrowed (optional) target: a channel to nothing, a binding only when there is one")
    func macrosOnOptionalTargets() throws {
        let out = try port(body: Self.source.replacingOccurrences(of: """
                self.nextName = [[self.model.steps objectAtIndex:1] name];
            """, with: """
                self.nextName = [[self.model.steps objectAtIndex:1] name];
                RACChannelTo(self, nextName) = RACChannelTo(self.model, name);
                RAC(self.model, name) = RACObserve(self, nextName);
            """))
        #expect(out.contains("RAC[channel: self, \\.nextName] = ((self.model as? Recipe).map { RACChannelTo($0, \\.name) } ?? RACChannel().followingTerminal)"), "\(out)")
        #expect(out.contains("if let target = (self.model as? Recipe) {\n            RAC[target, \\.name] = RACObserve(self, \\.nextName)\n        }"), "\(out)")
    }
}
