import Foundation

/// The colour names elements may be drawn in — SwiftUI's `Color` statics, then UIKit's semantic
/// system colours (`Color(.systemGray6)`) — with Apple's light-mode values (`#rrggbbaa` where they
/// are translucent), from Apple's Human Interface Guidelines (Color → system colors). One table:
/// the checker accepts these names, the emitters draw them, fix-its turn them into hex.
public enum SystemColors {
    /// Name and `#rrggbb` / `#rrggbbaa`, in the order the reference lists them.
    public static let table: [(name: String, hex: String)] = [
        ("red", "#FF3B30"), ("orange", "#FF9500"), ("yellow", "#FFCC00"), ("green", "#34C759"), ("mint", "#00C7BE"),
        ("teal", "#30B0C7"), ("cyan", "#32ADE6"), ("blue", "#007AFF"), ("indigo", "#5856D6"), ("purple", "#AF52DE"),
        ("pink", "#FF2D55"), ("brown", "#A2845E"), ("gray", "#8E8E93"), ("black", "#000000"), ("white", "#FFFFFF"),
        ("clear", "#00000000"), ("primary", "#000000"), ("secondary", "#3C3C4399"), ("accentColor", "#007AFF"),
        ("label", "#000000"), ("secondaryLabel", "#3C3C4399"), ("tertiaryLabel", "#3C3C434D"),
        ("quaternaryLabel", "#3C3C432E"), ("placeholderText", "#3C3C434D"), ("link", "#007AFF"),
        ("separator", "#3C3C4349"), ("opaqueSeparator", "#C6C6C8"),
        ("systemFill", "#78788033"), ("secondarySystemFill", "#78788029"), ("tertiarySystemFill", "#7676801F"),
        ("quaternarySystemFill", "#74748014"),
        ("systemBackground", "#FFFFFF"), ("secondarySystemBackground", "#F2F2F7"),
        ("tertiarySystemBackground", "#FFFFFF"),
        ("systemGroupedBackground", "#F2F2F7"), ("secondarySystemGroupedBackground", "#FFFFFF"),
        ("tertiarySystemGroupedBackground", "#F2F2F7"),
        ("systemGray", "#8E8E93"), ("systemGray2", "#AEAEB2"), ("systemGray3", "#C7C7CC"), ("systemGray4", "#D1D1D6"),
        ("systemGray5", "#E5E5EA"), ("systemGray6", "#F2F2F7"),
    ]

    /// The names, in table order.
    public static let names: [String] = table.map(\.name)

    /// The value of each name.
    public static let hex: [String: String] = Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0.hex) })

    /// A colour (a name or `#rgb`, `#rrggbb`, `#rrggbbaa`) with its alpha multiplied by
    /// `opacity`, as `#rrggbbaa` (uppercase): `Color.blue.opacity(0.2)` is `"#007AFF33"`. Nil
    /// when the colour is neither.
    public static func hex(_ colour: String, opacity: Double) -> String? {
        let text = hex[colour] ?? colour
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst()).map { String($0) }
        guard digits.allSatisfy({ $0.count == 1 && $0.first?.isHexDigit == true }) else { return nil }
        switch digits.count {
        case 3: digits = digits.flatMap { [$0, $0] } + ["F", "F"]
        case 6: digits += ["F", "F"]
        case 8: break
        default: return nil
        }
        let alpha = Double(Int(digits[6] + digits[7], radix: 16) ?? 255) / 255
        let scaled = Int((alpha * min(max(opacity, 0), 1) * 255).rounded())
        let rgb = digits[0..<6].joined().uppercased()
        return "#" + rgb + String(format: "%02X", scaled)
    }
}
