import Foundation

/// SwiftUI's `DynamicTypeSize`: the content size categories a user picks in Settings, smallest
/// first. `large` is the default.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// SwiftUI's spelling: `xSmall`, `accessibility2`.
    public var name: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .accessibility1: return "accessibility1"
        case .accessibility2: return "accessibility2"
        case .accessibility3: return "accessibility3"
        case .accessibility4: return "accessibility4"
        case .accessibility5: return "accessibility5"
        }
    }

    /// How findings name it: the HIG's short names (`Large`, `xxxLarge`, `AX2`).
    public var label: String {
        switch self {
        case .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5:
            return "AX\(rawValue - DynamicTypeSize.xxxLarge.rawValue)"
        case .large: return "Large"
        default: return name
        }
    }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

    /// A category by SwiftUI's name or the HIG's (`AX1`…`AX5`, `Large`), in any letter case.
    public init?(named word: String) {
        let lowered = word.lowercased()
        if lowered.hasPrefix("ax"), let number = Int(lowered.dropFirst(2)), (1...5).contains(number) {
            self.init(rawValue: DynamicTypeSize.xxxLarge.rawValue + number)
            return
        }
        guard let found = DynamicTypeSize.allCases.first(where: { $0.name.lowercased() == lowered }) else {
            return nil
        }
        self = found
    }

    /// Parses `--dynamic-type`'s list: names, ranges (`large...AX2`) and `all`, comma-separated,
    /// in the order given without repeats. The error names the word that is not a category.
    public static func parseList(_ text: String) -> Result<[DynamicTypeSize], DynamicTypeListError> {
        var result: [DynamicTypeSize] = []
        func add(_ size: DynamicTypeSize) { if !result.contains(size) { result.append(size) } }
        for rawItem in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = rawItem.trimmingCharacters(in: .whitespaces)
            if item.isEmpty { return .failure(.empty) }
            if item.lowercased() == "all" {
                allCases.forEach(add)
                continue
            }
            if let dots = item.range(of: "...") {
                let low = String(item[..<dots.lowerBound]), high = String(item[dots.upperBound...])
                guard let from = DynamicTypeSize(named: low) else { return .failure(.unknown(low)) }
                guard let to = DynamicTypeSize(named: high) else { return .failure(.unknown(high)) }
                guard from <= to else { return .failure(.emptyRange(item)) }
                allCases.filter { $0 >= from && $0 <= to }.forEach(add)
                continue
            }
            guard let size = DynamicTypeSize(named: item) else { return .failure(.unknown(item)) }
            add(size)
        }
        return .success(result)
    }

    /// Every name a category can be written with, for did-you-mean.
    public static var spellings: [String] {
        allCases.map(\.name) + (1...5).map { "AX\($0)" } + ["all"]
    }
}

/// Why a `--dynamic-type` list was refused.
public enum DynamicTypeListError: Error, Equatable {
    case unknown(String)
    case emptyRange(String)
    case empty

    public var message: String {
        switch self {
        case let .unknown(word):
            return "'\(word)' is not a Dynamic Type size; use xSmall…xxxLarge, accessibility1…accessibility5 "
                + "(AX1…AX5), a range such as large...AX2, or all"
        case let .emptyRange(range):
            return "'\(range)' is an empty range: write the smaller size first"
        case .empty:
            return "a Dynamic Type size is missing: write names separated by commas, such as large,xxxLarge"
        }
    }
}

/// SwiftUI's text styles, with their size and leading at every Dynamic Type size (iOS): Apple's
/// Human Interface Guidelines, Typography → Dynamic Type sizes.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Size and leading in points, per category from xSmall to accessibility5 (a table made once:
    /// every text's measuring asks it).
    private var table: [(size: Double, leading: Double)] {
        switch self {
        case .largeTitle: return TextStyle.largeTitleTable
        case .title: return TextStyle.titleTable
        case .title2: return TextStyle.title2Table
        case .title3: return TextStyle.title3Table
        case .headline, .body: return TextStyle.bodyTable   // the same sizes, headline semibold
        case .callout: return TextStyle.calloutTable
        case .subheadline: return TextStyle.subheadlineTable
        case .footnote: return TextStyle.footnoteTable
        case .caption: return TextStyle.captionTable
        case .caption2: return TextStyle.caption2Table
        }
    }

    private static let largeTitleTable: [(size: Double, leading: Double)] =
        [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
         (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]

    private static let titleTable: [(size: Double, leading: Double)] =
        [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
         (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]

    private static let title2Table: [(size: Double, leading: Double)] =
        [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
         (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]

    private static let title3Table: [(size: Double, leading: Double)] =
        [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
         (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]

    private static let bodyTable: [(size: Double, leading: Double)] =
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
         (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]

    private static let calloutTable: [(size: Double, leading: Double)] =
        [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
         (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]

    private static let subheadlineTable: [(size: Double, leading: Double)] =
        [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
         (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]

    private static let footnoteTable: [(size: Double, leading: Double)] =
        [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
         (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]

    private static let captionTable: [(size: Double, leading: Double)] =
        [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
         (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]

    private static let caption2Table: [(size: Double, leading: Double)] =
        [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
         (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]

    /// The point size at `category`.
    public func size(at category: DynamicTypeSize) -> Double { table[category.rawValue].size }
    /// The leading (line height) at `category`.
    public func leading(at category: DynamicTypeSize) -> Double { table[category.rawValue].leading }
    /// The size at the default category, Large: what `.font(.body)` is without a category.
    public var defaultSize: Double { size(at: .large) }
    /// `.headline` is semibold, the others regular (as SVG's font-weight).
    public var weight: Int { self == .headline ? 600 : 400 }
}

/// How a text's size follows Dynamic Type, as SwiftUI's fonts do.
public enum TextScaling: Hashable, Sendable {
    /// A fixed size (`text(size: 11)`, `.font(size: 11)`, `.system(size: 11)`): never scales.
    case fixed
    /// A text style (`.font(.body)`): the style's size and leading at each category.
    case style(TextStyle)
    /// A size that scales in proportion to a style (`.custom(…, size:)` relative to body,
    /// `relativeTo: .caption`, and text with no font at all, body's default in the model's
    /// size): `@ScaledMetric`'s behaviour.
    case relative(TextStyle)
}
