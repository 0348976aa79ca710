// SwiftUI rejects this: error: argument 'minWidth' must precede argument 'maxWidth' — frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:).
import SwiftUI

struct FrameArgumentOrder: View {
    var body: some View {
        Text("Wide")
            .frame(maxWidth: .infinity, minWidth: 0)
    }
}
