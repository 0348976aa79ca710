import Foundation
import LayoutSwiftSyntax

/// The text `Text(value, format: …)` shows for a number the reading knows, as Foundation's format
/// styles write it in the development language (en_US, as the rest of the reading measures):
/// `.currency(code:)` (with `.sign(strategy:)` and `.precision(.fractionLength(…))`) and
/// `.percent` (with `.precision(.fractionLength(…))`). Nil for any other style, which stays a
/// stand-in.
enum FormatStyles {
    /// How en_US writes a currency: its symbol, and the fraction digits ISO 4217 gives it
    /// (Unicode CLDR's en locale data; a code without a symbol there is written before the
    /// amount with a no-break space, as `CHF 12.00`).
    static let currencies: [String: (symbol: String, digits: Int)] = [
        "USD": ("$", 2), "EUR": ("€", 2), "GBP": ("£", 2), "JPY": ("¥", 0), "CNY": ("CN¥", 2),
        "INR": ("₹", 2), "KRW": ("₩", 0), "CAD": ("CA$", 2), "AUD": ("A$", 2), "BRL": ("R$", 2),
        "MXN": ("MX$", 2), "ILS": ("₪", 2), "VND": ("₫", 0), "NZD": ("NZ$", 2), "HKD": ("HK$", 2),
        "TWD": ("NT$", 2),
    ]

    /// The number a value's `.layout` text is: a literal, or arithmetic of literals (`400 - 312.5`,
    /// `(2 + 3) * 1.5`) as the reader writes a computed value. Nil for anything else.
    static func number(_ text: String) -> Double? {
        var parser = Arithmetic(Array(text.utf8))
        guard let value = parser.expression(), parser.atEnd, value.isFinite else { return nil }
        return value
    }

    /// `value` shown with `style` (`resolve` gives the text of an argument the style names, as the
    /// reader reads it: `currencyCode` → `"USD"`, a decided ternary → its branch).
    static func formatted(_ value: Double, style: SwiftExpr, resolve: (SwiftExpr) -> String?) -> String? {
        // The chain from the base style out: `.currency(code: "USD").sign(strategy: .always())`.
        var modifiers: [(name: String, arguments: [SwiftArgument])] = []
        var current = style
        while case let .call(callee, arguments) = current.kind, case let .member(base, name) = callee.kind {
            modifiers.insert((name, arguments), at: 0)
            current = base
        }
        var sign = "automatic"
        var digits: Int?
        for (name, arguments) in modifiers {
            switch name {
            case "sign":
                guard arguments.count == 1, arguments[0].label == "strategy",
                      let strategy = resolve(arguments[0].value) else { return nil }
                switch strategy {
                case ".automatic": sign = "automatic"
                case ".always()", ".always": sign = "always"
                case ".never": sign = "never"
                default: return nil
                }
            case "precision":
                guard arguments.count == 1, arguments[0].label == nil,
                      case let .call(inner, lengths) = arguments[0].value.kind, case .implicitMember("fractionLength") = inner.kind,
                      lengths.count == 1, lengths[0].label == nil,
                      let length = resolve(lengths[0].value).flatMap({ Int($0) }), (0...6).contains(length) else { return nil }
                digits = length
            default:
                return nil
            }
        }
        switch current.kind {
        case let .call(callee, arguments):
            guard case .implicitMember("currency") = callee.kind, arguments.count == 1, arguments[0].label == "code",
                  let written = resolve(arguments[0].value), written.count >= 2, written.hasPrefix("\""), written.hasSuffix("\"")
            else { return nil }
            let code = String(written.dropFirst().dropLast()).uppercased()
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
            let known = currencies[code]
            let amount = fixed(abs(value), digits: digits ?? known?.digits ?? 2)
            let symbol = known?.symbol ?? code + "\u{00A0}"
            return signed(value, amount: symbol + amount, sign: sign)
        case .implicitMember("percent"):
            let percent = value * 100
            // Without a precision Foundation shows the fraction digits the value has: only whole
            // percentages are certain here.
            guard let digits = digits ?? (percent == percent.rounded() ? 0 : nil) else { return nil }
            return signed(value, amount: fixed(abs(percent), digits: digits) + "%", sign: sign)
        default:
            return nil
        }
    }

    static func signed(_ value: Double, amount: String, sign: String) -> String {
        let negative = value < 0 && amount.contains(where: { ("1"..."9").contains($0) })
        switch sign {
        case "always": return (negative ? "-" : "+") + amount
        case "never": return amount
        default: return (negative ? "-" : "") + amount
        }
    }

    /// A non-negative number with `digits` fraction digits (rounded half to even, as ICU rounds),
    /// its whole part grouped by thousands.
    static func fixed(_ value: Double, digits: Int) -> String {
        let scale = pow(10, Double(digits))
        let scaled = (value * scale).rounded(.toNearestOrEven)
        guard scaled < 1e15 else { return ReadSession.groupedNumber(String(format: "%.0f", value)) }
        let units = Int64(scaled)
        let divisor = Int64(scale)
        let whole = ReadSession.groupedNumber(String(units / divisor))
        guard digits > 0 else { return whole }
        let fraction = String(units % divisor)
        return whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// `+ - * /` over number literals and parentheses, as the reader writes arithmetic.
    struct Arithmetic {
        let bytes: [UInt8]
        var position = 0
        var depth = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return position == bytes.count
            }
        }

        mutating func skipSpaces() {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
        }

        mutating func peek() -> UInt8? {
            skipSpaces()
            return position < bytes.count ? bytes[position] : nil
        }

        mutating func expression() -> Double? {
            guard var value = term() else { return nil }
            while let next = peek(), next == UInt8(ascii: "+") || next == UInt8(ascii: "-") {
                position += 1
                guard let right = term() else { return nil }
                value = next == UInt8(ascii: "+") ? value + right : value - right
            }
            return value
        }

        mutating func term() -> Double? {
            guard var value = factor() else { return nil }
            while let next = peek(), next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
                position += 1
                guard let right = factor() else { return nil }
                if next == UInt8(ascii: "/") {
                    guard right != 0 else { return nil }
                    value /= right
                } else {
                    value *= right
                }
            }
            return value
        }

        mutating func factor() -> Double? {
            guard let next = peek(), depth < 64 else { return nil }
            if next == UInt8(ascii: "-") {
                position += 1
                return factor().map { -$0 }
            }
            if next == UInt8(ascii: "(") {
                position += 1
                depth += 1
                defer { depth -= 1 }
                guard let inner = expression(), peek() == UInt8(ascii: ")") else { return nil }
                position += 1
                return inner
            }
            let start = position
            while position < bytes.count,
                  (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) || bytes[position] == UInt8(ascii: ".") {
                position += 1
            }
            guard position > start else { return nil }
            return Double(String(decoding: bytes[start..<position], as: UTF8.self))
        }
    }
}
