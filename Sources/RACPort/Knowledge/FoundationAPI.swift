/// Foundation as Swift imports it (SE-0005 and the Foundation overlay's renames), written as data: the translation
/// passes look names up here instead of keeping lists of their own. `$0`, `$1`… stand for the arguments in order.
enum FoundationAPI {
    /// Foundation classes whose Swift name drops the prefix or becomes a value type.
    static let classNames: [String: String] = [
        "NSBundle": "Bundle", "NSFileManager": "FileManager", "NSThread": "Thread",
        "NSJSONSerialization": "JSONSerialization", "NSDateFormatter": "DateFormatter",
        "NSNumberFormatter": "NumberFormatter", "NSCalendar": "Calendar", "NSLocale": "Locale", "NSTimeZone": "TimeZone",
        "NSProcessInfo": "ProcessInfo", "NSOperationQueue": "OperationQueue", "NSURLSession": "URLSession",
        "NSURLRequest": "URLRequest", "NSMutableURLRequest": "URLRequest", "NSValueTransformer": "ValueTransformer",
        "NSCharacterSet": "CharacterSet", "NSIndexPath": "IndexPath", "NSNotificationCenter": "NotificationCenter",
        "NSUserDefaults": "UserDefaults", "NSRunLoop": "RunLoop", "NSTimer": "Timer", "NSDate": "Date", "NSURL": "URL",
        "NSUUID": "UUID", "NSData": "Data", "NSMutableData": "Data", "NSIndexSet": "IndexSet",
        "NSDateComponents": "DateComponents", "NSURLComponents": "URLComponents", "NSOperation": "Operation",
        "NSBlockOperation": "BlockOperation", "NSHTTPURLResponse": "HTTPURLResponse", "NSURLResponse": "URLResponse",
        "NSNotification": "Notification", "NSKeyedArchiver": "NSKeyedArchiver", "NSString": "String",
        "NSMutableString": "String",
    ]

    /// Class members read as properties in Swift: `Class selector` → Swift expression.
    static let classProperties: [String: String] = [
        "NSBundle mainBundle": "Bundle.main", "NSFileManager defaultManager": "FileManager.default",
        "NSCalendar currentCalendar": "Calendar.current", "NSLocale currentLocale": "Locale.current",
        "NSTimeZone localTimeZone": "TimeZone.current", "NSTimeZone systemTimeZone": "TimeZone.current",
        "NSProcessInfo processInfo": "ProcessInfo.processInfo", "NSOperationQueue mainQueue": "OperationQueue.main",
        "NSOperationQueue currentQueue": "OperationQueue.current", "NSRunLoop mainRunLoop": "RunLoop.main",
        "NSRunLoop currentRunLoop": "RunLoop.current", "NSURLSession sharedSession": "URLSession.shared",
        "NSThread currentThread": "Thread.current", "NSThread mainThread": "Thread.main",
        "NSThread isMainThread": "Thread.isMainThread", "NSNotificationCenter defaultCenter": "NotificationCenter.default",
        "NSUserDefaults standardUserDefaults": "UserDefaults.standard", "NSDate date": "Date()",
        "NSCharacterSet whitespaceCharacterSet": "CharacterSet.whitespaces",
        "NSCharacterSet whitespaceAndNewlineCharacterSet": "CharacterSet.whitespacesAndNewlines",
        "NSCharacterSet newlineCharacterSet": "CharacterSet.newlines",
        "NSCharacterSet decimalDigitCharacterSet": "CharacterSet.decimalDigits",
        "NSJSONSerialization class": "JSONSerialization.self",
    ]

