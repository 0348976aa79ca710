import Foundation
import Testing
@testable import LayoutEngine

/// `NodeFrames` and `NodeProposals` store optional frames and proposals as plain numbers with
/// markers: every value a pass can write must read back as written, `nil` included.
@Suite struct ResultTablesTests {
    @Test func framesReadBackAsWrittenAndNilKeepsTheSize() {
        var frames = NodeFrames(count: 3)
        #expect(Array(frames) == [nil, nil, nil])
        frames[0] = CGRect(x: -4.5, y: 0, width: 0, height: 0)
        frames[2] = CGRect(x: 1e300, y: -1e-300, width: 7, height: 3)
        #expect(frames[0] == CGRect(x: -4.5, y: 0, width: 0, height: 0))
        #expect(frames[1] == nil)
        #expect(frames[2] == CGRect(x: 1e300, y: -1e-300, width: 7, height: 3))
        // Not laid out any more, but the size the pass keeps there stays.
        frames[2] = nil
        #expect(frames[2] == nil)
        #expect(frames.storedSize(at: 2) == CGSize(width: 7, height: 3))
        #expect(frames.count == 3)
    }

    @Test func framesCompareByWhatTheyRead() {
        var sized = NodeFrames(unplacedWithSizes: [CGSize(width: 10, height: 20), .zero])
        // Unplaced nodes compare equal whatever size they keep.
        #expect(sized == NodeFrames([nil, nil]))
        sized[0] = CGRect(x: 1, y: 2, width: 10, height: 20)
        #expect(sized == NodeFrames([CGRect(x: 1, y: 2, width: 10, height: 20), nil]))
        #expect(sized != NodeFrames([CGRect(x: 1, y: 2, width: 10, height: 21), nil]))
    }

    @Test func proposalsKeepNilInfinityAndZeroApart() {
        let values: [ProposedViewSize?] = [
            nil, .unspecified, .zero, .infinity, ProposedViewSize(width: nil, height: 0), ProposedViewSize(width: .infinity, height: nil),
            ProposedViewSize(width: 1000, height: 0.1),
        ]
        let stored = NodeProposals(values)
        #expect(Array(stored) == values)
        var written = NodeProposals(count: values.count)
        for (index, value) in values.enumerated() { written[index] = value }
        #expect(written == stored)
        written[3] = nil
        #expect(written[3] == nil)
    }
}
