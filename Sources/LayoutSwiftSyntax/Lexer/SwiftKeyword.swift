/// The words the lexer reserves: TSPL's keywords used in declarations, statements, expressions
/// and types, and `_` (patterns), as Swift's own lexer classifies them.
///
/// TSPL also lists `await`, `borrowing`, `consuming`, `nonisolated` and `open`, but the compiler
/// reads them as keywords only where the grammar expects one (`func open(…)` is a real method in
/// the SwiftUI corpus), so they stay identifiers here, with TSPL's "reserved in particular
/// contexts" words (`some`, `any`, `get`, `set`, `willSet`, `didSet`, `async`, `lazy`, `weak`,
/// `mutating`, `override`, `package`, `Type`, `Protocol`, …): the parser asks
/// `SwiftTokens.isContextualKeyword(_:_:)` where the grammar has one.
public enum SwiftKeyword: String, Hashable, Sendable, CaseIterable {
    // Declarations.
    /// `associatedtype`
    case `associatedtype`
    /// `class`
    case `class`
    /// `deinit`
    case `deinit`
    /// `enum`
    case `enum`
    /// `extension`
    case `extension`
    /// `fileprivate`
    case `fileprivate`
    /// `func`
    case `func`
    /// `import`
    case `import`
    /// `init`
    case `init`
    /// `inout`
    case `inout`
    /// `internal`
    case `internal`
    /// `let`
    case `let`
    /// `operator`
    case `operator`
    /// `precedencegroup`
    case `precedencegroup`
    /// `private`
    case `private`
    /// `protocol`
    case `protocol`
    /// `public`
    case `public`
    /// `rethrows`
    case `rethrows`
    /// `static`
    case `static`
    /// `struct`
    case `struct`
    /// `subscript`
    case `subscript`
    /// `typealias`
    case `typealias`
    /// `var`
    case `var`
    // Statements.
    /// `break`
    case `break`
    /// `case`
    case `case`
    /// `catch`
    case `catch`
    /// `continue`
    case `continue`
    /// `default`
    case `default`
    /// `defer`
    case `defer`
    /// `do`
    case `do`
    /// `else`
    case `else`
    /// `fallthrough`
    case `fallthrough`
    /// `for`
    case `for`
    /// `guard`
    case `guard`
    /// `if`
    case `if`
    /// `in`
    case `in`
    /// `repeat`
    case `repeat`
    /// `return`
    case `return`
    /// `switch`
    case `switch`
    /// `throw`
    case `throw`
    /// `where`
    case `where`
    /// `while`
    case `while`
    // Expressions and types.
    /// `Any`
    case `Any`
    /// `as`
    case `as`
    /// `false`
    case `false`
    /// `is`
    case `is`
    /// `nil`
    case `nil`
    /// `self`
    case `self`
    /// `Self`
    case `Self`
    /// `super`
    case `super`
    /// `throws`
    case `throws`
    /// `true`
    case `true`
    /// `try`
    case `try`
    // Patterns.
    /// `_` alone (`_foo` is an identifier).
    case wildcard = "_"

    /// The keyword spelled by `bytes[start..<end]`, if any. Only short runs of ASCII letters and
    /// `_` can be one, so most identifiers are rejected without building a string.
    static func lookUp(_ bytes: [UInt8], _ start: Int, _ end: Int) -> SwiftKeyword? {
        guard end - start >= 1, end - start <= 15, start >= 0, end <= bytes.count else { return nil }
        for i in start..<end {
            let b = bytes[i]
            guard (b | 0x20) &- 97 < 26 || b == 95 else { return nil }
        }
        return SwiftKeyword(rawValue: String(decoding: bytes[start..<end], as: UTF8.self))
    }
}
