import Foundation

/// The range of numbers a layout may contain. Lengths, offsets and finite proposals are at most
/// `maxLength` in magnitude, so that every sum or product the engine forms over a tree of at most
/// a few million nodes stays finite, and every count fits an `Int` with room to spare. The
/// checker and the command line enforce these; the engine still clamps what custom layouts do.
public enum NumericLimits {
    /// The largest length, offset or finite proposal: 10⁹ points.
    public static let maxLength: CGFloat = 1_000_000_000
    /// The largest count of columns, spanned columns or lines a layout may ask for.
    public static let maxCount = 10_000

    /// `value` rounded down to an `Int`, saturating instead of trapping: NaN and negatives give 0,
    /// values beyond `Int.max` give `Int.max`.
    @inline(__always)
    public static func count(_ value: Double) -> Int {
        guard value > 0 else { return 0 }
        return value < 9.2e18 ? Int(value) : Int.max
    }
}
