#if os(Linux)
// Swift Testing declares a cross-import overlay with UIKit (`_Testing_UIKit`, Apple only) that a file importing
// both asks for, which fails on Linux; so the UIKit snippet tests get UIKit (the stand-in) from this file.
@_exported import UIKit
#endif
