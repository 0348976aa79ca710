import SwiftUI

struct IngredientGrid: View {
    let ingredients: [Ingredient]
    var scale: Double = 1
    var unitSystem: UnitSystem = .metric

    var body: some View {
        Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: Spacing.m, verticalSpacing: Spacing.s) {
            ForEach(ingredients) { ingredient in
                GridRow {
                    quantity(of: ingredient)
                        .font(.body.monospacedDigit().weight(.semibold))
                        .gridColumnAlignment(.trailing)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(ingredient.name)
                        if let note = ingredient.note {
                            Text(note)
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                if ingredient.id != ingredients.last?.id {
                    Divider()
                        .gridCellUnsizedAxes(.horizontal)
                }
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        #if os(macOS)
        .font(.system(size: 11)) // trap 1: the Mac's compact 11 pt table; iOS keeps the text styles
        .controlSize(.small)
        #endif
    }

    @ViewBuilder
    private func quantity(of ingredient: Ingredient) -> some View {
        let amount = ingredient.quantity * scale
        switch unitSystem { // trap 6: a stored enum defaulting to .metric that no caller changes: only the .metric Text is drawn
        case .metric:
            Text(Ingredient(name: ingredient.name, quantity: amount, unit: ingredient.unit).formattedQuantity)
        case .imperial:
            Text(ingredient.imperialQuantity(scaledBy: scale))
        }
    }
}

struct ServingsControl: View {
    @Binding var servings: Int
    var range: ClosedRange<Int> = 1...12

    var body: some View {
        HStack(spacing: Spacing.m) {
            Text("Servings")
                .font(.subheadline.weight(.medium))
                .foregroundStyle(.secondary)
            Spacer(minLength: Spacing.s)
            Button { // trap 3: a 24 pt glyph, 50 pt once IconButtonStyle (another file) pads it
                servings -= 1
            } label: {
                Image(systemName: "minus")
                    .frame(width: 24, height: 24)
            }
            .disabled(servings <= range.lowerBound)
            .accessibilityLabel("Fewer servings")

            Text("\(servings)")
                .font(.title3.monospacedDigit().weight(.semibold))
                .frame(minWidth: 32)
                .contentTransition(.numericText())

            Button {
                servings += 1
            } label: {
                Image(systemName: "plus")
                    .frame(width: 24, height: 24)
            }
            .disabled(servings >= range.upperBound)
            .accessibilityLabel("More servings")
        }
        .buttonStyle(.icon)
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }
}

#Preview("Grid") {
    IngredientGrid(ingredients: Recipe.mock.ingredients)
        .padding()
}

#Preview("Servings") {
    @Previewable @State var servings = 4
    ServingsControl(servings: $servings)
        .padding()
}
