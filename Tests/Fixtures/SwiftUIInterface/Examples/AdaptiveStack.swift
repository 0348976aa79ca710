// AnyLayout switching between HStackLayout and VStackLayout, as layoutc's container values do.
import SwiftUI

struct AdaptiveStack: View {
    var isCompact: Bool

    private var layout: AnyLayout {
        isCompact
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
            : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 16))
    }

    var body: some View {
        layout {
            Text("Total")
                .font(.title3)
            Text("$1,234")
                .font(.system(size: 28, weight: .semibold, design: .rounded))
                .monospacedDigit()
            Spacer()
        }
        .padding()
    }
}

private let grid = AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 4))
private let zLayout = AnyLayout(ZStackLayout(alignment: .topTrailing))

struct LayoutSwitcher: View {
    let useGrid: Bool
    var body: some View {
        let chosen = useGrid ? grid : zLayout
        chosen {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 30, height: 30)
        }
    }
}
