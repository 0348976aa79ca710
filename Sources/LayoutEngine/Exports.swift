// `import SwiftUI` brings Foundation's geometry (`CGFloat`, `CGSize`, `CGRect`, `CGPoint`) and
// math (`ceil`, `cos`, `sin`, …) with it: a layout written for SwiftUI compiles against this module
// with only its import changed because this module re-exports them the same way.
@_exported import Foundation
@_exported import LayoutFont
