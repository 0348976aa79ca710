import Foundation
import TrailModels

struct TrailClient: Sendable {
    var trails: @Sendable (TrailFilter?) async throws -> [Trail]
    var forecast: @Sendable (Trail.ID) async throws -> [DayForecast]
}

extension TrailClient {
    static let live = TrailClient(
        trails: { filter in
            var components = URLComponents(string: "https://api.trailhead.app/v2/trails")!
            if let filter {
                components.queryItems = [URLQueryItem(name: "filter", value: filter.rawValue)]
            }
            let (data, _) = try await URLSession.shared.data(from: components.url!)
            return try JSONDecoder.trailhead.decode([Trail].self, from: data)
        },
        forecast: { id in
            let url = URL(string: "https://api.trailhead.app/v2/trails/\(id.uuidString)/forecast")!
            let (data, _) = try await URLSession.shared.data(from: url)
            return try JSONDecoder.trailhead.decode([ForecastDTO].self, from: data).map(\.model)
        }
    )

    static let preview = TrailClient(
        trails: { _ in Trail.mockList },
        forecast: { _ in DayForecast.previewWeek }
    )
}

private struct ForecastDTO: Decodable {
    var date: Date
    var weekday: String
    var high: Int
    var low: Int
    var symbol: String

    var model: DayForecast {
        DayForecast(date: date, weekday: weekday, high: high, low: low, symbolName: symbol)
    }
}

extension JSONDecoder {
    static let trailhead: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
}
