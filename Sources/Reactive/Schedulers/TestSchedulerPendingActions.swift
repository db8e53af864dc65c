extension TestScheduler {
    /// The actions waiting for the virtual clock: a binary min-heap on (date, scheduling order), so that actions due
    /// at the same date run first-in first-out. Inserting and taking the first cost O(log n) comparisons.
    struct PendingActions {
        private var heap: [Entry] = []

        var isEmpty: Bool { heap.isEmpty }

        /// The action to run next, if any.
        var first: Entry? { heap.first }

        mutating func insert(_ entry: Entry) {
            heap.append(entry)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard precedes(child, parent) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        }

        /// Removes the action `first` returned; there must be one.
        mutating func removeFirst() {
            heap.swapAt(0, heap.count - 1)
            heap.removeLast()
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var earliest = parent
                if left < heap.count && precedes(left, earliest) { earliest = left }
                if right < heap.count && precedes(right, earliest) { earliest = right }
                if earliest == parent { return }
                heap.swapAt(parent, earliest)
                parent = earliest
            }
        }

        /// Whether the action at `a` runs before the one at `b`.
        private func precedes(_ a: Int, _ b: Int) -> Bool {
            OperationCount.add(1)
            let (dateA, dateB) = (heap[a].date, heap[b].date)
            return dateA == dateB ? heap[a].sequence < heap[b].sequence : dateA < dateB
        }
    }
}
