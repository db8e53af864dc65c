/// The UIKit that ported view controllers use and RACLegacyUIKit covers, as Swift spells it, written as data: the
/// classes a translation may name (the rest of UIKit stays flagged), RAC 2's UIKit category members, the
/// `UIControlEvent…` constants and the properties UIKit reads with a getter name of their own.
enum UIKitAPI {
    /// UIKit classes translated as themselves (each has its RACLegacyUIKit categories, or is what they attach to).
    static let classes: Set<String> = [
        "UIResponder", "UIView", "UIScrollView", "UIViewController", "UIControl", "UIButton", "UITextField",
        "UITextView", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIDatePicker", "UIRefreshControl",
        "UILabel", "UIBarItem", "UIBarButtonItem", "UIGestureRecognizer", "UITapGestureRecognizer", "UITableViewCell",
        "UITableViewHeaderFooterView", "UICollectionReusableView",
    ]

    /// Methods of those classes that a subclass overrides (`- (void)viewDidLoad` → `override func viewDidLoad()`).
    static let overridable: Set<String> = [
        "viewDidLoad", "loadView", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:",
        "didReceiveMemoryWarning", "prepareForReuse", "awakeFromNib", "layoutSubviews",
    ]

    /// Category messages → the Swift member after the receiver (`$0`… the arguments in order).
    static let categoryMethods: [String: String] = [
        "rac_signalForControlEvents:": ".rac_signal(for: $0)", "rac_textSignal": ".rac_textSignal()",
        "rac_newTextChannel": ".rac_newTextChannel()", "rac_newOnChannel": ".rac_newOnChannel()",
        "rac_newValueChannelWithNilValue:": ".rac_newValueChannel(withNilValue: $0)",
        "rac_newSelectedSegmentIndexChannelWithNilValue:": ".rac_newSelectedSegmentIndexChannel(withNilValue: $0)",
        "rac_newDateChannelWithNilValue:": ".rac_newDateChannel(withNilValue: $0)",
        "rac_gestureSignal": ".rac_gestureSignal()",
    ]

    /// Category properties, read and assigned as properties (`button.rac_command = command`).
    static let categoryProperties: Set<String> = ["rac_command", "rac_returnCommand", "rac_prepareForReuseSignal"]

    /// UIKit properties whose Swift name is the getter's (`enabled` → `isEnabled`).
    static let propertyNames: [String: String] = [
        "enabled": "isEnabled", "hidden": "isHidden", "selected": "isSelected", "highlighted": "isHighlighted",
        "on": "isOn", "userInteractionEnabled": "isUserInteractionEnabled", "refreshing": "isRefreshing",
    ]

    /// `UIControlEvent…` constants → `UIControl.Event` members.
    static let controlEvents: [String: String] = {
        let names = ["TouchDown", "TouchDownRepeat", "TouchDragInside", "TouchDragOutside", "TouchDragEnter",
                     "TouchDragExit", "TouchUpInside", "TouchUpOutside", "TouchCancel", "ValueChanged",
                     "PrimaryActionTriggered", "EditingDidBegin", "EditingChanged", "EditingDidEnd",
                     "EditingDidEndOnExit", "AllTouchEvents", "AllEditingEvents", "AllEvents"]
        var table: [String: String] = [:]
        for name in names {
            table["UIControlEvent" + name] = "UIControl.Event." + name.prefix(1).lowercased() + name.dropFirst()
        }
        return table
    }()

    /// True when a translated file names UIKit: it imports UIKit and RACLegacyUIKit.
    static func isUsed(in text: TextSearch) -> Bool {
        // Every name below contains one of these: most files (view models, services) are ruled out in two scans.
        guard text.contains("UI") || text.contains("rac_") else { return false }
        return usageMarks.contains { text.contains(bytes: $0) }
    }

    /// What marks a file as using UIKit: a class named as a type (`: UIButton`) or an optional (`UIButton!`,
    /// `UIButton?`), a `UIControl.Event` member, or a category member.
    private static let usageMarks: [[UInt8]] =
        (classes.flatMap { [": \($0)", "\($0)!", "\($0)?"] } + ["UIControl.Event."] + categoryMembers).map { Array($0.utf8) }

    /// The category members as they appear in translated Swift (`.rac_textSignal(`, `.rac_command`).
    private static let categoryMembers: [String] =
        categoryMethods.values.map { String($0.prefix { $0 != "(" }) + "(" } + categoryProperties.map { "." + $0 }
}
