import SwiftUI

struct HistoryView: View {
    @Environment(WorkoutStore.self) private var store
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// Two tiles a line on a phone, four on a wide window.
    private var gridItems: [GridItem] {
        let count = sizeClass == .regular ? 4 : 2
        return Array(repeating: GridItem(.flexible(), spacing: 12), count: count)
    }

    private var averageHeartRate: Int? {
        let rates = store.sessions.compactMap(\.averageHeartRate)
        return rates.isEmpty ? nil : rates.reduce(0, +) / rates.count
    }

    private var totalCalories: Int {
        store.sessions.reduce(0) { $0 + $1.calories }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: gridItems, spacing: 12) { // trap 6: computed gridItems, 2 flexible columns on an iPhone (165.5 pt each on an SE)
                    MetricTile(title: "This week", value: "\(store.totalMinutesThisWeek)", unit: "MIN") // trap 2: MetricTile's 9 pt unit is one finding, in MetricTile.swift
                    MetricTile(title: "Sessions", value: "\(store.sessions.count)", unit: "TOTAL")
                    MetricTile(title: "Avg heart rate", value: averageHeartRate.map(String.init) ?? "–", unit: "BPM", tint: .red)
                    MetricTile(title: "Energy", value: "\(totalCalories)", unit: "KCAL", tint: .orange)
                }
                .padding(.horizontal)

                LazyVStack(alignment: .leading, spacing: 0) {
                    Text("Recent")
                        .font(.title3.bold())
                        .padding(.horizontal)
                        .padding(.top, 24)
                        .padding(.bottom, 8)
                    ForEach(store.sessions) { session in
                        Row(session: session)
                        Divider()
                            .padding(.leading)
                    }
                }
            }
            .navigationTitle("History")
            .overlay {
                if store.sessions.isEmpty {
                    ContentUnavailableView("No sessions yet", systemImage: "clock", description: Text("Finished workouts show up here."))
                }
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}

extension HistoryView {
    struct Row: View {
        let session: Session

        var body: some View {
            HStack(spacing: 12) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(session.workoutName)
                        .font(.headline)
                    Text(session.date, format: .dateTime.weekday(.wide).month(.abbreviated).day())
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(session.duration.clock)
                    .monospacedDigit()
                Image(systemName: "square.and.arrow.up") // expect: small-tap-target
                    .foregroundStyle(.tint)
                    .onTapGesture { share() }
                    .padding(8)
            }
            .padding(.horizontal)
            .padding(.vertical, 10)
        }

        private func share() {
            let text = "\(session.workoutName): \(session.duration.clock)"
            UIPasteboard.general.string = text
        }
    }
}

#Preview {
    HistoryView()
        .environment(WorkoutStore.preview)
}
