extension RandomAccessCollection {
    /// The index of the first element for which `isBefore` is false, in a collection where every
    /// element for which it is true comes first (a binary search: `endIndex` when there is none).
    /// What the stages that keep sorted tables look things up by: the incremental analysis's
    /// tokens, tags, facts and findings by offset or node.
    @inlinable
    package func partitionPoint(where isBefore: (Element) -> Bool) -> Index {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = index(low, offsetBy: distance(from: low, to: high) / 2)
            if isBefore(self[middle]) { low = index(after: middle) } else { high = middle }
        }
        return low
    }
}
