import SwiftUI

struct WorkoutListView: View {
    @Environment(WorkoutStore.self) private var store
    @Environment(TimerEngine.self) private var engine
    @State private var searchText = ""
    @State private var isAdding = false

    private var filtered: [Workout] {
        searchText.isEmpty ? store.workouts : store.workouts.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                if searchText.isEmpty, !store.favorites.isEmpty {
                    Section("Favorites") {
                        ForEach(store.favorites) { workout in
                            NavigationLink(value: workout) {
                                Row(workout: workout)
                            }
                        }
                    }
                }
                Section("All workouts") {
                    ForEach(filtered) { workout in
                        NavigationLink(value: workout) {
                            Row(workout: workout)
                        }
                    }
                    .onDelete { store.delete(at: $0) }
                }
            }
            .navigationTitle("Workouts")
            .searchable(text: $searchText)
            .navigationDestination(for: Workout.self) { workout in
                WorkoutDetailView(workout: workout)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { // trap 7: a bare glyph, but a toolbar item: the bar gives it a 44 pt hit region
                        isAdding = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $isAdding) {
                WorkoutEditorView { store.add($0) }
            }
            .safeAreaInset(edge: .bottom) {
                if engine.workout != nil {
                    NowPlayingBar()
                }
            }
        }
    }
}

extension WorkoutListView {
    /// A workout in the list. Side by side at the standard sizes, stacked at the accessibility sizes.
    struct Row: View { // trap 2: same nested name as HistoryView.Row, which has the problem; this Row is clean
        let workout: Workout

        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @ScaledMetric(relativeTo: .title2) private var iconWidth: CGFloat = 36

        var body: some View {
            let layout = dynamicTypeSize.isAccessibilitySize
                ? AnyLayout(VStackLayout(alignment: .leading, spacing: 6))
                : AnyLayout(HStackLayout(spacing: 12))

            layout {
                Image(systemName: workout.symbol) // trap 6: the 36 pt frame is a @ScaledMetric: it grows with the symbol (92 pt at AX5)
                    .font(.title2)
                    .foregroundStyle(.tint)
                    .frame(width: iconWidth)
                VStack(alignment: .leading, spacing: 2) {
                    HStack(spacing: 4) {
                        Text(workout.name)
                            .font(.headline)
                        if workout.isFavorite {
                            Image(systemName: "star.fill")
                                .font(.caption)
                                .foregroundStyle(.yellow)
                        }
                    }
                    Text(workout.summary)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(.vertical, 4)
        }
    }
}

/// The running workout, pinned under the list.
struct NowPlayingBar: View {
    @Environment(TimerEngine.self) private var engine

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(engine.phase.tint)
                .frame(width: 10, height: 10)
            VStack(alignment: .leading, spacing: 0) {
                Text(engine.workout?.name ?? "") // trap 4: the buttons below depend on engine.state; a reader that takes both ifs as true squeezes this title between four buttons, the app shows two
                    .font(.headline)
                    .lineLimit(1)
                Text(engine.remaining.clock)
                    .font(.subheadline)
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            if engine.state == .running {
                Button { engine.pause() } label: { Label("Pause", systemImage: "pause.fill") }
                    .buttonStyle(.control(diameter: Theme.compactControlSize))
                Button { engine.skip() } label: { Label("Skip", systemImage: "forward.end.fill") }
                    .buttonStyle(.control(diameter: Theme.compactControlSize))
            }
            if engine.state == .paused {
                Button { engine.resume() } label: { Label("Resume", systemImage: "play.fill") }
                    .buttonStyle(.control(diameter: Theme.compactControlSize))
                Button { engine.stop() } label: { Label("Stop", systemImage: "stop.fill") }
                    .buttonStyle(.control(diameter: Theme.compactControlSize, tint: .secondary))
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}

#Preview {
    WorkoutListView()
        .environment(WorkoutStore.preview)
        .environment(TimerEngine.preview)
}
