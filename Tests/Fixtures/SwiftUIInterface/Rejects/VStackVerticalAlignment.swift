// SwiftUI rejects this: error: type 'HorizontalAlignment' has no member 'top' — a VStack aligns its children horizontally.
import SwiftUI

struct VStackVerticalAlignment: View {
    var body: some View {
        VStack(alignment: .top) {
            Text("A")
            Text("B")
        }
    }
}
