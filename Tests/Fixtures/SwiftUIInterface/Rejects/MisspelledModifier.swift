// SwiftUI rejects this: error: value of type 'Text' has no member 'foregroundColour' — the modifier is foregroundColor(_:).
import SwiftUI

struct MisspelledModifier: View {
    var body: some View {
        Text("Hello")
            .foregroundColour(.red)
    }
}
