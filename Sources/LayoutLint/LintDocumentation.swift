import Foundation
import LayoutEngine

/// The rules' documentation, generated from the registry: `layoutc rule`, and `docs/lint.md`
/// (a test keeps the file equal to `markdown()`).
public enum LintDocumentation {
    /// `layoutc rule` with no rule: one line each.
    public static func list() -> String {
        var out = "code  name                   severity  fix     summary\n"
        for rule in LintRules.all {
            out += rule.code + "  " + pad(rule.name, 21) + "  " + pad(rule.severity.rawValue, 8) + "  "
                + pad(rule.fix.rawValue, 6) + "  " + rule.summary + "\n"
        }
        return out + "\n'layoutc rule CODE|NAME' explains one.\n"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }

    /// `layoutc rule CODE|NAME`: the whole entry as text.
    public static func text(_ rule: LintRule) -> String {
        var out = "\(rule.code) \(rule.name) (\(rule.severity.rawValue) by default"
            + "\(rule.fix == .none ? "" : ", \(rule.fix.rawValue) fix"))\n\n"
        out += rule.summary.prefix(1).uppercased() + rule.summary.dropFirst() + ".\n\n" + wrap(rule.explanation) + "\n"
        if rule.optIn {
            out += "\nOpt-in: it runs when selected by code or name, given a severity, or with --accessibility.\n"
        }
        out += "\nExample:\n\n" + indent(rule.bad) + "\nUse instead:\n\n" + indent(rule.good)
        out += "\nSuppress it on one element with a comment on the line before:\n\n"
            + "    // layoutc-disable-next-line \(rule.name)\n"
        return out
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    /// Wraps a paragraph at 96 columns.
    static func wrap(_ text: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > 96 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    /// `docs/lint.md`.
    public static func markdown() -> String {
        markdownRuleTable() + markdownConfigurations() + markdownApps() + markdownGuide() + markdownRuleSections()
    }

    /// `docs/lint.md`'s title and introduction, and the table of the rules.
    static func markdownRuleTable() -> String {
        var out = """
        # Lint rules

        Generated from the rule registry (`Sources/LayoutLint/LintRules.swift` and one file per rule
        in `Sources/LayoutLint/Rules/`); a test keeps this file equal to it. `layoutc rule CODE|NAME`
        prints the same text. How to run the linter, its formats, configuration and suppression
        comments are in [the README](../README.md#lint) and below.

        | code | name | severity | fix | finds |
        |---|---|---|---|---|

        """
        for rule in LintRules.all {
            out += "| [\(rule.code)](#\(rule.anchor)) | `\(rule.name)` | \(rule.severity.rawValue) "
                + "| \(rule.fix.rawValue) | \(rule.summary) |\n"
        }
        return out
    }

    /// The configurations layout rules run at: the devices with their safe areas, and the
    /// Dynamic Type table.
    static func markdownConfigurations() -> String {
        var out = """

        Layout rules judge the final layout — the frames the screen shows, not the offers a stack
        makes while it shares out its length — at every configuration: the file's `proposal(…)`,
        each `--proposal`, the `--devices` screens, each at every Dynamic Type size and
        `--text-scale`. A finding seen at several is reported once, with each configuration's own
        amount ("by 60 pt at 320×nil; by 5 pt at 375×nil") and, across a matrix, a note saying
        where it starts: the width (to 0.5 pt) below or above which it occurs and the smallest
        Dynamic Type size at which it does, found by bisection with the engine ("it starts below
        351 pt wide (at xxxLarge), and at AX2 and above (on 375 pt wide)"). The language server's
        hover and the preview show the same. Static rules (deep-nesting, duplicate-modifier,
        redundant-container, unused-suppression, text-too-small, fixed-size-text, and parts of
        no-effect and spacer-cannot-expand) read the file only. The root is judged centred in the
        screen, where a hosting view puts it.

        ## Devices

        `--devices` (or `"devices": true`) lints on these iPhones, in portrait and landscape. A file
        whose proposal has a finite height (a full screen, such as `proposal(393, 759)`) is laid out
        on each screen less its safe-area insets — status bar or Dynamic Island at the top, the home
        indicator at the bottom, the sensor housing's side in landscape — or on the whole screen
        when its root is marked `.ignoresSafeArea()` (`.ignoresSafeArea(edges: .bottom)`: the bottom
        inset only; the keyboard's region: none); findings name the device ("iPhone 16,
        landscape"). A file with a nil height (content that scrolls) is laid out at each safe
        width, with a nil height. A device screen that is the file's own proposal is linted once,
        under the device's name. `--orientation portrait` (or `"orientation": "portrait"`) lints a
        portrait-only app in portrait only. Screen sizes in points from Apple's Human Interface Guidelines
        (Layout → Specifications,
        <https://developer.apple.com/design/human-interface-guidelines/layout#Specifications>);
        safe-area insets are not published by Apple: these are the values iOS reports on each
        device, as collected by useyourloaf.com (<https://useyourloaf.com/blog/iphone-16-screen-sizes/>,
        <https://useyourloaf.com/blog/iphone-15-screen-sizes/>, <https://useyourloaf.com/blog/supporting-iphone-x/>).

        | device | screen (pt) | portrait: safe area (top / bottom) | landscape: safe area (sides / bottom) |
        |---|---|---|---|

        """
        for device in Devices.all {
            let portrait = device.portraitInsets, landscape = device.landscapeInsets
            let safeHeight = device.height - portrait.top - portrait.bottom
            let safePortrait = "\(formatLength(device.width))×\(formatLength(safeHeight))"
            let safeLandscape = "\(formatLength(device.height - landscape.leading - landscape.trailing))×"
                + "\(formatLength(device.width - landscape.bottom))"
            out += "| \(device.name) | \(formatLength(device.width))×\(formatLength(device.height)) "
                + "| \(formatLength(portrait.top)) / \(formatLength(portrait.bottom)): \(safePortrait) "
                + "| \(formatLength(landscape.leading)) / \(formatLength(landscape.bottom)): \(safeLandscape) |\n"
        }
        return out + markdownDynamicType()
    }

    /// How an app's SwiftUI code is linted: its matrix, and the widgets' sizes.
    static func markdownApps() -> String {
        var out = """

        ## Apps

        `layoutc lint MyApp/` on SwiftUI code lints the app as it is built and used
        ([swiftui.md](swiftui.md#lint-an-app)): each preview as it says (its device, Dynamic Type
        size and layout; the frame, padding and decoration it wraps its view in are not the app's),
        each view some code shows as a screen on every iPhone (in landscape when the app allows it),
        each widget at its families' sizes on every iPhone, and each view nothing uses as a screen.
        Where the command line and `.layoutc.json` leave the matrix open, an app is linted on every
        iPhone of the table above at **Large, xxxLarge and AX5**: the default size, the largest of
        the standard sizes and the largest of the accessibility sizes, which users with low vision
        pick and where a layout that breaks at any size breaks too (a finding seen there alone says
        where it starts when the search finds it: `it starts at AX2 and above`). A `.layout` file
        keeps its own proposal unless `--devices` is given: it is a layout, not a screen of an app,
        and its proposal says where it is shown. The rules about
        how `.layout` code is written (no-effect, deep-nesting, duplicate-modifier,
        redundant-container, spacer-cannot-expand, unused-suppression) run on an app only when
        selected by name. A finding is reported once, at its element, whatever the number of roots
        that reach it (a note names them); one that rests on something the reader stood in for (a
        text known only when the app runs, a condition taken as true) is an info shown with
        `--show-stand-ins`, and never fails a run (but what a text's height alone decides — an overflow
        of the screen's height or a spill out of a frame's larger than the texts stood in for add beyond
        a line each, a tap target shorter than 44 pt with each text on one line — holds whatever their
        strings are, as a text takes a line at least; a text whose font was stood in for still rests on
        that); so is a text cut short (L003) that text 2 %
        narrower (under 20 pt) or 10 % narrower (from 20 pt) would show whole: iOS sets it in SF
        Pro, for which the built-in font stands in, and SF Pro's display cut is at least that much
        narrower (docs/swiftui.md, "The font's margin"). A text cut short or an element squeezed to nothing
        by a stack that runs off the screen's width (at every configuration where it is) is that
        overflow: a note on the overflow, not a finding of its own; so is an element that runs off the
        screen (L001) because it spills out of a frame around it on the same axis (L002, at every
        configuration where the overflow is): a note on the frame's finding; and so is an overflow of
        the screen inside a container that overflows it on the same axis (the column inside a screen
        that runs off it): a note on the outer one's finding. A preview of views the app shows
        only in horizontal scroll views gives them the width they need, as the app does. Views of
        platforms layoutc does not lint yet
        (macOS, watchOS, tvOS, visionOS) are counted in one note: `not linted: macOS (4 views)`.

        ### Widgets

        A widget (`StaticConfiguration`, `AppIntentConfiguration`; its `.supportedFamilies(…)`
        written there or in a property of the widget that lists or builds them, `+=` and `#if`
        read as the iOS build has them; the three system families when it names none) is laid
        out in each family's content area: the family's size on each iPhone less the system's
        content margins (16 pt on the Home Screen,
        none on the Lock Screen; a configuration with `.contentMarginsDisabled()` gets the family's
        whole size, as iOS 17 gives it, its content then keeping clear of the corners itself). Home Screen sizes in
        points from Apple's Human Interface Guidelines (Widgets → Specifications,
        <https://developer.apple.com/design/human-interface-guidelines/widgets#Specifications>); the
        iPhone 16 Pro and Pro Max take those of the screen width class they share (393 and 430 pt);
        the Lock Screen's accessory sizes are estimates. `accessoryInline` is not laid out: the
        system draws it as one row from the widget's first text and image, in its own style
        (WidgetKit: "a single row of text and an optional image"). A widget is no live view: its
        links and tap gestures are regions of the picture the system hit-tests as a whole (Apple's own widgets' rows
        are under 44 pt), and are not judged as tap targets; its interactive buttons (iOS 17's
        `Button(intent:)`) are, as small-tap-target judges any button.

        | family |
        """
        for device in Devices.all { out += " \(device.name) |" }
        out += "\n|---|" + String(repeating: "---|", count: Devices.all.count) + "\n"
        for family in Devices.widgetFamilies {
            out += "| \(family.name) |"
            for size in family.sizes { out += " \(formatLength(size.width))×\(formatLength(size.height)) |" }
            out += "\n"
        }
        return out
    }

    /// The Dynamic Type section and Apple's table.
    static func markdownDynamicType() -> String {
        var out = """

        ## Dynamic Type

        `--dynamic-type` takes a comma-separated list of content size categories in SwiftUI's
        `DynamicTypeSize` spelling (`xSmall`, `small`, `medium`, `large`, `xLarge`, `xxLarge`,
        `xxxLarge`, `accessibility1`…`accessibility5`, also the HIG's `AX1`…`AX5`), ranges such as
        `large...AX2`, or `all`; an explicit list replaces the defaults. `--devices` lints at Large
        (the default) and xxxLarge; `--accessibility` adds AX1–AX5 (and runs fixed-size-text). In
        `.layoutc.json`: `"dynamicType": ["large", "xxxLarge"]` or `"dynamicType": "large...AX2"`,
        and `"accessibility": true`.

        At a category, text written with a text style (`.font(.body)`, `.font(.headline)`,
        `.system(.title)`) takes the style's size and leading from Apple's table below; text with
        no font is the body style (in `--font model`, 16 pt scaled in proportion to body); a size
        written `relativeTo: .style`
        (`text(size: 13, relativeTo: .footnote)`, `.font(size: 13, relativeTo: .footnote)`,
        `.custom("Name", size: 13)` relative to body) scales in proportion to that style, as
        `@ScaledMetric` does; a fixed size (`text(size: 13)`, `.font(size: 13)`,
        `.system(size: 13)`) does not scale, as in SwiftUI. `--text-scale` multiplies the text that
        scales. Without a category (no `--devices`, `--dynamic-type` or `--accessibility`), text
        is laid out as written, like `build`: a style at its Large size and leading (in `--font
        model`, with lines of 1.25 em); `layoutc build --dynamic-type xxxLarge` (and `explain`) lays
        a file out as lint does at one category, to see the frames of a finding. Text is measured in
        the built-in font (Inter's metrics, tracked as SF) or the project's (`--font`,
        `"text": {"font": …}`): [text.md](text.md).

        Size / leading in points, iOS, from Apple's Human Interface Guidelines (Typography →
        Specifications → Dynamic Type sizes,
        <https://developer.apple.com/design/human-interface-guidelines/typography#Specifications>):

        """
        let styles = TextStyle.allCases.filter { $0 != .headline }
        let headings = styles.map { $0 == .body ? "body, headline" : $0.rawValue }
        out += "\n| category | " + headings.joined(separator: " | ")
            + " |\n|---|" + String(repeating: "---|", count: styles.count) + "\n"
        for size in DynamicTypeSize.allCases {
            out += "| \(size.name)\(size.isAccessibilitySize ? " (\(size.label))" : "") | "
                + styles.map { style in
                    formatLength(CGFloat(style.size(at: size))) + "/" + formatLength(CGFloat(style.leading(at: size)))
                }.joined(separator: " | ") + " |\n"
        }
        out += """

        `.headline` is body's size, semibold. The accessibility rules take their thresholds from the
        same guidelines: 11 pt is the smallest text size (Typography), 44×44 pt the smallest hit
        region of a control on iOS (Buttons, <https://developer.apple.com/design/human-interface-guidelines/buttons>;
        Accessibility, <https://developer.apple.com/design/human-interface-guidelines/accessibility>).

        """
        return out
    }

    /// Suppression comments, the configuration file, fixes, baselines and the report formats.
    static func markdownGuide() -> String {
        markdownSettings() + markdownFixesAndFormats()
    }

    /// Suppression comments and the configuration file.
    static func markdownSettings() -> String {
        """

        ## Suppressing a finding

        A comment names the rules it silences, by code or name (none: every rule); text after
        ` -- ` is the reason:

        ```
        // layoutc-disable-next-line overflow -- the row scrolls horizontally in the app
        hstack < … >
        box(40x20)   // layoutc-disable-line zero-size
        // layoutc-disable truncated-text
        …
        // layoutc-enable truncated-text
        // layoutc-disable-file deep-nesting
        ```

        A finding about a container (what the screen cuts off is reported at the row that does
        not fit) is suppressed on the line before the container. A suppression inside a
        component's definition covers the finding at every use of the component. A suppression
        that suppresses nothing, or names no rule, is itself reported (L014) — but only when the
        run lints what the project declares (`.layoutc.json`): a narrower command line
        (`--select`, `--proposal`, `--devices`, `--dynamic-type`…) does not call a suppression
        unused that the project's configurations need.

        ## Configuration

        `.layoutc.json`, found by walking up from each input's folder, holds the same settings;
        a setting given on the command line wins:

        ```json
        {
          "lint": {
            "select": ["ALL"],
            "ignore": ["deep-nesting"],
            "severity": {"overflow": "error", "redundant-container": "off"},
            "proposals": ["320xnil", "375xnil"],
            "devices": true,
            "dynamicType": "large...AX2",
            "accessibility": false,
            "orientation": "both",
            "interactiveTags": ["close", "share"],
            "textScales": [1, 1.35]
          }
        }
        ```

        An unknown key, rule, severity or Dynamic Type size is an error (exit 2) with a
        did-you-mean. Opt-in rules (fixed-size-text) run when selected by code or name, given a
        severity, or with `--accessibility`.

        """
    }

    /// Fixes, baselines, the report formats and finding identity.
    static func markdownFixesAndFormats() -> String {
        """

        ## Fixes

        `--fix` applies the safe fixes and says how many it applied on standard error
        (`layoutc: fixed 3 findings in 2 files`); `--diff` prints them as a unified diff that
        `patch` applies, CRLF and mixed line endings included. A fix is safe only when it changes
        no frame: one piece of source can stand for many elements (each use of a component, each
        turn of a `repeat`), and a fix is safe only if it is a no-op for every one of them, at
        every configuration linted, and its arguments are literals — a parameter, a `repeat`
        variable, a ternary or a constant that `-D` can change may be 0 here and not elsewhere.
        Anything else is unsafe: `--show-fixes` lists every fix with its safety, and
        `--fix --unsafe-fixes` (or `--diff --unsafe-fixes`) applies the unsafe ones too. A fix that
        would leave a file that does not compile (removing `.padding(0)` from
        `box(10x10) #a .padding(0) #b` would leave two tags on one element) is not offered; the
        finding says to remove it by hand. Every finding says how to fix it (`help:` in the human
        format, `help` in JSON, after the message in SARIF, GitHub, GitLab, JUnit, Checkstyle and
        the language server).

        ## Baselines

        `--write-baseline FILE` records today's findings (JSON: version 2, each finding's rule, file,
        element path, message without numbers and fingerprint). `--baseline FILE` then reports only
        the findings not recorded, and says on standard error which recorded ones are gone (fixed,
        or their element removed), so that a team adopts the linter on a codebase without fixing
        everything first — SwiftLint's baseline, ruff's most requested feature. Findings match by
        their identity (below): moving lines keeps a finding the same; several findings with one
        identity are counted. A baseline that cannot be read is an error (exit 2).

        Both at once, `--baseline FILE --write-baseline FILE`, refresh a baseline: the findings it
        recorded that are still found are written again under today's identities, the gone ones are
        left out, and new findings are reported, not added (a note on standard error counts each).
        That is how a version 1 baseline is migrated. Version 1 (layoutc before December 2026) named the
        elements of SwiftUI files by parsing their Swift as `.layout`, so a finding's path there changed
        with unrelated code; a version 1 baseline still works — its SwiftUI findings are matched by
        version 1's paths, its `.layout` findings are the same in both — and `--baseline` says once how
        to migrate it.

        ## Report formats and finding identity

        `--format` writes `human` (clang style, with a summary), `concise`
        (`path:line:col: severity: message [CODE]`), `json` and `json-lines`
        (`Schema/layoutc-lint.schema.json`), `sarif` (SARIF 2.1.0), `github` (workflow commands),
        `gitlab` (Code Quality), `junit` and `checkstyle`. Columns count Unicode code points; SARIF
        says so in `columnKind` (`unicodeCodePoints`), and its `charOffset` and `charLength` count
        code points too. File names are relative to the directory layoutc ran in (SARIF's
        `%SRCROOT%`), percent-encoded, `:` included, so that `top:level.layout` is never read as a
        URI scheme.

        A finding's identity is its rule, its file, the path of its element in the file's tree
        (`vstack/hstack[1]/box[2]`, `let card/text[0]`, `…/.padding#0` for a modifier) and its
        message — without the configurations it was seen at — with every number replaced: adding
        or removing lines around it does not change it, and two elements never share one. In a SwiftUI
        file the path is the Swift's: the type, its member, then each view with its place among its
        siblings (`OrderRow/body/HStack[0]/Text[1]`, `Card/body/VStack[0]/.overlay#0/Badge[0]`,
        `#Preview "Dark"/Card[0]`, `Row/Badge/body/switch[0]/case 1/Label[0]`), so properties, other
        views and lines added around it leave it alone. SARIF's `partialFingerprints`
        (`layoutcFinding/v1` for `.layout` files, `layoutcFinding/v2` for SwiftUI files, whose paths
        changed in version 2), GitLab's `fingerprint` and baselines use it.

        """
    }

    /// One section per rule: what it finds, its severity and fix, why, and an example.
    static func markdownRuleSections() -> String {
        var out = ""
        for rule in LintRules.all {
            out += "\n## \(rule.code) \(rule.name) {#\(rule.anchor)}\n\n"
            out += "\(rule.summary.prefix(1).uppercased() + rule.summary.dropFirst()). "
                + "Default severity: \(rule.severity.rawValue)."
            out += rule.fix == .none ? " No fix." : " Fix: \(rule.fix.rawValue)."
            out += rule.optIn ? " Opt-in (`--accessibility`, or selected by name).\n\n" : "\n\n"
            out += rule.explanation + "\n\nExample:\n\n```\n\(rule.bad)\n```\n"
                + "\nUse instead:\n\n```\n\(rule.good)\n```\n"
        }
        return out
    }
}
