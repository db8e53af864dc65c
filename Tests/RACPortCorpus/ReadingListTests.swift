import Foundation
import RACLegacy
import Testing

@Suite("corpus: ReadingList and PanelController (nullability, generics, @onExit, statement expressions, outlets)")
struct ReadingListTests {
    @Test("the list starts at its first title; sizes sends the count now and after each addition (@onExit runs last)")
    func sizesAndTitles() {
        let list = ReadingList(titles: ["Dune", "Emma"])
        let log = EventLog()
        onImmediateScheduler { log.record(list.sizes) }
        #expect(list.currentTitle == "Dune")
        list.addTitle("Ulysses")
        list.addTitle("Beloved")
        #expect(list.titles == ["Dune", "Emma", "Ulysses", "Beloved"])
        #expect(log.events == ["2", "3", "4"])
    }

    @Test("advance wraps around (a statement expression and a comma expression), titleAtIndex is nil out of range")
    func advanceWraps() {
        let list = ReadingList(titles: ["A", "B"])
        list.advance()
        #expect(list.position == 1 && list.currentTitle == "B")
        list.advance()
        #expect(list.position == 0 && list.currentTitle == "A")
        #expect(list.titleAtIndex(2) == nil && list.titleAtIndex(-1) == nil && list.titleAtIndex(1) == "B")
        let empty = ReadingList(titles: [])
        empty.advance()
        #expect(empty.position == 0 && empty.currentTitle == nil)
    }

    @Test("the panel's outlets follow the list from viewDidLoad on, and its action advances the list")
    func panelBindings() {
        let list = ReadingList(titles: ["Dune", "Emma"])
        let panel = PanelController(list: list)
        let title = TextLabel()
        let count = TextLabel()
        panel.titleLabel = title
        panel.countLabel = count
        onImmediateScheduler { panel.viewDidLoad() }
        #expect(title.text == "Dune" && count.text == "2 titles")
        panel.nextTapped(nil)
        #expect(title.text == "Emma")
        list.addTitle("Ulysses")
        #expect(count.text == "3 titles")
        list.currentTitle = nil
        #expect(title.text == "(none)")
    }

    @Test("outlets are weak: a label released elsewhere is not kept by the panel")
    func weakOutlets() {
        let panel = PanelController(list: ReadingList(titles: ["A"]))
        weak var released: TextLabel?
        do {
            let label = TextLabel()
            panel.titleLabel = label
            released = label
        }
        #expect(released == nil && panel.titleLabel == nil)
    }
}
