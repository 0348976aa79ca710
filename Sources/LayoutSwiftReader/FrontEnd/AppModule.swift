import Foundation
import LayoutAppModel
import LayoutDiagnostics

extension SwiftReader {
    /// The reader of the module `file` belongs to, as the app is built (`docs/swiftui.md`, "The
    /// app, read as it is built"): its target's files and those of the modules it imports, read
    /// for iOS when the module builds for iOS (else the first platform it builds for); a file no
    /// project or package holds is read with its folder's. `path` is absolute; `file` is its source
    /// as the caller has it (an editor's unsaved text), used in place of what `files` reads.
    /// `platforms` overrides what a unit builds for (`AppModel.overridingPlatforms`).
    public static func module(of file: SourceFile, path: String, files: WorkspaceFiles, sources: SourceManager,
                              platforms: (_ unitFolder: String) -> Set<AppModel.Platform>? = { _ in nil },
                              displayName: @escaping @Sendable (String) -> String = { $0 }) -> SwiftReader {
        module(of: file, path: path, model: AppModel.read([path], files: files).overridingPlatforms(platforms),
               files: files, sources: sources, displayName: displayName)
    }

    /// The same, with the app model already read (the language server keeps it between keystrokes).
    public static func module(of file: SourceFile, path: String, model: AppModel, files: WorkspaceFiles,
                              sources: SourceManager,
                              displayName: @escaping @Sendable (String) -> String = { $0 }) -> SwiftReader {
        let workspace = WorkspaceSources(model: model, files: files, sources: sources, displayName: displayName)
        workspace.use(file, for: path)
        return module(of: path, in: workspace) ?? SwiftReader(files: [file])
    }

    /// A reader of the module that builds the file at `path` (for iOS when one does), through
    /// `workspace`'s files; nil when no module of its model holds the file.
    public static func module(of path: String, in workspace: WorkspaceSources) -> SwiftReader? {
        let model = workspace.model
        let modules = model.modules(containing: path)
        guard let module = modules.first(where: { model.modules[$0].platforms.contains(.iOS) }) ?? modules.first else {
            return nil
        }
        let platforms = model.modules[module].platforms
        return SwiftReader(workspace.reading(of: module, for: platforms.contains(.iOS) ? .iOS : platforms.min() ?? .iOS))
    }

    /// A reader of a module as the app model indexed it for one platform.
    public convenience init(_ reading: WorkspaceSources.ModuleReading) {
        self.init(index: reading.index, files: reading.files, configuration: reading.configuration,
                  assets: reading.assets)
    }
}
