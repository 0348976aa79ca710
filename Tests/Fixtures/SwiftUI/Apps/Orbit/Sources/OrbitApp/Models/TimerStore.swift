import Foundation
import Observation
import UserNotifications

struct TimerPreset: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var minutes: Int
    var symbol: String
}

@Observable
final class TimerStore {
    var presets: [TimerPreset] = [
        TimerPreset(name: "Focus", minutes: 25, symbol: "brain.head.profile"),
        TimerPreset(name: "Short break", minutes: 5, symbol: "cup.and.saucer"),
        TimerPreset(name: "Long break", minutes: 15, symbol: "figure.walk"),
    ]
    var active: TimerPreset?
    var endDate: Date?
    var completedToday = 0
    var playsSound = true
    var showsTimeInMenuBar = true

    var isRunning: Bool { endDate != nil }

    var remaining: TimeInterval {
        guard let endDate else { return 0 }
        return max(0, endDate.timeIntervalSinceNow)
    }

    var progress: Double {
        guard let active, isRunning else { return 0 }
        return 1 - remaining / Double(active.minutes * 60)
    }

    var menuBarTitle: String {
        guard showsTimeInMenuBar, isRunning else { return "" }
        return Duration.seconds(remaining).formatted(.time(pattern: .minuteSecond))
    }

    func start(_ preset: TimerPreset) {
        active = preset
        endDate = .now.addingTimeInterval(Double(preset.minutes * 60))
        scheduleNotification(for: preset)
    }

    func stop() {
        active = nil
        endDate = nil
        UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
    }

    private func scheduleNotification(for preset: TimerPreset) {
        let content = UNMutableNotificationContent()
        content.title = "\(preset.name) finished"
        content.sound = playsSound ? .default : nil
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: Double(preset.minutes * 60), repeats: false)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: preset.id.uuidString, content: content, trigger: trigger))
    }
}

extension TimerStore {
    static var preview: TimerStore {
        let store = TimerStore()
        store.start(store.presets[0])
        store.completedToday = 3
        return store
    }
}
