// SwiftUI rejects this: no Text initializer takes an Int (only strings, LocalizedStringKey, AttributedString, …); write Text("\(3)").
import SwiftUI

struct TextInt: View {
    var body: some View {
        Text(3)
    }
}
