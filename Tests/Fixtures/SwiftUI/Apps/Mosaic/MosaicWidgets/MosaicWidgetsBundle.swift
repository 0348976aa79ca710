import SwiftUI
import WidgetKit

@main
struct MosaicWidgetsBundle: WidgetBundle {
    var body: some Widget {
        MemoryWidget()
    }
}
