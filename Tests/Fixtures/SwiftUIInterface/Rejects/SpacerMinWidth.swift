// SwiftUI rejects this: Spacer's only initializer is init(minLength:); there is no `minWidth:` label.
import SwiftUI

struct SpacerMinWidth: View {
    var body: some View {
        HStack {
            Text("A")
            Spacer(minWidth: 8)
            Text("B")
        }
    }
}
