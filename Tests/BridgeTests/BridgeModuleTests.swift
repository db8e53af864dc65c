import Testing
@testable import Bridge
