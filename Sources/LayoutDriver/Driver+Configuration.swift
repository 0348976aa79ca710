import Foundation
import LayoutDiagnostics
import LayoutProject
import LayoutEngine
import LayoutSema

/// The `.layoutc.json` files read in one invocation, by directory searched.
final class ConfigurationCache {
    var byDirectory: [String: ProjectConfiguration] = [:]
}

extension Session {
    /// The nearest `.layoutc.json` at or above `directory` (the defaults when there is none);
    /// nil, after its diagnostics are printed, when it cannot be read or has mistakes.
    func projectConfiguration(from directory: String) -> ProjectConfiguration? {
        if let known = configurations.byDirectory[directory] { return known }
        var result = ProjectConfiguration()
        let exists: (String) -> Bool = { path in
            if case .regularFile = io.pathStatus(path) { return true }
            return false
        }
        if let path = ProjectConfiguration.locate(from: directory, exists: exists) {
            switch io.readFile(path) {
            case let .failure(error):
                io.writeStandardError(FileFailure.cannotRead(path: path, reason: error.message).errorLine)
                return nil
            case let .success(bytes):
                let (configuration, diagnostics) = ProjectConfiguration.load(path: path, bytes: bytes, sources: sources)
                if !diagnostics.isEmpty {
                    emitDiagnostics(diagnostics, format: options.diagnosticsFormat)
                    return nil
                }
                result = configuration
            }
        }
        configurations.byDirectory[directory] = result
        return result
    }
}

extension Session {
    /// What text is measured with for a file in `directory`: `--font`'s files or model, else
    /// `.layoutc.json`'s `text.font`, else the built-in font; tracked as `--tracking` says, else as
    /// the project says (unless `--font` named the font), else as the font's default. Nil, after an
    /// error line, when a font file cannot be read or the configuration has mistakes.
    func textModel(for directory: String) -> TextModel? {
        let values: [String]
        var tracking = options.tracking
        if !options.fonts.isEmpty {
            values = options.fonts.map { $0 == "model" ? $0 : absolutePath($0) }
        } else {
            guard let configuration = projectConfiguration(from: directory) else { return nil }
            values = configuration.text.fonts ?? []
            tracking = tracking ?? configuration.text.tracking
        }
        let read: (String) throws -> [UInt8] = { [io] path in
            switch io.readFile(path) {
            case let .success(bytes): return bytes
            case let .failure(error): throw FontError(error.message)
            }
        }
        switch TextModels.load(values, tracking: tracking, read: read) {
        case let .success(model): return model
        case let .failure(error):
            io.writeStandardError("layoutc: error: cannot use the font: \(error.description)\n")
            return nil
        }
    }
}
