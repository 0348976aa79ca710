import Foundation

enum AppGroup {
    static let identifier = "group.app.mosaicjournal"
}

enum StorageKey {
    static let hasSeenWelcome = "hasSeenWelcome"
    static let dailyReminder = "dailyReminder"
    static let reminderHour = "reminderHour"
    static let iCloudSync = "iCloudSync"
    static let photoQuality = "photoQuality"
}

enum AssetName {
    static let samplePhoto = "sample-market"
}