    /// Instance messages with a Swift spelling of their own: selector → member template after the receiver, or a
    /// whole expression where `$r` stands for the receiver (NSString's path methods, which Swift's String lacks on
    /// Apple platforms, go through NSString).
    static let instanceMembers: [String: String] = [
        "capitalizedString": ".capitalized",
        "stringByTrimmingCharactersInSet:": ".trimmingCharacters(in: $0)",
        "componentsSeparatedByString:": ".components(separatedBy: $0)",
        "stringByReplacingOccurrencesOfString:withString:": ".replacingOccurrences(of: $0, with: $1)",
        "stringByAppendingPathComponent:": "($r as NSString).appendingPathComponent($0)",
        "integerForKey:": ".integer(forKey: $0)", "boolForKey:": ".bool(forKey: $0)",
        "doubleForKey:": ".double(forKey: $0)", "floatForKey:": ".float(forKey: $0)",
        "stringForKey:": ".string(forKey: $0)", "arrayForKey:": ".array(forKey: $0)",
        "dictionaryForKey:": ".dictionary(forKey: $0)", "dataForKey:": ".data(forKey: $0)",
        "setInteger:forKey:": ".set($0, forKey: $1)", "setBool:forKey:": ".set($0, forKey: $1)",
        "setDouble:forKey:": ".set($0, forKey: $1)", "setFloat:forKey:": ".set($0, forKey: $1)",
        "setValue:forKey:": ".setValue($0, forKey: $1)", "registerDefaults:": ".register(defaults: $0)",
        "removeObjectForKey:": ".removeObject(forKey: $0)", "synchronize": ".synchronize()",
        "postNotificationName:object:": ".post(name: NSNotification.Name($0), object: $1)",
        "postNotificationName:object:userInfo:": ".post(name: NSNotification.Name($0), object: $1, userInfo: $2)",
        "rac_addObserverForName:object:": ".rac_addObserverForName(NSNotification.Name($0), object: $1)",
        "insertObject:atIndex:": ".insert($0, at: $1)", "removeObjectAtIndex:": ".remove(at: $0)",
        "removeFirstObject": ".removeFirst()",
        "addEntriesFromDictionary:": ".merge($0) { _, new in new }",
        "stringFromDate:": ".string(from: $0)", "dateFromString:": ".date(from: $0)",
        "stringFromNumber:": ".string(from: $0)", "numberFromString:": ".number(from: $0)",
        "timeIntervalSinceDate:": ".timeIntervalSince($0)", "timeIntervalSinceNow": ".timeIntervalSinceNow",
        "timeIntervalSince1970": ".timeIntervalSince1970", "dateByAddingTimeInterval:": ".addingTimeInterval($0)",
        "compare:": ".compare($0)", "absoluteString": ".absoluteString", "lastPathComponent": ".lastPathComponent",
        "pathExtension": ".pathExtension", "URLByAppendingPathComponent:": ".appendingPathComponent($0)",
        "dataUsingEncoding:": ".data(using: $0)", "invalidate": ".invalidate()",
        "resume": ".resume()", "cancel": ".cancel()",
        "dataTaskWithURL:completionHandler:": ".dataTask(with: $0, completionHandler: $1)",
        "dataTaskWithRequest:completionHandler:": ".dataTask(with: $0, completionHandler: $1)",
        "pathForResource:ofType:": ".path(forResource: $0, ofType: $1)",
        "pathForResource:ofType:inDirectory:": ".path(forResource: $0, ofType: $1, inDirectory: $2)",
        "attributedSubstringFromRange:": ".attributedSubstring(from: $0)",
        "URLForResource:withExtension:": ".url(forResource: $0, withExtension: $1)",
        "localizedCaseInsensitiveContainsString:": ".localizedCaseInsensitiveContains($0)",
        "uppercaseString": ".uppercased()", "lowercaseString": ".lowercased()",
        "appendString:": ".append($0)",
        "substringFromIndex:": ".dropFirst($0).description", "substringToIndex:": ".prefix($0).description",
        "stringByDeletingLastPathComponent": "($r as NSString).deletingLastPathComponent",
        "stringByDeletingPathExtension": "($r as NSString).deletingPathExtension",
        "stringByAddingPercentEscapesUsingEncoding:": ".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)",
        "stringByRemovingPercentEncoding": ".removingPercentEncoding",
        "removeAllObjects": ".removeAll()", "removeLastObject": ".removeLast()",
        "longLongValue": ".int64Value",
        "caseInsensitiveCompare:": ".caseInsensitiveCompare($0)",
        "localizedCaseInsensitiveCompare:": ".localizedCaseInsensitiveCompare($0)",
        "localizedCompare:": ".localizedCompare($0)", "localizedStandardCompare:": ".localizedStandardCompare($0)",
        "sortedArrayUsingComparator:": "($r as NSArray).sortedArray(comparator: $0)",
        "arrayByAddingObject:": "($r + [$0])", "arrayByAddingObjectsFromArray:": "($r + $0)",
        "rangeOfString:": "($r as NSString).range(of: $0)", "substringWithRange:": "($r as NSString).substring(with: $0)",
        "rangeAtIndex:": ".range(at: $0)", "addCharactersInString:": ".addCharacters(in: $0)",
        "firstMatchInString:options:range:": ".firstMatch(in: $0, options: [], range: $2)",
        "containsObject:": ".contains($0)",
        "allKeys": "Array($r.keys)", "allValues": "Array($r.values)",
        "infoDictionary": ".infoDictionary", "bundleIdentifier": ".bundleIdentifier",
        "objectForInfoDictionaryKey:": ".object(forInfoDictionaryKey: $0)",
    ]

