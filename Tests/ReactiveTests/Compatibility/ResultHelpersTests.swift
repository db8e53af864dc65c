import Testing
@testable import Reactive

@Suite("2.14 Result helpers reachable through @testable import, as ReactiveSwift's specs use them")
struct ResultHelpersTests {
    @Test("Result(success:), Result(failure:), .value and .error")
    func resultHelpers() {
        let success = Result<Int, TestError>(success: 1)
        let failure = Result<Int, TestError>(failure: .first)
        #expect(success.value == 1)
        #expect(success.error == nil)
        #expect(failure.value == nil)
        #expect(failure.error == .first)
    }
}
