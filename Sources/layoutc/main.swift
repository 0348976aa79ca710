import LayoutcKit

// The executable is a thin shell: the command line lives in LayoutDriver (so tests can call it),
// and its entry point in LayoutcKit (so a package of your own can run it with its own layouts).
Layoutc.main()
