import LayoutDiagnostics
import LayoutEngine
import LayoutSema

/// How to lint: at which configurations, which rules, at which severities.
public struct LintOptions {
    /// The proposals to lay out at besides the file's own; with none and no devices, the file's
    /// proposal (else nil×nil).
    public var proposals: [ProposedViewSize] = []
    /// The devices' screens too (`--devices`): less their safe areas for a file whose proposal
    /// has a height, their widths for one that scrolls.
    public var devices = false
    /// The Dynamic Type sizes (`--dynamic-type`); nil: Large and xxxLarge with `--devices` or
    /// `--accessibility`, else the text as written.
    public var dynamicTypes: [DynamicTypeSize]?
    /// Tags of elements that are tapped (`--interactive-tags`, `"interactiveTags"`): judged as
    /// tap targets, as a `button` or an element with `.onTapGesture()` is.
    public var interactiveTags: Set<String> = []
    /// Whether text is measured with the built-in font standing in for the system's (SwiftUI
    /// code, without a font of the project's): a text finding that a few per cent narrower text
    /// would not have is marked as resting on that stand-in (`LintFinding.marginal`).
    public var systemFontStandsIn = false
    /// Where to lay out, replacing the proposals and the devices' screens: an app's root knows its
    /// own (a widget's families on each iPhone, the device a preview names).
    public var places: [LintPlace]?
    /// The devices' orientations (`--orientation`): a portrait-only app says so.
    public var orientations: Set<Devices.Orientation> = [.portrait, .landscape]
    /// AX1…AX5 too (`--accessibility`), after the default sizes.
    public var accessibility = false
    /// The largest Dynamic Type size the root is ever shown at (an app's view whose every use caps
    /// it): a larger size is laid out at this one, as the app would show it.
    public var dynamicTypeCap: DynamicTypeSize?
    public var textScales: [Double] = [1]
    /// Whether suppressions that suppressed nothing are reported (L014): only at the settings the
    /// project declares, so that a narrower run does not call a suppression unused that another
    /// configuration needs.
    public var reportsUnusedSuppressions = true
    /// Which findings get a note saying where they start (a search that lays the file out
    /// again): all (`layoutc lint`, the preview), none (the editor's diagnostics on every
    /// change), or those at one place (the editor's hover).
    public var breakpoints = BreakpointScope.all
    /// Whether the result keeps the layout at each configuration open (`LintResult.inspections`):
    /// the language server's next lint after an edit lays out from them.
    public var keepsInspections = false
    /// Whether findings on SwiftUI code that rest on a stand-in are reported (as infos); else they
    /// are left out (`--show-stand-ins`; the editor shows them).
    public var showsStandIns = false
    /// Rules to run (codes or names); nil: every rule.
    public var select: [String]?
    /// Rules not to run.
    public var ignore: [String] = []
    /// Severity per rule code; nil turns a rule off.
    public var severities: [String: Severity?] = [:]
    public var compile: CompileOptions

    public init(compile: CompileOptions = CompileOptions()) {
        self.compile = compile
    }

    /// The Dynamic Type sizes to lint at; `[nil]`: the text as written.
    public var resolvedDynamicTypes: [DynamicTypeSize?] {
        var sizes: [DynamicTypeSize] = devices || accessibility ? [.large, .xxxLarge] : []
        if let dynamicTypes, !dynamicTypes.isEmpty { sizes = dynamicTypes }
        if accessibility { sizes += DynamicTypeSize.allCases.filter { $0.isAccessibilitySize && !sizes.contains($0) } }
        if let cap = dynamicTypeCap {
            var capped: [DynamicTypeSize] = []
            for size in sizes where !capped.contains(min(size, cap)) { capped.append(min(size, cap)) }
            sizes = capped
        }
        return sizes.isEmpty ? [nil] : sizes
    }

    /// Whether `rule` runs, and at which severity.
    func severity(of rule: LintRule) -> Severity? {
        let named: (String) -> Bool = { $0 == "ALL" || $0.uppercased() == rule.code || $0 == rule.name }
        if rule.optIn {
            let asked = select?.contains { $0 != "ALL" && named($0) } == true || severities[rule.code] != nil
                || accessibility
            if !asked { return nil }
        }
        if let select, !select.contains(where: named) { return nil }
        if ignore.contains(where: named) { return nil }
        if let override = severities[rule.code] { return override }
        return rule.severity
    }

    /// The severity a word of `--severity RULE=LEVEL` or `.layoutc.json` names (`off`: the rule
    /// does not run); nil for another word.
    public static func level(_ word: String) -> Severity?? {
        switch word {
        case "error": return .some(.error)
        case "warning": return .some(.warning)
        case "info": return .some(.info)
        case "off": return .some(nil)
        default: return nil
        }
    }

    /// A rule selector that names no rule, if any (`overflw`), with a did-you-mean.
    public static func unknownRule(in names: [String]) -> (name: String, suggestion: String?)? {
        for name in names where name != "ALL" && LintRules.rule(named: name) == nil {
            return (name, Suggestion.closest(to: name, in: LintRules.all.map(\.name) + LintRules.all.map(\.code)))
        }
        return nil
    }
}

/// A proposal to lay out at, and the screen (or widget) it stands for.
public struct LintPlace: Sendable, Hashable {
    public var proposal: ProposedViewSize
    public var screen: Devices.Screen?

    public init(proposal: ProposedViewSize, screen: Devices.Screen? = nil) {
        self.proposal = proposal
        self.screen = screen
    }
}

/// Which findings the linter searches breakpoints for.
public enum BreakpointScope: Equatable, Sendable {
    case all
    case none
    /// The findings whose location contains this offset of the main file.
    case at(offset: Int)

    func covers(_ key: FindingMerger.Key) -> Bool {
        switch self {
        case .all: return true
        case .none: return false
        case let .at(offset): return key.start <= offset && offset < max(key.end, key.start + 1)
        }
    }
}
