import SwiftUI

struct SidebarView: View {
    @Binding var selection: RecipeCategory?
    @Environment(RecipeStore.self) private var store
    @State private var isShowingShoppingList = false

    var body: some View {
        List(selection: $selection) {
            Section("Recipes") {
                ForEach(RecipeCategory.allCases) { category in
                    NavigationLink(value: category) {
                        Label(category.title, systemImage: category.symbol)
                    }
                    .badge(store.recipes(in: category).count)
                }
            }

            #if os(iOS)
            Section {
                Button { // trap 7: the whole List row is the button; the row, not the 22 pt label, is hit-tested
                    isShowingShoppingList = true
                } label: {
                    Label("Shopping List", systemImage: "cart")
                }
                NavigationLink {
                    SettingsView()
                } label: {
                    Label("Settings", systemImage: "gearshape")
                }
            }
            #endif
        }
        .navigationTitle("Pantry")
        #if os(macOS)
        .navigationSplitViewColumnWidth(min: 170, ideal: Theme.sidebarWidth, max: 260) // trap 1: Mac sidebar column width, not an iPhone screen
        .safeAreaInset(edge: .bottom) {
            MacSidebarFooter(recipeCount: store.recipes.count, itemCount: store.shoppingList.count)
        }
        #else
        .sheet(isPresented: $isShowingShoppingList) {
            ShoppingListView()
        }
        #endif
    }
}

#if os(macOS)
private struct MacSidebarFooter: View {
    let recipeCount: Int
    let itemCount: Int
    @Environment(RecipeStore.self) private var store
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        HStack(spacing: 6) {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(recipeCount) recipes") // trap 1: 10 pt caption in a macOS-only view
                    .font(.system(size: 10, weight: .medium))
                Text("\(itemCount) to buy")
                    .font(.system(size: 10))
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 4)
            Button { // trap 1: 20 pt borderless button on the Mac, not a 44 pt iOS target
                Task { await store.load() }
            } label: {
                Image(systemName: "arrow.clockwise")
                    .font(.system(size: 11, weight: .semibold))
            }
            .buttonStyle(.borderless)
            .frame(width: 20, height: 20)
            .help("Reload recipes")
        }
        .controlSize(.small)
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(.bar)
    }
}
#endif

#Preview {
    NavigationStack {
        SidebarView(selection: .constant(.mains))
    }
    .environment(RecipeStore.preview)
}
