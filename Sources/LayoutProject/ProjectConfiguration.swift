import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutFormat
import LayoutJSON
import LayoutLint
import LayoutSema
import LayoutSwiftSyntax

/// The settings of `.layoutc.json`, the project configuration found by walking up from a file's
/// directory. Each section is its own settings type; `ConfigurationSchema` lists the keys.
public struct ProjectConfiguration: Hashable, Sendable {
    /// The file name looked for.
    public static let fileName = ".layoutc.json"

    /// Where it was read from; `nil` for the defaults (no file found).
    public var path: String?
    /// `"format"`: how `layoutc fmt` and the language server lay out code.
    public var format = FormatSettings()
    /// `"lint"`: what `layoutc lint` and the language server's lint findings use.
    public var lint = LintSettings()
    /// `"text"`: what text is measured with (`--font`).
    public var text = TextSettings()
    /// `"swift"`: how SwiftUI source is read (`--platform`).
    public var swift = SwiftSettings()

    /// The text model the configuration names (the built-in font when it names none).
    public var textModel: Result<TextModel, FontError> { TextModels.load(text.fonts ?? [], tracking: text.tracking) }

    public init() {}

    /// The nearest `.layoutc.json` in `directory` or one of its parents.
    public static func locate(from directory: String,
                              exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if exists(candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads a configuration file. The text is added to `sources`, so the diagnostics (malformed
    /// JSON, an unknown key, a bad value) point into it; what is valid is kept.
    public static func load(
        path: String, bytes: [UInt8], sources: SourceManager
    ) -> (configuration: ProjectConfiguration, diagnostics: [Diagnostic]) {
        let file = sources.add(name: path, bytes: bytes)
        var configuration = ProjectConfiguration()
        configuration.path = path
        func range(_ bytes: Range<Int>) -> SourceRange {
            SourceRange(file: file.id, start: bytes.lowerBound, end: bytes.upperBound)
        }
        let value: JSONValue
        let locations: [String: JSONMemberLocation]
        do {
            (value, locations) = try JSONParser.parseWithLocations(bytes)
        } catch {
            let point = min(error.offset, bytes.count)
            return (configuration, [.error(ConfigurationCode.malformed, "malformed configuration: \(error.message)",
                                           at: range(point..<min(point + 1, bytes.count)))])
        }
        guard let members = value.objectValue else {
            return (configuration, [.error(ConfigurationCode.invalidValue,
                                           "expected an object at the top of \(fileName), "
                                               + "found \(value.kindDescription)",
                                           at: range(0..<min(1, bytes.count)))])
        }
        var diagnostics: [Diagnostic] = []
        for name in members.keys.sorted() {
            let location = locations["/" + name]
            guard let section = ConfigurationSchema.sections.first(where: { $0.name == name }) else {
                diagnostics.append(unknownKey(name, in: nil, candidates: ConfigurationSchema.sections.map(\.name),
                                              at: location.map { range($0.key) }))
                continue
            }
            guard let settings = members[name]?.objectValue else {
                diagnostics.append(.error(ConfigurationCode.invalidValue,
                                          "expected an object for \"\(name)\", "
                                              + "found \(members[name]?.kindDescription ?? "nothing")",
                                          at: location.map { range($0.value) }))
                continue
            }
            for key in settings.keys.sorted() {
                let keyLocation = locations["/\(name)/\(key)"]
                guard let spec = section.keys.first(where: { $0.name == key }), let setting = settings[key] else {
                    diagnostics.append(unknownKey(key, in: name, candidates: section.keys.map(\.name),
                                                  at: keyLocation.map { range($0.key) }))
                    continue
                }
                if let problem = spec.apply(setting, &configuration) {
                    diagnostics.append(.error(ConfigurationCode.invalidValue, "\"\(name).\(key)\": \(problem)",
                                              at: keyLocation.map { range($0.value) }))
                }
            }
        }
        return (configuration, diagnostics)
    }

    static func unknownKey(_ key: String, in section: String?, candidates: [String],
                           at range: SourceRange?) -> Diagnostic {
        let place = section.map { "in \"\($0)\"" } ?? "at the top of \(fileName)"
        var diagnostic = Diagnostic.error(ConfigurationCode.unknownKey, "unknown key \"\(key)\" \(place)", at: range)
        if let suggestion = Suggestion.closest(to: key, in: candidates), let range {
            diagnostic = diagnostic.withFixIt("did you mean \"\(suggestion)\"?", replacing: range,
                                              with: "\"\(suggestion)\"")
        }
        return diagnostic.withNote("the keys \(place) are " + candidates.map { "\"\($0)\"" }.joined(separator: ", "))
    }
}

/// `"format"`: `{"indent": 2, "lineWidth": 100}`; a missing key keeps the default.
public struct FormatSettings: Hashable, Sendable {
    public var indent: Int?
    public var lineWidth: Int?

    public init(indent: Int? = nil, lineWidth: Int? = nil) {
        self.indent = indent
        self.lineWidth = lineWidth
    }

    /// `defaults` with what this section sets.
    public func applied(to defaults: FormatOptions) -> FormatOptions {
        FormatOptions(indent: indent ?? defaults.indent, lineWidth: lineWidth ?? defaults.lineWidth)
    }
}

/// `"swift"`: `{"platforms": ["iOS"]}` — the platforms the app's code is read for, over what
/// its projects and manifests say (`--platform` wins over it); a missing key is not set.
public struct SwiftSettings: Hashable, Sendable {
    public var platforms: Set<SwiftBuildConfiguration.Platform>?

    public init(platforms: Set<SwiftBuildConfiguration.Platform>? = nil) {
        self.platforms = platforms
    }

    /// The `swift.platforms` of the `.layoutc.json` nearest `folder` (nil when there is none,
    /// it sets none, or it cannot be read: the editor and the preview read the rest without it).
    /// `exists` and `read` are the disk's unless given (the editor's open documents over it).
    public static func platforms(
        forFolder folder: String,
        exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) },
        read: (String) -> [UInt8]? = { FileManager.default.contents(atPath: $0).map(Array.init) }
    ) -> Set<SwiftBuildConfiguration.Platform>? {
        guard let path = ProjectConfiguration.locate(from: folder, exists: exists),
              let bytes = read(path) else { return nil }
        return ProjectConfiguration.load(path: path, bytes: bytes, sources: SourceManager())
            .configuration.swift.platforms
    }
}

/// `"lint"`: `{"select": […], "ignore": […], "severity": {rule: level}, "proposals": ["320xnil"],
/// "devices": true, "textScales": [1, 2]}`; a missing key is not set (the command line's or the
/// default applies).
public struct LintSettings: Hashable, Sendable {
    public var select: [String]?
    public var ignore: [String]?
    /// Rule (code or name) → error, warning, info or off.
    public var severity: [String: String]?
    public var proposals: [ProposedViewSize]?
    public var devices: Bool?
    public var textScales: [Double]?
    public var dynamicTypes: [DynamicTypeSize]?
    public var accessibility: Bool?
    public var orientations: Set<Devices.Orientation>?
    public var interactiveTags: [String]?

