import Combine
import Foundation

final class PlantStore: ObservableObject {
    @Published var plants: [Plant] = Plant.samples
    @Published var tasks: [CareTask] = CareTask.samples
    @Published var isLoading = false
    @Published var snoozedUntil: Date? = nil
    @Published var outdoorTemperature: String = "--"

    private var cancellables = Set<AnyCancellable>()

    init() {
        WeatherService.shared.temperaturePublisher
            .receive(on: DispatchQueue.main)
            .assign(to: \.outdoorTemperature, on: self)
            .store(in: &cancellables)
    }

    var thirstyCount: Int {
        if let snoozedUntil = snoozedUntil, snoozedUntil > Date() { return 0 }
        return plants.filter { $0.status != .healthy }.count
    }

    func tasks(for filter: TaskFilter) -> [CareTask] {
        let calendar = Calendar.current
        switch filter {
        case .today:
            return tasks.filter { !$0.isDone && calendar.isDateInToday($0.due) }
        case .upcoming:
            return tasks.filter { !$0.isDone && $0.due > Date() && !calendar.isDateInToday($0.due) }
        case .done:
            return tasks.filter(\.isDone)
        }
    }

    func toggle(_ task: CareTask) {
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
        tasks[index].isDone.toggle()
    }

    func markWatered(_ plant: Plant) {
        guard let index = plants.firstIndex(where: { $0.id == plant.id }) else { return }
        plants[index].lastWatered = Date()
    }

    func delete(at offsets: IndexSet) {
        plants.remove(atOffsets: offsets)
    }

    func add(_ plant: Plant) {
        plants.append(plant)
    }

    func snooze() {
        snoozedUntil = Calendar.current.date(byAdding: .hour, value: 3, to: Date())
    }
}

/// Current outdoor temperature for the user's location, formatted for display ("21°").
final class WeatherService {
    static let shared = WeatherService()

    let temperaturePublisher = PassthroughSubject<String, Never>()

    func refresh(latitude: Double, longitude: Double) {
        let url = URL(string: "https://api.sprout.garden/v1/weather?lat=\(latitude)&lon=\(longitude)")!
        URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
            guard
                let data = data,
                let reading = try? JSONDecoder().decode(Reading.self, from: data)
            else { return }
            self?.temperaturePublisher.send("\(Int(reading.celsius.rounded()))°")
        }
        .resume()
    }

    private struct Reading: Decodable {
        var celsius: Double
    }
}
