/// Conversions between RACLegacy and Reactive.
import RACLegacy
import Reactive