    public init() {}

    /// The lint options these settings make, with what the command line gives over them (a
    /// setting given there wins) and, first among the proposals, `leading` (the language
    /// server's hover proposal). The one place lint settings become options: `layoutc lint` and
    /// the language server both call it.
    public func options(over commandLine: LintCommandLine = LintCommandLine(), leading: [ProposedViewSize] = [],
                        compile: CompileOptions = CompileOptions()) -> LintOptions {
        var options = LintOptions(compile: compile)
        options.select = commandLine.select ?? select
        options.ignore = commandLine.select != nil || !commandLine.ignore.isEmpty ? commandLine.ignore : ignore ?? []
        // The file's levels in the order of their rules' names, then the command line's in its order.
        for (rule, word) in (severity ?? [:]).sorted(by: { $0.key < $1.key }) + commandLine.severities {
            if let code = LintRules.rule(named: rule)?.code, let level = LintOptions.level(word) {
                options.severities[code] = level
            }
        }
        let proposals = commandLine.proposals.isEmpty ? self.proposals ?? [] : commandLine.proposals
        options.devices = commandLine.devices || devices == true
        options.proposals = leading + proposals
        options.textScales = commandLine.textScales ?? textScales ?? [1]
        options.dynamicTypes = commandLine.dynamicTypes ?? dynamicTypes
        options.accessibility = commandLine.accessibility || accessibility == true
        options.orientations = commandLine.orientations ?? orientations ?? [.portrait, .landscape]
        options.interactiveTags = Set((interactiveTags ?? []) + commandLine.interactiveTags)
        options.reportsUnusedSuppressions = !commandLine.changesWhatIsLinted
        return options
    }
}

/// What `layoutc lint`'s command line says about linting, over `.layoutc.json`'s `"lint"`.
public struct LintCommandLine: Sendable {
    /// Whether it changes the rules or the configurations from what the project declares.
    public var changesWhatIsLinted: Bool {
        select != nil || !ignore.isEmpty || severities.contains { $0.level == "off" } || !proposals.isEmpty || devices
            || textScales != nil || dynamicTypes != nil || accessibility || orientations != nil
    }

    public var select: [String]?
    public var ignore: [String] = []
    /// `--severity RULE=LEVEL`, in order.
    public var severities: [(rule: String, level: String)] = []
    public var proposals: [ProposedViewSize] = []
    public var devices = false
    public var textScales: [Double]?
    public var dynamicTypes: [DynamicTypeSize]?
    public var accessibility = false
    public var orientations: Set<Devices.Orientation>?
    /// `--interactive-tags`, added to the project's.
    public var interactiveTags: [String] = []

    public init(select: [String]? = nil, ignore: [String] = [], severities: [(rule: String, level: String)] = [],
                proposals: [ProposedViewSize] = [], devices: Bool = false, textScales: [Double]? = nil,
                dynamicTypes: [DynamicTypeSize]? = nil, accessibility: Bool = false,
                orientations: Set<Devices.Orientation>? = nil, interactiveTags: [String] = []) {
        self.orientations = orientations
        self.interactiveTags = interactiveTags
        self.dynamicTypes = dynamicTypes
        self.accessibility = accessibility
        self.select = select
        self.ignore = ignore
        self.severities = severities
        self.proposals = proposals
        self.devices = devices
        self.textScales = textScales
    }
}

/// The codes of configuration diagnostics.
public enum ConfigurationCode {
    public static let malformed: DiagnosticCode = "E0010"
    public static let unknownKey: DiagnosticCode = "E0011"
    public static let invalidValue: DiagnosticCode = "E0012"
}
