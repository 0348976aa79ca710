import Foundation

/// The text form of a proposal, `WxH`, shared by `--proposal` and `.layoutc.json`: each side a
/// number (at most `NumericLimits.maxLength`), `0`, `inf` or `nil` — `320x480`, `infxnil`, `nilx100`.
public enum ProposalText {
    /// Why a text is not a proposal: a message and what to write instead.
    public struct Failure: Error, Equatable {
        public var message: String
        public var hint: String
    }

    /// One side: `nil`, `inf` (or `infinity`), or a number from 0 to `NumericLimits.maxLength`;
    /// `.tooLarge` for a number past it, nil for anything else.
    public enum Side: Equatable {
        case value(CGFloat?)
        case tooLarge
    }

    public static func side(_ part: Substring) -> Side? {
        switch part.lowercased() {
        case "nil": return .value(nil)
        case "inf", "infinity": return .value(.infinity)
        default:
            guard part.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "+" || $0 == "-") }),
                  let value = Double(part), value.isFinite, value >= 0 else { return nil }
            return value > NumericLimits.maxLength ? .tooLarge : .value(CGFloat(value))
        }
    }

    /// `WxH`, each side as `side(_:)` reads it.
    public static func parse(_ text: String) -> Result<ProposedViewSize, Failure> {
        var tooLarge = false
        func side(_ part: Substring) -> CGFloat?? {
            switch Self.side(part) {
            case let .value(value)?: return .some(value)
            case .tooLarge?:
                tooLarge = true
                return nil
            case nil: return nil
            }
        }
        let lower = text.lowercased()
        // Split at the 'x' that separates the sides ("infxnil" has one inside no number).
        for index in lower.indices where lower[index] == "x" {
            if let w = side(lower[..<index]), let h = side(lower[lower.index(after: index)...]) {
                return .success(ProposedViewSize(width: w, height: h))
            }
        }
        if tooLarge {
            return .failure(Failure(message: "invalid proposal '\(text)': a side is larger than "
                                        + "\(formatLength(NumericLimits.maxLength))",
                                    hint: "use a side of at most \(formatLength(NumericLimits.maxLength)), or inf"))
        }
        return .failure(Failure(message: "invalid proposal '\(text)'",
                                hint: "write WxH with each side a number ≥ 0, inf or nil, e.g. 320x480 or 200xnil"))
    }
}
