import Foundation
import Observation
import TrailModels

@Observable
@MainActor
final class FeedModel {
    var state: LoadState<[Trail]> = .loading
    var filter: TrailFilter?
    var searchText = ""

    @ObservationIgnored private let client: TrailClient

    init(client: TrailClient = .live) {
        self.client = client
    }

    var visibleTrails: [Trail] {
        guard case .loaded(let trails) = state else { return [] }
        guard !searchText.isEmpty else { return trails }
        return trails.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    func load() async {
        guard case .loading = state else { return }
        await refresh()
    }

    func refresh() async {
        do {
            state = .loaded(try await client.trails(filter))
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

extension FeedModel {
    static let preview: FeedModel = {
        let model = FeedModel(client: .preview)
        model.state = .loaded(Trail.mockList)
        return model
    }()
}