    /// Formatter messages that answered nil for a nil argument: an optional argument is mapped through them.
    static let mappedArguments: Set<String> = ["stringFromDate:", "dateFromString:", "stringFromNumber:", "numberFromString:"]

    /// NSString's comparison selectors, which `sortedArrayUsingSelector:` names.
    static let stringComparisons: Set<String> = [
        "localizedCompare:", "localizedStandardCompare:", "caseInsensitiveCompare:", "localizedCaseInsensitiveCompare:",
    ]

    /// Instance messages whose arguments Swift declares as non-optional Strings: a nil one reads as empty.
    static let stringArguments: Set<String> = [
        "caseInsensitiveCompare:", "localizedCaseInsensitiveCompare:", "localizedCompare:", "localizedStandardCompare:",
    ]

    /// Class messages with a Swift spelling: `Class selector` → template (`$0`… the arguments in order). An entry
    /// whose selector ends in `error:` applies only when the caller passed nil there: Swift throws instead, and
    /// `try?` then drops exactly what the caller ignored.
    static let classMembers: [String: String] = [
        "NSURL URLWithString:": "URL(string: $0)", "NSURL fileURLWithPath:": "URL(fileURLWithPath: $0)",
        "NSURLRequest requestWithURL:": "URLRequest(url: $0)", "NSMutableURLRequest requestWithURL:": "URLRequest(url: $0)",
        "NSMutableDictionary dictionaryWithCapacity:": "[:]", "NSMutableSet set": "Set<AnyHashable>()",
        "NSSet set": "Set<AnyHashable>()", "NSSet setWithArray:": "Set($0.compactMap { element in element as? AnyHashable })",
        "NSMutableSet setWithArray:": "Set($0.compactMap { element in element as? AnyHashable })", "NSIndexPath indexPathForRow:inSection:": "IndexPath(row: $0, section: $1)",
        "NSIndexPath indexPathForItem:inSection:": "IndexPath(item: $0, section: $1)",
        "NSString string": "\"\"", "NSMutableString string": "\"\"",
        "NSKeyedUnarchiver unarchiveObjectWithData:": "NSKeyedUnarchiver.unarchiveObject(with: $0)",
        "NSKeyedUnarchiver unarchiveObjectWithFile:": "NSKeyedUnarchiver.unarchiveObject(withFile: $0)",
        "NSKeyedArchiver archivedDataWithRootObject:": "NSKeyedArchiver.archivedData(withRootObject: $0)",
    ]

    /// Messages that fill an `NSError **` out-parameter (their last), as Swift's throwing call: `Class selector` or
    /// `selector` → (the call, after the receiver for an instance message; the Swift result type). A `Bool` result
    /// is whether the call did not throw; any other is nil when it threw.
    static let throwingMembers: [String: (call: String, result: String)] = [
        "NSJSONSerialization JSONObjectWithData:options:error:": ("JSONSerialization.jsonObject(with: $0)", "Any?"),
        "NSJSONSerialization dataWithJSONObject:options:error:": ("JSONSerialization.data(withJSONObject: $0)", "Data?"),
        "removeItemAtPath:error:": (".removeItem(atPath: $0)", "Bool"),
        "removeItemAtURL:error:": (".removeItem(at: $0)", "Bool"),
        "createDirectoryAtPath:withIntermediateDirectories:attributes:error:":
            (".createDirectory(atPath: $0, withIntermediateDirectories: $1, attributes: $2)", "Bool"),
        "contentsOfDirectoryAtPath:error:": (".contentsOfDirectory(atPath: $0)", "[String]?"),
        "attributesOfItemAtPath:error:": (".attributesOfItem(atPath: $0)", "[FileAttributeKey: Any]?"),
        "writeToFile:atomically:encoding:error:": (".write(toFile: $0, atomically: $1, encoding: $2)", "Bool"),
        "NSString stringWithContentsOfFile:encoding:error:": ("String(contentsOfFile: $0, encoding: $1)", "String?"),
        "NSString stringWithContentsOfURL:encoding:error:": ("String(contentsOf: $0, encoding: $1)", "String?"),
    ]

    /// The selectors of `throwingMembers`, without their classes.
    static let throwingSelectors = Set(throwingMembers.keys.map { $0.split(separator: " ").last.map(String.init) ?? $0 })

    /// Class messages whose Swift spelling is an initializer of one argument that Swift declares non-optional:
    /// given an optional, the optional is mapped through it (`+[NSURL URLWithString:nil]` answered nil; a request
    /// for a URL that did not parse is no request).
    static let failableInitializers: Set<String> = [
        "NSURL URLWithString:", "NSURLRequest requestWithURL:", "NSMutableURLRequest requestWithURL:",
    ]

