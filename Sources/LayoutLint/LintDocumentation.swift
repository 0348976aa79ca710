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
        markdownRuleTable() + markdownConfigurations() + markdownGuide() + markdownRuleSections()
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

    /// The configurations layout rules run at, and the table of `--devices`.
    static func markdownConfigurations() -> String {
        var out = """

        Layout rules run at every configuration: the file's `proposal(…)`, each `--proposal`, the
        `--devices` widths, each at every `--text-scale`. A finding seen at several is reported
        once, listing them. Static rules (deep-nesting, duplicate-modifier, redundant-container,
        unused-suppression, and parts of no-effect and spacer-cannot-expand) read the file only.

        ## Devices

        `--devices` (or `"devices": true`) lints at these widths, with a nil height (scrolling
        content), portrait then landscape. Sizes in points from Apple's Human Interface Guidelines
        (Layout, device screen sizes).

        | device | portrait | landscape |
        |---|---|---|

        """
        for device in Devices.all {
            out += "| \(device.name) | \(formatLength(device.width))×nil | \(formatLength(device.height))×nil |\n"
        }
        return out
    }

    /// Suppression comments, the configuration file, the report formats and `--fix`.
    static func markdownGuide() -> String {
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

        A suppression that suppresses nothing, or names no rule, is itself reported (L014).

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
            "textScales": [1, 1.35, 2]
          }
        }
        ```

        An unknown key, rule or severity is an error (exit 2) with a did-you-mean.

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
        message with every number replaced: adding or removing lines around it does not change it,
        and two elements never share one. SARIF's `partialFingerprints` (`layoutcFinding/v1`) and
        GitLab's `fingerprint` are its hash, so code-scanning services follow a finding as the file
        changes.

        `--fix` applies the safe fixes and says how many it applied on standard error
        (`layoutc: fixed 3 findings in 2 files`); `--diff` prints them as a unified diff that
        `patch` applies, CRLF and mixed line endings included.

        """
    }

    /// One section per rule: what it finds, its severity and fix, why, and an example.
    static func markdownRuleSections() -> String {
        var out = ""
        for rule in LintRules.all {
            out += "\n## \(rule.code) \(rule.name) {#\(rule.anchor)}\n\n"
            out += "\(rule.summary.prefix(1).uppercased() + rule.summary.dropFirst()). "
                + "Default severity: \(rule.severity.rawValue)."
            out += rule.fix == .none ? " No fix.\n\n" : " Fix: \(rule.fix.rawValue).\n\n"
            out += rule.explanation + "\n\nExample:\n\n```\n\(rule.bad)\n```\n"
                + "\nUse instead:\n\n```\n\(rule.good)\n```\n"
        }
        return out
    }
}
