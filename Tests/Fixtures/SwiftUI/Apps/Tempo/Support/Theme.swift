import SwiftUI

enum Theme {
    static let dialSize: CGFloat = 240
    static let dialLineWidth: CGFloat = 14
    static let controlSize: CGFloat = 64
    static let compactControlSize: CGFloat = 50
    static let cornerRadius: CGFloat = 16
    /// The unit under a metric ("BPM", "KCAL"), from the watch face spec.
    static let unitSize: CGFloat = 9
}

extension TimeInterval {
    /// "4:05", "12:30", "1:02:10".
    var clock: String {
        let total = Int(self.rounded())
        let hours = total / 3_600
        let minutes = total / 60 % 60
        let seconds = total % 60
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, seconds)
            : String(format: "%d:%02d", minutes, seconds)
    }
}
