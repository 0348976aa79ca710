import SwiftUI

struct PlantDetailView: View {
    @EnvironmentObject var store: PlantStore
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    let plant: Plant

    @State private var isFavorite = false
    @State private var showingEdit = false

    private var columns: [GridItem] {
        let count = horizontalSizeClass == .regular ? 4 : 2
        return Array(repeating: GridItem(.flexible(), spacing: 12), count: count)
    }

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("MMM d")
        return formatter
    }()

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                header

                LazyVGrid(columns: columns, spacing: 12) { // trap 6: computed columns: two flexible columns on an iPhone (four where the width class is regular)
                    CareCardView(
                        "Water",
                        value: "Every \(plant.waterIntervalDays) days",
                        systemImage: "drop.fill",
                        tint: .blue,
                        footnote: plant.lastWatered.map { "Last: " + Self.dayFormatter.string(from: $0) }
                    )
                    CareCardView("Light", value: plant.light.title, systemImage: "sun.max.fill", tint: .orange)
                    CareCardView("Humidity", value: plant.humidity.title, systemImage: "humidity.fill", tint: .teal)
                    CareCardView("Feed", value: "Monthly", systemImage: "leaf.arrow.circlepath")
                }

                LightMeterView(level: plant.light)

                plant.notes.map { notes in // trap 6: Optional.map in a builder: the notes block exists only when the plant has notes; the text wraps
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Notes")
                            .font(.headline)
                        Text(notes)
                            .foregroundColor(.secondary)
                    }
                }

                Button(action: { store.markWatered(plant) }) {
                    Label("Mark as watered", systemImage: "drop")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(CapsuleButtonStyle(prominent: true))
            }
            .padding()
        }
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        .navigationTitle(plant.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("Edit") { showingEdit = true }
            }
        }
        .sheet(isPresented: $showingEdit) {
            AddPlantView(editing: plant)
                .environmentObject(store)
        }
    }

    private var header: some View {
        HStack(alignment: .top, spacing: 12) {
            PlantThumbnail(imageName: plant.imageName, size: 88)

            VStack(alignment: .leading, spacing: 4) {
                Text(plant.name)
                    .font(.title2.bold())
                Text(plant.species)
                    .italic()
                    .foregroundColor(.secondary)
                Label(plant.room, systemImage: "house")
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }

            Spacer(minLength: 0)

            Image(systemName: isFavorite ? "star.fill" : "star") // trap 7: an 18-pt glyph, but the 50x50 frame with .contentShape(Rectangle()) takes the tap
                .font(.system(size: 18))
                .foregroundColor(.yellow)
                .frame(width: 50, height: 50)
                .contentShape(Rectangle())
                .onTapGesture { isFavorite.toggle() }
        }
    }
}

struct PlantDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            PlantDetailView(plant: .sample)
        }
        .environmentObject(PlantStore())

        NavigationView {
            PlantDetailView(plant: Plant.samples[2])
        }
        .environmentObject(PlantStore())
        .previewDevice("iPhone SE (3rd generation)")
        .environment(\.sizeCategory, .extraExtraExtraLarge)
        .previewDisplayName("SE, xxxLarge")
    }
}
