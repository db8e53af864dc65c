import Foundation
import RACLegacy
import Testing

@Suite("corpus: ProfileEditor")
struct ProfileEditorTests {
    @Test("the channel keeps draft and nickname equal both ways; the lifted selector validates each change")
    func channelAndLifting() {
        let scheduler = RACTestScheduler()
        let editor = scheduler.makeAsCurrentScheduler { ProfileEditor() }
        scheduler.stepAll()
        scheduler.performAsCurrentScheduler { editor.nickname = "al" }
        scheduler.stepAll()
        #expect(editor.draft == "al")
        #expect(editor.status == "too short")
        scheduler.performAsCurrentScheduler { editor.draft = "alice" }
        scheduler.stepAll()
        #expect(editor.nickname == "alice")
        #expect(editor.status == "ok")
    }

    @Test("RACTupleUnpack reads a tuple's elements, nil included")
    func tupleUnpack() {
        let editor = ProfileEditor()
        #expect(editor.describePair(RACTuplePack("a", 1)) == "a=1")
        #expect(editor.describePair(RACTuplePack("a", nil)) == "a=(null)")
    }

    @Test("the dealloc signal completes when the editor is released")
    func deallocSignal() {
        var editor: ProfileEditor? = ProfileEditor()
        var completed = false
        onImmediateScheduler {
            editor?.rac_willDeallocSignal().subscribeCompleted { completed = true }
        }
        editor = nil
        #expect(completed)
    }
}
