import LayoutDiagnostics

/// The checking and lowering diagnostics, each with its stable code.
enum SemaCode {
    /// The codes of the limits a layout's expansion stops at (its elements, its steps): the
    /// whole layout is refused, not a construct of it.
    static let limits: Set<DiagnosticCode> = [tooManyNodes, tooMuchWork]
    static let unknownElement: DiagnosticCode = "E2001"
    static let unknownModifier: DiagnosticCode = "E2002"
    static let unknownLabel: DiagnosticCode = "E2003"
    static let missingArgument: DiagnosticCode = "E2004"
    static let duplicateArgument: DiagnosticCode = "E2005"
    static let extraArgument: DiagnosticCode = "E2006"
    static let wrongType: DiagnosticCode = "E2007"
    static let outOfRange: DiagnosticCode = "E2008"
    static let invalidValue: DiagnosticCode = "E2009"
    static let conflictingArguments: DiagnosticCode = "E2010"
    static let childrenNotAllowed: DiagnosticCode = "E2011"
    static let rowOutsideGrid: DiagnosticCode = "E2012"
    static let undefinedName: DiagnosticCode = "E2013"
    static let recursiveComponent: DiagnosticCode = "E2014"
    static let importCycle: DiagnosticCode = "E2015"
    static let unreadableImport: DiagnosticCode = "E2016"
    static let noRoot: DiagnosticCode = "E2017"
    static let extraRoot: DiagnosticCode = "E2018"
    static let badRepeat: DiagnosticCode = "E2019"
    static let tooManyNodes: DiagnosticCode = "E2020"
    static let missingContent: DiagnosticCode = "E2021"
    static let unknownDefine: DiagnosticCode = "E2022"
    static let divisionByZero: DiagnosticCode = "E2023"
    static let redefinition: DiagnosticCode = "E2024"
    static let notAnElement: DiagnosticCode = "E2025"
    static let duplicateProposal: DiagnosticCode = "E2026"
    static let tooManyErrors: DiagnosticCode = "E2027"
    static let tooMuchWork: DiagnosticCode = "E2028"
    static let numberTooLarge: DiagnosticCode = "E2029"
    static let twoTags: DiagnosticCode = "E2030"
    static let swiftUISpelling: DiagnosticCode = "E2031"
    static let badCondition: DiagnosticCode = "E2032"
    static let stringTooLong: DiagnosticCode = "E2033"
    static let unusedDefinition: DiagnosticCode = "W2001"
    static let unusedParameter: DiagnosticCode = "W2002"
    static let duplicateTag: DiagnosticCode = "W2003"
    static let noEffect: DiagnosticCode = "W2004"
    static let contradictoryFrame: DiagnosticCode = "W2005"
}

