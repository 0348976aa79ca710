import SwiftUI

struct WorkoutDetailView: View {
    let workout: Workout

    @Environment(WorkoutStore.self) private var store
    @Environment(TimerEngine.self) private var engine

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                HStack(spacing: 8) {
                    MetricTile(title: "Duration", value: "\(Int(workout.totalDuration / 60))", unit: "MIN") // trap 2: MetricTile's 9 pt unit is one finding, in MetricTile.swift
                    MetricTile(title: "Rounds", value: "\(workout.rounds)", unit: "×")
                    MetricTile(title: "Steps", value: "\(workout.intervals.count)", unit: "EACH")
                }

                if let notes = workout.notes {
                    Text(notes)
                        .foregroundStyle(.secondary)
                }

                HStack(alignment: .firstTextBaseline) {
                    Text("Intervals and rest periods") // expect: truncated-text
                        .font(.title3.bold())
                        .lineLimit(1)
                    Spacer()
                    Text("\(workout.intervals.count) steps")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }

                IntervalTable(intervals: workout.intervals)

                if let last = store.lastSession(of: workout) {
                    Label {
                        Text("Last done \(last.date, format: .relative(presentation: .named))")
                    } icon: {
                        Image(systemName: "clock.arrow.circlepath")
                    }
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                }
            }
            .padding()
        }
        .safeAreaInset(edge: .bottom) {
            Button {
                engine.start(workout)
            } label: {
                Label("Start", systemImage: "play.fill")
                    .font(.headline)
                    .frame(maxWidth: .infinity, minHeight: 52)
            }
            .buttonStyle(.borderedProminent)
            .padding()
            .background(.bar)
        }
        .navigationTitle(workout.name)
        .navigationBarTitleDisplayMode(.inline)
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}

/// Every step of one round, with its length.
struct IntervalTable: View {
    let intervals: [Interval]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("#")
                Text("Phase")
                Text("Time")
                    .gridColumnAlignment(.trailing)
            }
            .font(.caption.weight(.semibold))
            .foregroundStyle(.secondary)

            Divider()
                .gridCellUnsizedAxes(.horizontal)

            ForEach(Array(intervals.enumerated()), id: \.element.id) { index, interval in
                GridRow {
                    Text("\(index + 1)")
                        .monospacedDigit()
                        .foregroundStyle(.secondary)
                    PhaseBadge(phase: interval.phase)
                    Text(interval.duration.clock)
                        .monospacedDigit()
                }
            }
        }
    }
}

#Preview {
    NavigationStack {
        WorkoutDetailView(workout: .mock)
    }
    .environment(WorkoutStore.preview)
    .environment(TimerEngine())
}
