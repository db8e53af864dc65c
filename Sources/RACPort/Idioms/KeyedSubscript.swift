/// Objective-C's subscripting methods, `-objectForKeyedSubscript:` and `-setObject:forKeyedSubscript:` (and their
/// indexed twins), let code write `params[@"page"] = @1` on an object. Swift reaches those methods only by name, so
/// a class that implements them also gets the `subscript` that calls them.
extension ClassTranslator {
    func keyedSubscripts(_ info: ClassInfo) -> [SwiftNode] {
        var nodes: [SwiftNode] = []
        for (getter, setter, setterLabel) in [("objectForKeyedSubscript:", "setObject:forKeyedSubscript:", "forKeyedSubscript"),
                                             ("objectAtIndexedSubscript:", "setObject:atIndexedSubscript:", "atIndexedSubscript")] {
            guard let read = info.methods[getter], read.body != nil || read.parameters.count == 1,
                let key = read.parameters.first.flatMap({ TypeMapping.swiftType($0.type, use: .parameter) }),
                let value = TypeMapping.swiftType(read.returns, use: .returnValue)
            else { continue }
            let readName = String(getter.dropLast())
            var accessors: [SwiftNode] = [.line("get { self.\(readName)(key) }")]
            if let write = info.methods[setter], write.parameters.count == 2 {
                // The setter may type the key otherwise (`id<NSCopying>`): the key is cast to its type.
                let setterKey = TypeMapping.swiftType(write.parameters[1].type, use: .parameter)
                let keyText = setterKey.map { type in
                    type.name == key.name ? "key" : "key as\(type.optionality == .none ? "!" : "?") \(type.name)"
                } ?? "key"
                accessors.append(.line("set { self.setObject(newValue, \(setterLabel): \(keyText)) }"))
            }
            nodes += [.group(open: "subscript(key: \(key.spelled)) -> \(value.spelled) {", body: accessors, close: "}"), .blank]
            context.translatedStatements += 1
        }
        return nodes
    }
}
