import Foundation

/// RAC equality: nils are equal, hashable values compare as AnyHashable, other objects by identity.
public func RACEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil):
        return true
    case (nil, _), (_, nil):
        return false
    case let (l?, r?):
        if let lh = l as? AnyHashable, let rh = r as? AnyHashable {
            return lh == rh
        }
        if type(of: l) is AnyClass, type(of: r) is AnyClass {
            return (l as AnyObject) === (r as AnyObject)
        }
        return false
    }
}
