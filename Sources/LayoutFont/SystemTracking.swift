/// Apple's tracking for the system font at a point size (HIG, Typography → Tracking values, iOS):
/// the "iOS, iPadOS, visionOS tracking values" table for SF Pro in Apple's Human Interface
/// Guidelines, https://developer.apple.com/design/human-interface-guidelines/typography
/// (section "Tracking values"; the page revision with the change log entry of December 16, 2025).
/// In a running app the system font applies this tracking by itself at every point size.
///
/// The table lists 64 sizes: every size from 6 to 54 pt, then 56–72 pt in steps of 2, 76, and
/// 80–96 pt in steps of 4 (tracking 0 from 80 pt on). Each row has two columns, both kept here:
/// tracking in 1/1000 em (an integer) and tracking in points (two decimals).
///
/// Read from two independent copies of the table:
/// - github.com/6639835/apple-hig, `foundations/human-interface-guidelines-Typography/
///   human-interface-guidelines-Typography_1769620211319.md` (commit b9bb27bc): the whole HIG page
///   as published, both columns, 6–96 pt;
/// - github.com/charliecm/figma-fix-sf, `code.ts` (commit b5b5a727): a Figma plugin that applies
///   "Apple's official tracking table", the 1/1000 em column for 6–80 pt.
/// They agree on every 1/1000 em value (a further unnamed copy of the HIG tables does too).
///
/// Where sources disagree:
/// - 52 and 53 pt, points column: the HIG's iOS table (and a Figma plugin that copies it) reads
///   +0.33 at 52 and +0.31 at 53; the same page's macOS and tvOS tables, otherwise identical, read
///   +0.31 and +0.33 (a swap). The iOS reading is used here; both rows are +6/1000 em.
/// - Within the table, the two columns differ by more than their rounding at 21 pt (−18/1000 em
///   is −0.378 pt, the table says −0.36), 40 pt (+10 → 0.40, table 0.37), 48 pt (+8 → 0.384,
///   table 0.35) and 56 pt (+6 → 0.336, table 0.30). Elsewhere the points column is the 1/1000 em
///   value times the size to within rounding, and finer (e.g. 17 pt: −26/1000 em would be
///   −0.442 pt; the table's −0.43 is what Apple's design kits use).
enum SystemTracking {
    /// Tracking in points at `size`: the table's value at the nearest size listed (linear between listed sizes; below the first / above the last: the end values in 1/1000 em scaled by size).
    ///
    /// At a listed size this is the table's points column; between two listed sizes, the straight
    /// line between their points values. Below 6 pt it is 41/1000 em × size, above 96 pt
    /// 0/1000 em × size (that is, 0). A size that is not finite, or not above 0, gets 0.
    static func points(atSize size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let first = Double(sizes[0])
        let last = Double(sizes[sizes.count - 1])
        if size < first { return Double(em1000[0]) * size / 1000 }
        if size > last { return Double(em1000[em1000.count - 1]) * size / 1000 }
        // The first listed size at or above `size` (the table is short and ascending).
        var upper = 0
        while Double(sizes[upper]) < size { upper += 1 }
        let high = Double(sizes[upper])
        let highPoints = Double(hundredthsOfPoint[upper]) / 100
        if high == size || upper == 0 { return highPoints }
        let low = Double(sizes[upper - 1])
        let lowPoints = Double(hundredthsOfPoint[upper - 1]) / 100
        return lowPoints + (highPoints - lowPoints) * (size - low) / (high - low)
    }

    /// The sizes the table lists, in points, ascending.
    private static let sizes: [Int] = [
        6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
        22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37,
        38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53,
        54, 56, 58, 60, 62, 64, 66, 68, 70, 72, 76, 80, 84, 88, 92, 96,
    ]

    /// Tracking in 1/1000 em at each of `sizes` (the table's "Tracking (1/1000 em)" column).
    private static let em1000: [Int] = [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24, -23, -18,
        -12, -4, 3, 6, 8, 11, 14, 14, 14, 13, 13, 12, 12, 11, 10, 10,
        10, 10, 10, 9, 9, 9, 8, 8, 8, 8, 8, 7, 7, 7, 6, 6,
        6, 6, 5, 4, 4, 4, 3, 2, 2, 2, 1, 0, 0, 0, 0, 0,
    ]

    /// Tracking in 1/100 pt at each of `sizes` (the table's "Tracking (points)" column × 100).
    private static let hundredthsOfPoint: [Int] = [
        24, 23, 21, 17, 12, 6, 0, -8, -15, -23, -31, -43, -44, -45, -45, -36,
        -26, -10, 7, 15, 22, 29, 38, 40, 40, 39, 41, 40, 40, 38, 37, 36,
        37, 38, 37, 36, 37, 38, 37, 35, 36, 37, 35, 33, 34, 35, 33, 31,
        32, 30, 28, 26, 24, 22, 19, 17, 14, 14, 7, 0, 0, 0, 0, 0,
    ]
}
