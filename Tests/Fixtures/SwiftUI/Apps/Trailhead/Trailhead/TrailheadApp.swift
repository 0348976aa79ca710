import SwiftUI

@main
struct TrailheadApp: App {
    @State private var feedModel = FeedModel()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(feedModel)
        }
    }
}
