// SwiftUI rejects this: error: argument 'alignment' must precede argument 'spacing' — HStack(alignment:spacing:content:).
import SwiftUI

struct HStackArgumentOrder: View {
    var body: some View {
        HStack(spacing: 8, alignment: .top) {
            Text("A")
            Text("B")
        }
    }
}
