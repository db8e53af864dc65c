import Foundation
import RACLegacy

final class TextLabel {
    var text: String? = nil
}