    /// `isKindOfClass:` of a Foundation class that is a Swift value type here → the Swift type to test for
    /// (JSON parsed on Linux is made of Swift arrays and dictionaries, which are not NSArray instances there).
    static let kindTests: [String: String] = [
        "NSArray": "[Any]", "NSMutableArray": "[Any]", "NSDictionary": "[AnyHashable: Any]",
        "NSMutableDictionary": "[AnyHashable: Any]", "NSString": "String", "NSMutableString": "String",
    ]

    /// Scalar members of Foundation values, by `Type member` (the UIKit additions to IndexPath included).
    static let scalarMembers: [String: String] = [
        "IndexPath section": "Int", "IndexPath row": "Int", "IndexPath item": "Int", "IndexPath length": "Int",
    ]

    /// Copies that Swift's value types make by assignment: `[array mutableCopy]` is the array itself.
    static let valueCopies: Set<String> = ["copy", "mutableCopy"]

    /// Instance messages whose first argument is a number (an `NS_ENUM` value passes its raw value).
    static let numberArguments: Set<String> = ["setInteger:forKey:", "setDouble:forKey:", "setFloat:forKey:"]

    /// Constants spelled differently in Swift.
    static let constants: [String: String] = [
        "NSUTF8StringEncoding": "String.Encoding.utf8", "NSNotFound": "NSNotFound",
        "NSOrderedAscending": "ComparisonResult.orderedAscending",
        "NSOrderedDescending": "ComparisonResult.orderedDescending", "NSOrderedSame": "ComparisonResult.orderedSame",
        "DISPATCH_TIME_NOW": "DispatchTime.now()", "NSEC_PER_SEC": "1_000_000_000", "NSEC_PER_MSEC": "1_000_000",
        "M_PI": "Double.pi", "CGFLOAT_MAX": "CGFloat.greatestFiniteMagnitude", "NSIntegerMax": "Int.max",
        "NSURLRequestReloadIgnoringLocalCacheData": "URLRequest.CachePolicy.reloadIgnoringLocalCacheData",
        "NSURLRequestUseProtocolCachePolicy": "URLRequest.CachePolicy.useProtocolCachePolicy",
        "NSURLRequestReturnCacheDataElseLoad": "URLRequest.CachePolicy.returnCacheDataElseLoad",
        "NSURLRequestReturnCacheDataDontLoad": "URLRequest.CachePolicy.returnCacheDataDontLoad",
        "CGRectZero": "CGRect.zero", "CGSizeZero": "CGSize.zero", "CGPointZero": "CGPoint.zero",
        "NSIntegerMin": "Int.min", "NSUIntegerMax": "Int.max", "INT_MAX": "Int(Int32.max)", "DBL_MAX": "Double.greatestFiniteMagnitude",
    ]

    /// C functions and macros whose arguments are numbers: nil-messaged operands read as 0, as in C.
    static let numericFunctions: Set<String> = ["MIN", "MAX", "ABS", "fabs", "floor", "ceil", "round", "sqrt", "pow"]

    /// C functions and macros with a Swift spelling: name → (argument count, template).
    static let functions: [String: (arguments: Int, template: String)] = [
        "MIN": (2, "min($0, $1)"), "MAX": (2, "max($0, $1)"), "ABS": (1, "abs($0)"), "fabs": (1, "abs($0)"),
        "floor": (1, "floor($0)"), "ceil": (1, "ceil($0)"), "round": (1, "($0).rounded()"), "sqrt": (1, "sqrt($0)"),
        "pow": (2, "pow($0, $1)"), "NSStringFromClass": (1, "String(describing: $0)"),
        "NSStringFromSelector": (1, "$0"), "NSSelectorFromString": (1, "$0"),
        "NSLocalizedString": (2, "NSLocalizedString($0, comment: $1)"),
        "arc4random_uniform": (1, "Int.random(in: 0..<Int($0))"),
        "CGRectMake": (4, "CGRect(x: $0, y: $1, width: $2, height: $3)"), "CGSizeMake": (2, "CGSize(width: $0, height: $1)"),
        "CGPointMake": (2, "CGPoint(x: $0, y: $1)"), "CGRectGetWidth": (1, "$0.width"), "CGRectGetHeight": (1, "$0.height"),
        "CGRectGetMinX": (1, "$0.minX"), "CGRectGetMinY": (1, "$0.minY"), "CGRectGetMaxX": (1, "$0.maxX"),
        "CGRectGetMaxY": (1, "$0.maxY"), "CGRectGetMidX": (1, "$0.midX"), "CGRectGetMidY": (1, "$0.midY"),
    ]
}
