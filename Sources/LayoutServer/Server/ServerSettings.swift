import Foundation
import LayoutEngine
import LayoutJSON
import LayoutProject

/// The server's settings: from `initializationOptions`, then `workspace/configuration` (section
/// `layoutc`) and `workspace/didChangeConfiguration`. Unknown keys are ignored (clients send
/// their own); a bad value is reported with `window/logMessage` and the old value kept.
public struct ServerSettings: Sendable, Equatable {
    /// The proposal hover and inlay hints lay a file out at when it declares none.
    public var proposal = ProposedViewSize(width: 320, height: nil)
    /// Inlay hints (the computed size after each element): off unless asked for.
    public var inlayHints = false
    /// How long after the last change diagnostics are computed (seconds).
    public var diagnosticsDelay = 0.01
    /// `"font"`: what text is measured with, as `--font` says it (`"model"`, or font files); nil:
    /// the project's `.layoutc.json`, else the built-in font.
    public var fonts: [String]?
    /// The text model `fonts` names (read when the setting is made).
    public var textModel: TextModel?

    public init() {}

    /// Defaults but for the proposal.
    public init(proposal: ProposedViewSize) { self.proposal = proposal }

    /// Applies the keys of `value` it knows; returns a message for each bad one.
    public mutating func update(from value: JSONValue) -> [String] {
        var problems: [String] = []
        if let proposal = value["proposal"], !proposal.isNull {
            if let text = proposal.stringValue {
                switch ProposalText.parse(text) {
                case let .success(parsed): self.proposal = parsed
                case let .failure(failure): problems.append("setting \"proposal\": \(failure.message); \(failure.hint)")
                }
            } else {
                problems.append("setting \"proposal\": expected WxH such as \"375xnil\" "
                                    + "(each side a number, inf or nil), found \(proposal.serialized())")
            }
        }
        if let hints = value["inlayHints"], !hints.isNull {
            if let flag = hints.boolValue {
                inlayHints = flag
            } else {
                problems.append("setting \"inlayHints\": expected true or false, found \(hints.kindDescription)")
            }
        }
        if let delay = value["diagnosticsDelay"], !delay.isNull {
            if let milliseconds = delay.doubleValue, milliseconds >= 0, milliseconds <= 10_000 {
                diagnosticsDelay = milliseconds / 1000
            } else {
                problems.append("setting \"diagnosticsDelay\": expected milliseconds from 0 to 10000, "
                                    + "found \(delay.serialized())")
            }
        }
        if let font = value["font"], font.isNull {
            // Unset (as VS Code sends a setting nobody made): the project's, else the built-in font.
            fonts = nil
            textModel = nil
        } else if let font = value["font"] {
            let list = font.stringValue.map { [$0] } ?? font.arrayValue?.compactMap(\.stringValue)
            if let list, !list.isEmpty, list.count == (font.arrayValue?.count ?? 1), !list.contains("") {
                switch TextModels.load(list) {
                case let .success(model):
                    fonts = list
                    textModel = model
                case let .failure(error):
                    problems.append("setting \"font\": \(error.description)")
                }
            } else {
                problems.append("setting \"font\": expected \"model\" or a list of font files, found \(font.serialized())")
            }
        }
        return problems
    }
}

/// What the client said it can do (the parts the server adapts to).
struct ClientCapabilities: Sendable {
    var snippets = false
    var markdownHover = false
    var relatedInformation = false
    var hierarchicalSymbols = false
    var configuration = false
    var watchedFilesRegistration = false
    var documentChanges = false
    var encodings: [String] = []

    init() {}

    init(_ value: JSONValue) {
        let textDocument = value["textDocument"] ?? .null
        snippets = textDocument["completion"]?["completionItem"]?["snippetSupport"]?.boolValue ?? false
        markdownHover = textDocument["hover"]?["contentFormat"]?.arrayValue?.contains("markdown") ?? false
        relatedInformation = textDocument["publishDiagnostics"]?["relatedInformation"]?.boolValue ?? false
        hierarchicalSymbols = textDocument["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.boolValue ?? false
        configuration = value["workspace"]?["configuration"]?.boolValue ?? false
        watchedFilesRegistration = value["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue
            ?? false
        documentChanges = value["workspace"]?["workspaceEdit"]?["documentChanges"]?.boolValue ?? false
        encodings = value["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
}
