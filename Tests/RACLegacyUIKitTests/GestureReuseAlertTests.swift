import Testing
import RACLegacy
import RACLegacyUIKit

/// A cell reporting prepareForReuse by RACLegacy's selector-signal rule.
final class ReportingCell: UITableViewCell, RACObject {
    let rac_sentinel = RACObjectSentinel()

    override func prepareForReuse() {
        super.prepareForReuse()
        rac_selectorInvoked("prepareForReuse")
    }
}

final class ReportingHeader: UITableViewHeaderFooterView, RACObject {
    let rac_sentinel = RACObjectSentinel()

    override func prepareForReuse() {
        super.prepareForReuse()
        rac_selectorInvoked("prepareForReuse")
    }
}

final class ReportingSupplementary: UICollectionReusableView, RACObject {
    let rac_sentinel = RACObjectSentinel()

    override func prepareForReuse() {
        super.prepareForReuse()
        rac_selectorInvoked("prepareForReuse")
    }
}

@Suite("UIKit gestures, reuse and alerts", .serialized) @MainActor struct GestureReuseAlertTests {
    @Test("rac_gestureSignal sends the recognizer at each action and completes when it deinitializes")
    func gesture() {
        var recognizer: UITapGestureRecognizer? = UITapGestureRecognizer()
        weak let released = recognizer
        let recorder = Recorder()
        recorder.record(recognizer!.rac_gestureSignal()) { "\(($0 as! UIGestureRecognizer).state)" }
        recognizer!.standInRecognize(.ended)
        recognizer!.standInRecognize(.ended)
        recognizer = nil
        #expect(released == nil)
        #expect(recorder.events == [.next("ended"), .next("ended"), .completed])
    }

    @Test("disposing a gesture subscription removes its target")
    func gestureDisposal() {
        let recognizer = UITapGestureRecognizer()
        let recorder = Recorder()
        recorder.record(recognizer.rac_gestureSignal())
        recorder.stop()
        recognizer.standInRecognize(.ended)
        #expect(recorder.events.isEmpty)
    }

    @Test("rac_prepareForReuseSignal sends RACUnit at each reported reuse and completes at deinit, for all three views")
    func reuse() {
        var cell: ReportingCell? = ReportingCell(style: .default, reuseIdentifier: "cell")
        var header: ReportingHeader? = ReportingHeader(reuseIdentifier: "header")
        var supplementary: ReportingSupplementary? = ReportingSupplementary()
        weak let releasedCell = cell
        let recorder = Recorder()
        recorder.record(cell!.rac_prepareForReuseSignal)
        recorder.record(header!.rac_prepareForReuseSignal)
        recorder.record(supplementary!.rac_prepareForReuseSignal)
        cell!.prepareForReuse()
        header!.prepareForReuse()
        supplementary!.prepareForReuse()
        cell = nil
        header = nil
        supplementary = nil
        #expect(releasedCell == nil)
        let unit = Recorder.describe(RACUnit.defaultUnit())
        #expect(recorder.events == [.next(unit), .next(unit), .next(unit), .completed, .completed, .completed])
    }

    @Test("an alert controller's RAC buttons send their index when tapped; the signal completes at deinit")
    func alert() {
        var alert: UIAlertController? = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        weak let released = alert
        #expect(alert!.rac_addButton(withTitle: "Cancel", style: .cancel) == 0)
        #expect(alert!.rac_addButton(withTitle: "Delete", style: .destructive) == 1)
        let recorder = Recorder()
        recorder.record(alert!.rac_buttonClickedSignal())
        alert!.actions[1].standInTap()
        alert!.actions[0].standInTap()
        alert = nil
        #expect(released == nil)
        #expect(recorder.events == [.next("1"), .next("0"), .completed])
    }
}
