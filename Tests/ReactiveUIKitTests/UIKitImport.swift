// Swift Testing declares a cross-import overlay with UIKit (`_Testing_UIKit`, Apple only): a file importing both
// Testing and UIKit asks for it and fails on Linux. So no test file imports UIKit itself; this file re-exports it
// to the rest of the test module.
@_exported import UIKit
