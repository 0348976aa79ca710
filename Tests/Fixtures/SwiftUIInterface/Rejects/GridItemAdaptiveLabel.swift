// SwiftUI rejects this: the case is GridItem.Size.adaptive(minimum:maximum:); `min:` is not one of its labels.
import SwiftUI

struct GridItemAdaptiveLabel: View {
    let columns = [GridItem(.adaptive(min: 80))]

    var body: some View {
        LazyVGrid(columns: columns) {
            Text("A")
        }
    }
}
