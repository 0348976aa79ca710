// SwiftUI rejects this: error: instance method 'foregroundStyle' requires that 'String' conform to 'ShapeStyle' — colours are Color values, not names.
import SwiftUI

struct ForegroundStyleString: View {
    var body: some View {
        Text("Hello")
            .foregroundStyle("red")
    }
}
