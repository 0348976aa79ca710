// SwiftUI rejects this: error: missing argument for parameter 'blue' in call — Color(_:red:green:blue:opacity:) needs all three components.
import SwiftUI

struct ColorMissingBlue: View {
    var body: some View {
        Color(red: 1, green: 0.5)
            .frame(width: 20, height: 20)
    }
}
