import SwiftUI

@main
struct TempoApp: App {
    @State private var store = WorkoutStore(workouts: Workout.mockList)
    @State private var engine = TimerEngine()

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(store)
                .environment(engine)
        }

        #if os(macOS)
        MenuBarExtra("Tempo", systemImage: "timer") {
            MenuBarTimerView()
                .environment(engine)
        }
        .menuBarExtraStyle(.window)
        #endif
    }
}

#if os(macOS)
/// The menu bar extra on the Mac: the running interval at a glance.
struct MenuBarTimerView: View {
    @Environment(TimerEngine.self) private var engine

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(engine.workout?.name ?? "No workout")
                .font(.system(size: 11, weight: .semibold))
            HStack {
                Text(engine.remaining.clock) // trap 1: 10 pt in a macOS-only view (#if os(macOS)): not linted
                    .font(.system(size: 10))
                    .monospacedDigit()
                Spacer()
                Button { // trap 1: a 20 pt Mac menu bar button: not linted
                    engine.state == .running ? engine.pause() : engine.resume()
                } label: {
                    Image(systemName: engine.state == .running ? "pause.fill" : "play.fill")
                }
                .buttonStyle(.borderless)
                .frame(width: 20, height: 20)
            }
        }
        .padding(8)
        .frame(width: 180)
    }
}
#endif
