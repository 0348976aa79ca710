import Foundation
import Testing
import LayoutDiagnostics
@testable import LayoutDriver
import LayoutSema

/// The command line's words as types: each format, stage, colour mode and file failure is
/// spelled in one place, and the messages read as before.
@Suite struct OutputKindsTests {
    @Test func fileFailuresCarryTheirCodes() {
        #expect(FileFailure.cannotRead(path: "a.layout", reason: "no such file").message == "cannot read 'a.layout': no such file [E0001]")
        #expect(FileFailure.standardInput(reason: "cannot read standard input: it is closed").message
            == "cannot read standard input: it is closed [E0001]")
        #expect(FileFailure.cannotWrite(path: "out/a.svg", reason: "permission denied").errorLine
            == "layoutc: error: cannot write 'out/a.svg': permission denied [E0002]\n")
        #expect(FileFailure.changedOnDisk(path: "a.layout", while: "linted").message
            == "not fixing 'a.layout': it changed on disk while it was linted [E0002]")
        #expect(FileFailure.standardOutput(reason: "no space left").code == .cannotWriteStandardOutput)
        #expect(DiagnosticCode.cannotWriteStandardOutput.rawValue == "E0003")
    }

    @Test func frameFormatsByExtension() {
        #expect(OutputTarget.format(ofPath: "card.SVG") == .success(.svg))
        #expect(OutputTarget.format(ofPath: "card.txt") == .success(.text))
        #expect(OutputTarget.format(ofPath: "card.text") == .success(.text))
        #expect(OutputTarget.format(ofPath: ".json") == .success(nil))
        #expect(OutputTarget.format(ofPath: "Card.swift") == .success(.swiftui))
        #expect(FrameFormat.allCases.map(\.rawValue).joined(separator: ", ") == "text, json, svg, swiftui")
        #expect(FrameFormat.names == "text, json, svg or swiftui")
        #expect(FrameFormat.allCases.filter(\.streams) == [.text, .json])
    }

    @Test func colourModes() {
        #expect(ColorMode.auto.colors(isTerminal: true, environment: [:]))
        #expect(!ColorMode.auto.colors(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(ColorMode.auto.colors(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!ColorMode.auto.colors(isTerminal: false, environment: [:]))
        #expect(ColorMode.always.colors(isTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorMode.never.colors(isTerminal: true, environment: [:]))
    }

    @Test func aLibraryHasNothingToLayOut() {
        let file = SourceManager().add(name: "tags.layout", text: "let gap = 8\n")
        let diagnostic = Diagnostic.nothingToLayOut(file)
        #expect(diagnostic.code == .nothingToLayOut && diagnostic.code.rawValue == "E3002")
        #expect(diagnostic.message == "'tags.layout' has nothing to lay out: it defines components and constants but no root element")
        #expect(diagnostic.path == "tags.layout" && diagnostic.range == nil)
        #expect(diagnostic.notes.map(\.message) == ["a file of definitions is a library for 'import'; 'layoutc check' checks it"])
    }
}
