import Testing
@testable import LayoutDriver

/// The command-line process leaves a compilation's tree to the exit; anything that runs commands
/// in a living process (tests, `build --watch`) frees it.
struct MemoryAtExitTests {
    @Test func onlyTheRealProcessLeavesMemoryToTheExit() {
        #expect(DriverIO.process.freesMemoryBeforeExit == false)
        let io = DriverIO(readStandardInput: { .success([]) }, writeStandardOutput: { _ in .success(()) }, writeStandardError: { _ in },
                          environment: [:], standardErrorIsTerminal: false, currentDirectory: "/")
        #expect(io.freesMemoryBeforeExit)
    }
}
