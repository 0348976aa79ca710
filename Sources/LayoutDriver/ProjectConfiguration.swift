import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutLint

/// `.layoutc.json`, found by walking up from each input's directory: project settings that the
/// command line overrides.
///
///     {
///       "lint": {
///         "select": ["ALL"], "ignore": ["deep-nesting"], "severity": {"overflow": "error"},
///         "proposals": ["320xnil", "375xnil"], "devices": true, "textScales": [1, 2]
///       },
///       "format": { … }
///     }
struct ProjectConfiguration {
    static let fileName = ".layoutc.json"
    static let sections = ["lint", "format"]
    static let lintKeys = ["select", "ignore", "severity", "proposals", "devices", "textScales"]

    /// Where it was read from.
    var path: String
    var lint = LintSettings()
    /// The `format` section as written, for the formatter.
    var format: [String: Any] = [:]

    /// The lint settings a configuration may hold (nil: not set).
    struct LintSettings {
        var select: [String]?
        var ignore: [String]?
        var severity: [String: String]?
        var proposals: [ProposedViewSize]?
        var devices: Bool?
        var textScales: [Double]?
    }

    /// The nearest `.layoutc.json` at or above `directory`, parsed; nil when there is none.
    /// Directories already searched are remembered in `cache`.
    static func find(from directory: String, io: DriverIO, cache: inout [String: ProjectConfiguration?]) -> Result<ProjectConfiguration?, CLIError> {
        var visited: [String] = []
        var current = URL(fileURLWithPath: directory).standardizedFileURL.path
        var found: Result<ProjectConfiguration?, CLIError> = .success(nil)
        while true {
            if let known = cache[current] {
                found = .success(known)
                break
            }
            visited.append(current)
            let candidate = (current as NSString).appendingPathComponent(fileName)
            if case .regularFile = io.pathStatus(candidate) {
                found = load(candidate, io: io)
                break
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        if case let .success(configuration) = found {
            for directory in visited { cache[directory] = configuration }
        }
        return found
    }

    /// Reads and checks one configuration file.
    static func load(_ path: String, io: DriverIO) -> Result<ProjectConfiguration?, CLIError> {
        let bytes: [UInt8]
        switch io.readFile(path) {
        case let .success(read): bytes = read
        case let .failure(error): return .failure(CLIError("cannot read '\(path)': \(error.message) [E0004]"))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        func located(_ key: String) -> String {
            guard let range = text.range(of: "\"\(key)\"") else { return path }
            let file = SourceFile(id: SourceFileID(rawValue: 0), name: path, bytes: bytes)
            return "\(path):\(file.location(of: text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)))"
        }
        func problem(_ message: String, at key: String? = nil, hint: String? = nil) -> Result<ProjectConfiguration?, CLIError> {
            .failure(CLIError("\(key.map(located) ?? path): \(message) [E0004]", hint: hint))
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else {
            return problem("not a JSON object", hint: "write {\"lint\": {…}} (see docs/lint.md)")
        }
        var configuration = ProjectConfiguration(path: path)
        for key in object.keys.sorted() where !sections.contains(key) {
            return problem("unknown key '\(key)'", at: key, hint: Suggestion.closest(to: key, in: sections).map { "did you mean '\($0)'?" } ?? "the keys are " + sections.joined(separator: ", "))
        }
        configuration.format = object["format"] as? [String: Any] ?? [:]
        if let value = object["format"], !(value is [String: Any]) { return problem("'format' must be an object", at: "format") }
        guard let lint = object["lint"] else { return .success(configuration) }
        guard let section = lint as? [String: Any] else { return problem("'lint' must be an object", at: "lint") }
        for key in section.keys.sorted() where !lintKeys.contains(key) {
            return problem("unknown key '\(key)' in 'lint'", at: key, hint: Suggestion.closest(to: key, in: lintKeys).map { "did you mean '\($0)'?" } ?? "the keys are " + lintKeys.joined(separator: ", "))
        }
        func strings(_ key: String) -> [String]?? {
            guard let value = section[key] else { return .some(nil) }
            guard let list = value as? [String] else { return nil }
            return .some(list)
        }
        guard let select = strings("select"), let ignore = strings("ignore") else {
            return problem("'select' and 'ignore' must be lists of rule codes or names", at: section["select"] != nil ? "select" : "ignore")
        }
        configuration.lint.select = select
        configuration.lint.ignore = ignore
        if let value = section["severity"] {
            guard let map = value as? [String: String] else { return problem("'severity' must map rules to error, warning, info or off", at: "severity") }
            configuration.lint.severity = map
        }
        if let value = section["proposals"] {
            guard let list = value as? [String] else { return problem("'proposals' must be a list of WxH strings", at: "proposals") }
            var proposals: [ProposedViewSize] = []
            for item in list {
                do { proposals.append(try Options.parseProposal(item)) } catch { return problem(error.message, at: "proposals", hint: error.hint) }
            }
            configuration.lint.proposals = proposals
        }
        if let value = section["devices"] {
            guard let flag = value as? Bool else { return problem("'devices' must be true or false", at: "devices") }
            configuration.lint.devices = flag
        }
        if let value = section["textScales"] {
            guard let list = value as? [Double], list.allSatisfy({ $0 > 0 && $0 <= 10 }) else {
                return problem("'textScales' must be a list of numbers greater than 0 and at most 10", at: "textScales")
            }
            configuration.lint.textScales = list
        }
        return .success(configuration)
    }
}
