// SwiftUI rejects this: LazyVGrid is init(columns:alignment:spacing:pinnedViews:content:); `rows:` belongs to LazyHGrid.
import SwiftUI

struct LazyVGridRows: View {
    var body: some View {
        LazyVGrid(rows: [GridItem(.flexible())]) {
            Text("A")
        }
    }
}
