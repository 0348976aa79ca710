import SwiftUI

struct TodayView: View {
    @EnvironmentObject var store: PlantStore
    @State private var filter: TaskFilter = .today

    var body: some View {
        NavigationView {
            VStack(spacing: 12) {
                HStack {
                    Text(greeting)
                        .font(.title3.bold())
                    Spacer()
                    WeatherPill(temperature: store.outdoorTemperature)
                }
                .padding(.horizontal)

                if store.thirstyCount > 0 {
                    WateringReminderBanner(plantCount: store.thirstyCount, onSnooze: store.snooze)
                        .padding(.horizontal)
                }

                Picker("Show", selection: $filter) {
                    ForEach(TaskFilter.allCases) { filter in
                        Text(filter.title).tag(filter)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)

                List {
                    switch filter { // trap 6: a switch over a stored enum (default .today): one case's rows at a time, in a List that scrolls
                    case .today:
                        ForEach(store.tasks(for: .today)) { task in
                            TaskRow(task: task) { store.toggle(task) }
                        }
                    case .upcoming:
                        ForEach(store.tasks(for: .upcoming)) { task in
                            TaskRow(task: task) { store.toggle(task) }
                        }
                    case .done:
                        ForEach(store.tasks(for: .done)) { task in
                            TaskRow(task: task) { store.toggle(task) }
                        }
                    }
                }
                .listStyle(InsetGroupedListStyle())
            }
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .navigationTitle("Today")
        }
        .navigationViewStyle(.stack)
    }

    private var greeting: String {
        let hour = Calendar.current.component(.hour, from: Date())
        switch hour {
        case 5..<12: return "Good morning"
        case 12..<18: return "Good afternoon"
        default: return "Good evening"
        }
    }
}

private struct TaskRow: View {
    let task: CareTask
    var onToggle: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle") // expect: small-tap-target
                .font(.system(size: 22))
                .foregroundColor(task.isDone ? .sproutGreen : .secondary)
                .onTapGesture(perform: onToggle)
                .padding(8)

            VStack(alignment: .leading, spacing: 2) {
                Text(task.title)
                Text(task.due, style: .date)
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }

            Spacer(minLength: 8)

            TodayView.StatusBadge(kind: task.kind)
        }
    }
}

extension TodayView {
    struct StatusBadge: View { // trap 2: PlantRow.StatusBadge has the same name and a 9-pt label; this one is caption-sized and clean
        let kind: CareTask.Kind

        var body: some View {
            Text(kind.title)
                .font(.caption.bold())
                .foregroundColor(kind.color)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Capsule().fill(kind.color.opacity(0.15)))
        }
    }
}

private struct WeatherPill: View {
    let temperature: String

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "cloud.sun.fill")
                .renderingMode(.original)
            Text(temperature) // trap 4: the temperature arrives from the weather service at run time ("21°", at most 4 characters); a 16-character stand-in would be cut
                .font(.headline)
                .lineLimit(1)
                .frame(width: 56, alignment: .leading)
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }
}

struct TodayView_Previews: PreviewProvider {
    static var previews: some View {
        TodayView()
            .environmentObject(PlantStore())
    }
}
