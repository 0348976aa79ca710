#if os(iOS) || targetEnvironment(macCatalyst)
import UIKit
#elseif canImport(AppKit) && !DEBUG
import AppKit
#else
#error("unsupported")
#endif
#if compiler(>=5.9) && swift(<6)
#warning("old compiler")
#endif
if #available(iOS 17, *) { new() } else if #unavailable(macOS 13) { old() }
let s = #selector(tap(_:)); let f = #file; let l = #line; let c = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
#sourceLocation(file: "x.swift", line: 10)
#sourceLocation()
#Preview("Light") { ContentView() }
