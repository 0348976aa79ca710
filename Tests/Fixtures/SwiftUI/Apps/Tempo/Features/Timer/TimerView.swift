import SwiftUI

struct TimerView: View {
    enum DialStyle: String, CaseIterable, Identifiable {
        case ring, digits

        var id: Self { self }
    }

    @Environment(TimerEngine.self) private var engine
    @AppStorage("timer.style") private var style: DialStyle = .ring
    @AppStorage("timer.sounds") private var soundsOn = true

    var body: some View {
        Group {
            if let workout = engine.workout {
                ViewThatFits { // trap 6: the column is too tall for a phone in landscape; ViewThatFits then shows the row, which fits
                    VStack(spacing: 32) {
                        header(workout)
                        dial
                        TimerControls()
                    }
                    HStack(spacing: 40) {
                        dial
                        VStack(spacing: 24) {
                            header(workout)
                            TimerControls()
                        }
                    }
                }
                .padding()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(engine.phase.tint.opacity(0.08))
            } else {
                QuickStart()
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }

    private func header(_ workout: Workout) -> some View {
        HStack(alignment: .center, spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                PhaseBadge(phase: engine.phase)
                Text(workout.name)
                    .font(.title2.bold())
            }
            Spacer(minLength: 0)
            Image(systemName: soundsOn ? "speaker.wave.2.fill" : "speaker.slash.fill") // trap 7: a 20 pt glyph, but its frame is 50×50 with .contentShape, and the gesture is outside it
                .font(.title3)
                .frame(width: 50, height: 50)
                .contentShape(Rectangle())
                .onTapGesture { soundsOn.toggle() }
                .accessibilityAddTraits(.isButton)
        }
    }

    @ViewBuilder
    private var dial: some View {
        switch style { // trap 6: a stored enum with a default (.ring); the digits face fits the same 240 pt square
        case .ring:
            RingDial(
                remaining: engine.remaining,
                progress: engine.progress,
                tint: engine.phase.tint,
                caption: engine.workout.map { "Round \(engine.round) of \($0.rounds)" }
            )
        case .digits:
            Text(engine.remaining.clock)
                .font(.system(size: 96, weight: .bold, design: .rounded))
                .monospacedDigit()
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .frame(width: Theme.dialSize, height: Theme.dialSize)
        }
    }
}

/// Stop, play/pause and skip.
struct TimerControls: View {
    @Environment(TimerEngine.self) private var engine

    var body: some View {
        HStack(spacing: 24) {
            Button { // trap 3: ControlButtonStyle (Components) makes every transport button a 64 pt circle
                engine.stop()
            } label: {
                Label("Stop", systemImage: "stop.fill")
            }
            .buttonStyle(.control(tint: .secondary))

            Button {
                engine.state == .running ? engine.pause() : engine.resume()
            } label: {
                Label(engine.state == .running ? "Pause" : "Resume", systemImage: engine.state == .running ? "pause.fill" : "play.fill")
            }
            .buttonStyle(.control(diameter: 80, tint: engine.phase.tint, prominent: true))

            Button {
                engine.skip()
            } label: {
                Label("Skip", systemImage: "forward.end.fill")
            }
            .buttonStyle(.control)
        }
    }
}

/// What the Timer tab shows when nothing runs: every workout, one tap to start.
private struct QuickStart: View {
    @Environment(WorkoutStore.self) private var store
    @Environment(TimerEngine.self) private var engine

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Quick start")
                    .font(.largeTitle.bold())
                ForEach(store.workouts) { workout in
                    Button {
                        engine.start(workout)
                    } label: {
                        HStack(spacing: 12) {
                            Image(systemName: workout.symbol)
                                .font(.title2)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(workout.name)
                                    .font(.headline)
                                Text(workout.summary)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer(minLength: 8)
                            Image(systemName: "play.circle.fill")
                                .font(.title)
                                .foregroundStyle(.tint)
                        }
                        .tile(tint: .accentColor)
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding()
        }
    }
}

#Preview("Running") {
    TimerView()
        .environment(TimerEngine.preview)
        .environment(WorkoutStore.preview)
}

#Preview("Idle") {
    TimerView()
        .environment(TimerEngine())
        .environment(WorkoutStore.preview)
}
