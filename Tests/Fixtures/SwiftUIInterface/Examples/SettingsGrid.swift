// Grid and GridRow: a two-column form with a full-width divider and cell spans.
import SwiftUI

struct SettingsGrid: View {
    var body: some View {
        Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 12, verticalSpacing: 8) {
            GridRow {
                Text("Name:")
                    .gridColumnAlignment(.trailing)
                Text("layoutc")
            }
            GridRow(alignment: .top) {
                Text("Targets:")
                VStack(alignment: .leading) {
                    Text("iOS 17")
                    Text("macOS 14")
                }
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("A note that spans both columns of the grid.")
                    .gridCellColumns(2)
                    .gridCellAnchor(.center)
            }
            GridRow {
                Color.clear.frame(width: 1, height: 1)
                Button("Apply") {}
            }
        }
        .padding()
    }
}
