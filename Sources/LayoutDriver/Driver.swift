import Foundation

/// The `layoutc` command line. `main` returns the process exit code:
/// 0 success, 1 errors in the input, 2 usage, I/O or internal error.
public enum Driver {
    public static let version = "0.1.0"

    public static func main(arguments: [String]) -> Int32 {
        if arguments == ["--version"] {
            print("layoutc \(version)")
            return 0
        }
        FileHandle.standardError.write(Data("layoutc: error: no command implemented yet\n".utf8))
        return 2
    }
}
