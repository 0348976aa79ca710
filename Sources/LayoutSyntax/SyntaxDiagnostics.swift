import LayoutDiagnostics

/// The syntax errors, each with its stable code (E1xxx).
enum SyntaxError {
    static let unterminatedString: DiagnosticCode = "E1001"
    static let unterminatedComment: DiagnosticCode = "E1002"
    static let strayCharacter: DiagnosticCode = "E1003"
    static let malformedNumber: DiagnosticCode = "E1004"
    static let invalidEscape: DiagnosticCode = "E1005"
    static let expected: DiagnosticCode = "E1010"
    static let tooDeep: DiagnosticCode = "E1011"
    static let tooManyErrors: DiagnosticCode = "E1012"
    static let braces: DiagnosticCode = "E1013"
}
