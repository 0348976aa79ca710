import Foundation

/// Where lines may break, after Unicode's line-breaking algorithm (UAX #14, rules LB4–LB31) over
/// the classes of grapheme clusters (a cluster has its first scalar's class, so LB9's combining
/// marks are already attached). What it leaves out, and so treats as LB31's "break anywhere else"
/// or "no break": the dictionary breaking of South East Asian scripts (SA never breaks inside a
/// run), Hebrew's LB21a and 21b, and LB25's longer number patterns beyond pairs.
enum LineBreaking {
    /// For each cluster, whether a line may (or must) break after it.
    static func opportunities(_ classes: [LineBreakClass]) -> [ShapedText.Break] {
        var result = [ShapedText.Break](repeating: .none, count: classes.count)
        var beforeSpaces = LineBreakClass.sp
        for index in classes.indices {
            let a = classes[index]
            if a != .sp { beforeSpaces = a }
            if [.bk, .lf, .nl, .cr].contains(a) {
                result[index] = .mandatory
                beforeSpaces = .sp
                continue
            }
            guard index + 1 < classes.count else { continue }
            let b = classes[index + 1]
            result[index] = between(a, b, beforeSpaces: beforeSpaces) ? .allowed : .none
        }
        return result
    }

    private static let closing: Set<LineBreakClass> = [.cl, .cp, .ex, .infixSeparator, .sy]
    private static let letters: Set<LineBreakClass> = [.al, .hl]
    private static let korean: Set<LineBreakClass> = [.jl, .jv, .jt, .h2, .h3]

    /// Whether a line may break between a cluster of class `a` and one of class `b`; `beforeSpaces`
    /// is the class before the spaces `a` ends (`a` itself when it is not a space).
    private static func between(_ a: LineBreakClass, _ b: LineBreakClass, beforeSpaces: LineBreakClass) -> Bool {
        if [.bk, .cr, .lf, .nl, .sp, .zw].contains(b) { return false }    // LB6, LB7
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

    /// LB23–LB30b: pairs that stay together (letters and numbers, prefixes and postfixes, Korean
    /// syllables, emoji modifiers).
    private static func joined(_ a: LineBreakClass, _ b: LineBreakClass) -> Bool {
        if letters.contains(a) && b == .nu || a == .nu && letters.contains(b) { return true }          // LB23
        if a == .pr && [.id, .eb, .em].contains(b) || [.id, .eb, .em].contains(a) && b == .po { return true }  // LB23a
        if [.pr, .po].contains(a) && letters.contains(b) || letters.contains(a) && [.pr, .po].contains(b) {
            return true                                                                                   // LB24
        }
        if [.cl, .cp, .nu].contains(a) && [.po, .pr].contains(b) { return true }                      // LB25
        if [.po, .pr].contains(a) && [.op, .nu].contains(b) { return true }
        if [.hy, .infixSeparator, .nu, .sy].contains(a) && b == .nu { return true }
        if a == .jl && [.jl, .jv, .h2, .h3].contains(b) { return true }                               // LB26
        if [.jv, .h2].contains(a) && [.jv, .jt].contains(b) || [.jt, .h3].contains(a) && b == .jt { return true }
        if korean.contains(a) && b == .po || a == .pr && korean.contains(b) { return true }           // LB27
        if letters.contains(a) && letters.contains(b) { return true }                                 // LB28
        if a == .infixSeparator && letters.contains(b) { return true }                               // LB29
        if [.al, .hl, .nu].contains(a) && b == .op || a == .cp && [.al, .hl, .nu].contains(b) { return true }  // LB30
        if a == .sa && b == .sa { return true }
        return a == .eb && b == .em                                                                   // LB30b
    }
}
