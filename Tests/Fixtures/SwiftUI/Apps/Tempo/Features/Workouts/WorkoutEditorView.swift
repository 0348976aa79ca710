import SwiftUI

struct WorkoutEditorView: View {
    var onSave: (Workout) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var rounds = 4
    @State private var work: TimeInterval = 40
    @State private var rest: TimeInterval = 20

    private let roundPresets = [1, 2, 3, 4, 5, 6, 8, 10]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    TextField("Name", text: $name)
                        .font(.title3)
                        .padding(12)
                        .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: Theme.cornerRadius, style: .continuous))

                    Text("Rounds")
                        .font(.headline)
                    HStack(spacing: 8) { // expect: overflow
                        ForEach(roundPresets, id: \.self) { value in
                            Button {
                                rounds = value
                            } label: {
                                Text("\(value)")
                                    .font(.headline)
                                    .monospacedDigit()
                                    .foregroundStyle(rounds == value ? Color.white : Color.primary)
                                    .frame(width: 52, height: 52)
                                    .background(rounds == value ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(.fill.tertiary), in: Circle())
                            }
                            .buttonStyle(.plain)
                        }
                    }

                    durationRow("Work", value: $work)
                    durationRow("Rest", value: $rest)

                    Text("\(rounds) rounds of \(work.clock) work and \(rest.clock) rest: \((Double(rounds) * (work + rest)).clock) in all.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
            .navigationTitle("New workout")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(Workout(
                            name: name,
                            symbol: "figure.mixed.cardio",
                            intervals: [Interval(phase: .work, duration: work), Interval(phase: .rest, duration: rest)],
                            rounds: rounds
                        ))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }

    private func durationRow(_ title: LocalizedStringKey, value: Binding<TimeInterval>) -> some View {
        HStack(spacing: 12) {
            Text(title)
                .font(.headline)
            Spacer()
            Button { // trap 3: ControlButtonStyle (Components) draws these as 50 pt circles
                value.wrappedValue = max(5, value.wrappedValue - 5)
            } label: {
                Label("Shorter", systemImage: "minus")
            }
            .buttonStyle(.control(diameter: Theme.compactControlSize))
            Text(value.wrappedValue.clock)
                .font(.title3)
                .monospacedDigit()
                .frame(minWidth: 64)
            Button {
                value.wrappedValue += 5
            } label: {
                Label("Longer", systemImage: "plus")
            }
            .buttonStyle(.control(diameter: Theme.compactControlSize))
        }
    }
}

#Preview {
    WorkoutEditorView { _ in }
}
