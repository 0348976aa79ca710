import Foundation
import LayoutDriver

// The executable is a thin shell: everything lives in LayoutDriver so tests can call it.
exit(Driver.main(arguments: Array(CommandLine.arguments.dropFirst())))
