import Testing
import Foundation
import RACLegacy
import RACLegacyUIKit

@Suite("UIKit text signals", .serialized) @MainActor struct TextTests {
    @Test("a text field's rac_textSignal sends the current text, then the text after each editing event, then completes at deinit")
    func textFieldSignal() {
        var field: UITextField? = UITextField()
        weak let released = field
        field!.text = "a"
        let recorder = Recorder()
        recorder.record(field!.rac_textSignal())
        field!.text = "ab"
        field!.sendActions(for: .editingChanged)
        field!.text = "abc"  // set in code: no event, as in UIKit
        field!.sendActions(for: .touchUpInside)
        field!.sendActions(for: .editingDidEnd)
        field = nil
        #expect(released == nil)
        #expect(recorder.events == [.next("a"), .next("ab"), .next("abc"), .completed])
    }

    @Test("rac_newTextChannel sends the text after each edit; text sent in is shown, nil as empty")
    func textFieldChannel() {
        var field: UITextField? = UITextField()
        field!.text = "start"
        let channel = field!.rac_newTextChannel()
        let recorder = Recorder()
        recorder.record(channel)
        field!.text = "typed"
        field!.sendActions(for: .editingChanged)
        channel.sendNext("from model")
        #expect(field!.text == "from model")
        channel.sendNext(nil)
        #expect(field!.text == "")
        field = nil
        #expect(recorder.events == [.next("typed"), .completed])
    }

    @Test("a text view's rac_textSignal sends the current text, then the text at each textDidChange, then completes at deinit")
    func textViewSignal() {
        var view: UITextView? = UITextView()
        weak let released = view
        let other = UITextView()
        view!.text = "one"
        let recorder = Recorder()
        recorder.record(view!.rac_textSignal())
        view!.text = "two"
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: view)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: other)
        view = nil
        #expect(released == nil)
        #expect(recorder.events == [.next("one"), .next("two"), .completed])
    }
}
