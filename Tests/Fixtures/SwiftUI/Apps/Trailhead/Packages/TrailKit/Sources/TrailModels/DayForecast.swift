import Foundation

public struct DayForecast: Identifiable, Hashable, Sendable {
    public let id: Date
    public var weekday: String
    public var high: Int
    public var low: Int
    public var symbolName: String

    public init(date: Date, weekday: String, high: Int, low: Int, symbolName: String) {
        self.id = date
        self.weekday = weekday
        self.high = high
        self.low = low
        self.symbolName = symbolName
    }

    /// Rounded and formatted by the weather service's locale, e.g. "21°".
    public var highText: String { "\(high)°" }
    public var lowText: String { "\(low)°" }
}

public extension DayForecast {
    static let previewWeek: [DayForecast] = [
        DayForecast(date: .distantPast, weekday: "Mon", high: 21, low: 9, symbolName: "sun.max.fill"),
        DayForecast(date: .distantPast.addingTimeInterval(86_400), weekday: "Tue", high: 19, low: 8, symbolName: "cloud.sun.fill"),
        DayForecast(date: .distantPast.addingTimeInterval(172_800), weekday: "Wed", high: 14, low: 6, symbolName: "cloud.rain.fill"),
        DayForecast(date: .distantPast.addingTimeInterval(259_200), weekday: "Thu", high: 16, low: 5, symbolName: "cloud.fill"),
        DayForecast(date: .distantPast.addingTimeInterval(345_600), weekday: "Fri", high: 22, low: 10, symbolName: "sun.max.fill"),
        DayForecast(date: .distantPast.addingTimeInterval(432_000), weekday: "Sat", high: 24, low: 12, symbolName: "sun.max.fill"),
        DayForecast(date: .distantPast.addingTimeInterval(518_400), weekday: "Sun", high: 18, low: 9, symbolName: "wind"),
    ]
}
