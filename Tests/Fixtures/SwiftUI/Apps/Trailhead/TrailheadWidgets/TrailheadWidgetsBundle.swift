import SwiftUI
import WidgetKit

@main
struct TrailheadWidgetsBundle: WidgetBundle {
    var body: some Widget {
        NextHikeWidget()
    }
}
