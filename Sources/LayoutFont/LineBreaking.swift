import Foundation

/// Where lines may break, after Unicode's line-breaking algorithm (UAX #14, rules LB4–LB31) over
/// the classes of grapheme clusters (a cluster has its first scalar's class, so LB9's combining
/// marks are already attached). What it leaves out, and so treats as LB31's "break anywhere else"
/// or "no break": the dictionary breaking of South East Asian scripts (SA never breaks inside a
/// run) and Hebrew's LB21a and 21b.
enum LineBreaking {
    /// Where a cluster stands in LB25's number pattern, `(PR|PO)? (OP|HY)? NU (NU|SY|IS)* (CL|CP)? (PR|PO)?`.
    enum NumberState {
        /// Not after the digits of a number.
        case outside
        /// After `NU (NU|SY|IS)*`: no break before NU, SY, IS, CL, CP, PO or PR.
        case digits
        /// After `NU (NU|SY|IS)* (CL|CP)`: no break before PO or PR.
        case closed

        /// The state after a cluster of class `a`.
        func after(_ a: LineBreakClass) -> NumberState {
            switch (self, a) {
            case (_, .nu), (.digits, .sy), (.digits, .infixSeparator): return .digits
            case (.digits, .cl), (.digits, .cp): return .closed
            default: return .outside
            }
        }
    }

    /// For each cluster, whether a line may (or must) break after it.
    static func opportunities(_ classes: [LineBreakClass]) -> [ShapedText.Break] {
        var result = [ShapedText.Break](repeating: .none, count: classes.count)
        var beforeSpaces = LineBreakClass.sp
        var number = NumberState.outside
        for index in classes.indices {
            let a = classes[index]
            if a != .sp { beforeSpaces = a }
            number = number.after(a)
            if mandatory.contains(a) {
                result[index] = .mandatory
                beforeSpaces = .sp
                continue
            }
            guard index + 1 < classes.count else { continue }
            let b = classes[index + 1]
            let afterB = index + 2 < classes.count ? classes[index + 2] : nil
            let breaks = between(a, b, beforeSpaces: beforeSpaces) && !inNumber(a, b, afterB, number)
            result[index] = breaks ? .allowed : .none
        }
        return result
    }

    /// LB25: a break between `a` and `b` that would split a number (`number` is the state after
    /// `a`, `c` the class after `b`): `(PR|PO) × (OP|HY)? NU`, `(OP|HY) × NU`,
    /// `NU (NU|SY|IS)* × (NU|SY|IS|CL|CP)`, `NU (NU|SY|IS)* (CL|CP)? × (PO|PR)`.
    private static func inNumber(_ a: LineBreakClass, _ b: LineBreakClass, _ c: LineBreakClass?,
                                 _ number: NumberState) -> Bool {
        if prefixes.contains(a) && (b == .nu || openings.contains(b) && c == .nu) { return true }
        if openings.contains(a) && b == .nu { return true }
        if number == .digits && numberContinuations.contains(b) { return true }
        return number != .outside && prefixes.contains(b)
    }

    // The classes the rules name together, as bit sets (a `Set` hashes on every question).
    private static let mandatory: LineBreakClasses = [.bk, .lf, .nl, .cr]
    private static let prefixes: LineBreakClasses = [.pr, .po]
    private static let openings: LineBreakClasses = [.op, .hy]
    private static let numberContinuations: LineBreakClasses = [.nu, .sy, .infixSeparator, .cl, .cp]
    private static let neverBefore: LineBreakClasses = [.bk, .cr, .lf, .nl, .sp, .zw]
    private static let closing: LineBreakClasses = [.cl, .cp, .ex, .infixSeparator, .sy]
    private static let letters: LineBreakClasses = [.al, .hl]
    private static let lettersAndDigits: LineBreakClasses = [.al, .hl, .nu]
    private static let ideographic: LineBreakClasses = [.id, .eb, .em]
    private static let korean: LineBreakClasses = [.jl, .jv, .jt, .h2, .h3]
    private static let beforeJamoL: LineBreakClasses = [.jl, .jv, .h2, .h3]
    private static let jamoV: LineBreakClasses = [.jv, .h2]
    private static let afterJamoV: LineBreakClasses = [.jv, .jt]
    private static let jamoT: LineBreakClasses = [.jt, .h3]

