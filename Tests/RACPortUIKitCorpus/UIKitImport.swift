// A file importing both Testing and UIKit asks for Swift Testing's UIKit overlay, which exists only on Apple
// platforms: the tests see UIKit through this re-export instead.
@_exported import UIKit
