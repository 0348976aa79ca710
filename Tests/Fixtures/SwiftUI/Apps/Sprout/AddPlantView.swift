import SwiftUI

struct AddPlantView: View {
    @Environment(\.presentationMode) private var presentationMode
    @EnvironmentObject var store: PlantStore

    private let editing: Plant?

    @State private var name: String
    @State private var species: String
    @State private var room: String
    @State private var waterEvery: Int
    @State private var light: LightLevel
    @State private var remindMe = true

    private let rooms = ["Living room", "Bedroom", "Kitchen", "Bathroom", "Office", "Balcony"]

    init(editing plant: Plant? = nil) {
        editing = plant
        _name = State(initialValue: plant?.name ?? "")
        _species = State(initialValue: plant?.species ?? "")
        _room = State(initialValue: plant?.room ?? "Living room")
        _waterEvery = State(initialValue: plant?.waterIntervalDays ?? 7)
        _light = State(initialValue: plant?.light ?? .medium)
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Plant")) {
                    TextField("Name", text: $name)
                    TextField("Species", text: $species)
                        .autocapitalization(.none)
                }

                Section(
                    header: Text("Care"),
                    footer: Text("Sprout reminds you at 9:00 on the days a plant needs water.")
                ) {
                    Stepper("Water every \(waterEvery) days", value: $waterEvery, in: 1...30)
                    Picker("Light", selection: $light) {
                        ForEach(LightLevel.allCases) { level in
                            Text(level.title).tag(level)
                        }
                    }
                    Picker("Room", selection: $room) {
                        ForEach(rooms, id: \.self) { room in
                            Text(room).tag(room)
                        }
                    }
                    Toggle("Remind me", isOn: $remindMe)
                }
            }
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .navigationTitle(editing == nil ? "New Plant" : "Edit Plant")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { presentationMode.wrappedValue.dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(name.isEmpty)
                }
            }
        }
    }

    private func save() {
        let plant = Plant(
            id: editing?.id ?? UUID(),
            name: name,
            species: species,
            room: room,
            waterIntervalDays: waterEvery,
            lastWatered: editing?.lastWatered,
            light: light
        )
        store.add(plant)
        presentationMode.wrappedValue.dismiss()
    }
}

struct AddPlantView_Previews: PreviewProvider {
    static var previews: some View {
        AddPlantView()
            .environmentObject(PlantStore())
        AddPlantView(editing: .sample)
            .environmentObject(PlantStore())
            .previewDisplayName("Editing")
    }
}