    /// Whether a line may break between a cluster of class `a` and one of class `b`; `beforeSpaces`
    /// is the class before the spaces `a` ends (`a` itself when it is not a space).
    private static func between(_ a: LineBreakClass, _ b: LineBreakClass, beforeSpaces: LineBreakClass) -> Bool {
        if neverBefore.contains(b) { return false }                       // LB6, LB7
        if a == .zw || a == .sp && beforeSpaces == .zw { return true }   // LB8
        if a == .zwj || a == .wj || b == .wj { return false }           // LB8a, LB11
        if a == .sp {
            if closing.contains(b) { return false }                         // LB13
            if beforeSpaces == .op { return false }                         // LB14
            if beforeSpaces == .qu && b == .op { return false }             // LB15
            if (beforeSpaces == .cl || beforeSpaces == .cp) && b == .ns { return false }  // LB16
            if beforeSpaces == .b2 && b == .b2 { return false }             // LB17
            return true                                                     // LB18
        }
        if a == .gl || b == .gl && a != .ba && a != .hy { return false }   // LB12, LB12a
        if closing.contains(b) || a == .op { return false }                 // LB13, LB14
        if a == .qu && b == .op || (a == .cl || a == .cp) && b == .ns { return false }  // LB15, LB16
        if a == .b2 && b == .b2 || a == .qu || b == .qu { return false }   // LB17, LB19
        if b == .ba || b == .hy || b == .ns || a == .bb { return false }   // LB21
        return !joined(a, b)
    }

    /// LB23–LB30b but LB25: pairs that stay together (letters and numbers, prefixes and postfixes
    /// of ideographs and letters, Korean syllables, emoji modifiers).
    private static func joined(_ a: LineBreakClass, _ b: LineBreakClass) -> Bool {
        if letters.contains(a) && b == .nu || a == .nu && letters.contains(b) { return true }          // LB23
        if a == .pr && ideographic.contains(b) || ideographic.contains(a) && b == .po { return true }  // LB23a
        if prefixes.contains(a) && letters.contains(b) || letters.contains(a) && prefixes.contains(b) {
            return true                                                                                   // LB24
        }
        // LB25, the number pattern, needs more than a pair: `inNumber`.
        if a == .jl && beforeJamoL.contains(b) { return true }                                        // LB26
        if jamoV.contains(a) && afterJamoV.contains(b) || jamoT.contains(a) && b == .jt { return true }
        if korean.contains(a) && b == .po || a == .pr && korean.contains(b) { return true }           // LB27
        if letters.contains(a) && letters.contains(b) { return true }                                 // LB28
        if a == .infixSeparator && letters.contains(b) { return true }                               // LB29
        if lettersAndDigits.contains(a) && b == .op || a == .cp && lettersAndDigits.contains(b) { return true }  // LB30
        if a == .sa && b == .sa { return true }
        return a == .eb && b == .em                                                                   // LB30b
    }
}

/// A set of line-break classes as the bits of their raw values (there are fewer than 64).
struct LineBreakClasses: ExpressibleByArrayLiteral {
    let bits: UInt64

    init(arrayLiteral classes: LineBreakClass...) {
        // `1 << 64` is 0: a class past the 64th would silently never match.
        precondition(classes.allSatisfy { $0.rawValue < 64 }, "internal error: a line-break class does not fit a bit set")
        bits = classes.reduce(0) { $0 | 1 << UInt64($1.rawValue) }
    }

    func contains(_ member: LineBreakClass) -> Bool { bits & 1 << UInt64(member.rawValue) != 0 }
}
