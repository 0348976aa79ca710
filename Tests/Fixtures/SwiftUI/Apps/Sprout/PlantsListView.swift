import SwiftUI

struct PlantsListView: View {
    @EnvironmentObject var store: PlantStore
    @State private var showingAddPlant = false
    @State private var searchText = ""

    private var filteredPlants: [Plant] {
        guard !searchText.isEmpty else { return store.plants }
        return store.plants.filter {
            $0.name.localizedCaseInsensitiveContains(searchText)
                || $0.species.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        NavigationView {
            List {
                if store.plants.isEmpty {
                    EmptyStateView(
                        title: "No plants yet",
                        message: "Add your first plant and Sprout will remind you when it needs water.",
                        actionTitle: "Add a plant",
                        action: { showingAddPlant = true }
                    )
                    .frame(maxWidth: .infinity)
                    .listRowBackground(Color.clear)
                } else {
                    ForEach(filteredPlants) { plant in
                        NavigationLink(destination: PlantDetailView(plant: plant)) {
                            PlantRow(plant: plant)
                        }
                    }
                    .onDelete(perform: store.delete)

                    Section {
                        Button(action: { showingAddPlant = true }) { // trap 7: a one-line Label button that is its row's whole content: the row takes the tap
                            Label("Add a plant", systemImage: "plus")
                        }
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .dynamicTypeSize(...DynamicTypeSize.accessibility1)
            .searchable(text: $searchText, prompt: "Search plants")
            .navigationTitle("My Plants")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button(action: { showingAddPlant = true }) { // trap 7: toolbar item: the navigation bar gives it a 44-pt hit region
                        Image(systemName: "plus.circle")
                    }
                }
            }
            .sheet(isPresented: $showingAddPlant) {
                AddPlantView()
                    .environmentObject(store)
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct PlantsListView_Previews: PreviewProvider {
    static var previews: some View {
        PlantsListView()
            .environmentObject(PlantStore())
        PlantsListView()
            .environmentObject(PlantStore())
            .previewDevice("iPhone SE (3rd generation)")
            .previewDisplayName("iPhone SE")
    }
}
