// SwiftUI rejects this: error: type 'Font.Weight?' has no member 'extraBold' — the weights are ultraLight…black (heavy, black; no extraBold).
import SwiftUI

struct FontWeightUnknown: View {
    var body: some View {
        Text("Title")
            .font(.system(size: 20, weight: .extraBold))
    }
}
