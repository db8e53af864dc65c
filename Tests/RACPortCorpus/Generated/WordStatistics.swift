import Foundation
import RACLegacy

final class WordStatistics {
    func longWords(_ words: [Any], minimumLength length: Int) -> [Any] {
        return words.rac_sequence.filter { word in
            let word = word as? String
            return (word?.count ?? 0) >= length
        }.map { word in
            let word = word as? String
            return word?.uppercased()
        }.array
    }

    func totalLength(_ words: [Any]) -> NSNumber? {
        return words.rac_sequence.map { word in
            let word = word as? String
            return word?.count ?? 0
        }.foldLeftWithStart(
            0,
            reduce: { sum, length in
                let sum = sum as? NSNumber
                let length = length as? NSNumber
                return (sum?.intValue ?? 0) + (length?.intValue ?? 0)
            }) as? NSNumber
    }

    func shoutedSignal(_ words: [Any]) -> RACSignal {
        return words.rac_sequence.map { word in
            let word = word as? String
            return (word ?? "") + "!"
        }.signalWithScheduler(RACScheduler.immediateScheduler())
    }
}
