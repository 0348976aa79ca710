import SwiftUI

struct StepRow: View {
    let number: Int
    let text: String
    let isDone: Bool
    var onToggle: () -> Void = {}

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: Spacing.m) {
            Text("\(number)")
                .font(.headline.monospacedDigit())
                .foregroundStyle(.tint)
                .frame(minWidth: 20, alignment: .leading)

            Text(text)
                .strikethrough(isDone)
                .foregroundStyle(isDone ? .secondary : .primary)
                .frame(maxWidth: .infinity, alignment: .leading)

            Image(systemName: isDone ? "checkmark.circle.fill" : "circle") // expect: small-tap-target
                .font(.title3)
                .foregroundStyle(isDone ? Color.green : Color.secondary)
                .onTapGesture(perform: onToggle)
                .padding(Spacing.m)
                .accessibilityAddTraits(.isButton)
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }
}

#Preview("Steps") {
    VStack(alignment: .leading, spacing: 12) {
        ForEach(Array(Recipe.mock.steps.enumerated()), id: \.offset) { index, step in
            StepRow(number: index + 1, text: step, isDone: index == 0)
        }
    }
    .padding()
}

#Preview("Type sizes") {
    VStack(alignment: .leading, spacing: 24) { // trap 5: preview scaffolding: 12 rows at three sizes, taller than the canvas; no screen shows this
        ForEach([DynamicTypeSize.large, .xxxLarge, .accessibility2], id: \.self) { size in
            ForEach(Array(Recipe.mock.steps.enumerated()), id: \.offset) { index, step in
                StepRow(number: index + 1, text: step, isDone: false)
                    .environment(\.dynamicTypeSize, size)
            }
        }
    }
    .padding()
}
