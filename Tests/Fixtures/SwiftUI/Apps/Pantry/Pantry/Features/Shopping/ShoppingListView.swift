import SwiftUI

struct ShoppingListView: View {
    @Environment(RecipeStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var tip: KitchenTip?
    @State private var isAddingItem = false
    @State private var newItemName = ""

    private var remaining: Int {
        store.shoppingList.filter { !$0.isChecked }.count
    }

    var body: some View {
        @Bindable var store = store

        NavigationStack {
            List {
                Section {
                    Header(remaining: remaining, total: store.shoppingList.count)
                }

                if let tip { // trap 4: the tip comes from the network (RecipeClient.fetchTip); the preview client has none
                    Section("Tip of the Day") {
                        TipRow(tip: tip)
                    }
                }

                Section {
                    ForEach($store.shoppingList) { $item in
                        ShoppingRow(item: $item)
                    }
                    .onDelete { store.shoppingList.remove(atOffsets: $0) }

                    Button { // trap 7: a List row that is only a button; the row is the tap target, not the 22 pt label
                        isAddingItem = true
                    } label: {
                        Label("Add Item", systemImage: "plus.circle.fill")
                    }
                } header: {
                    SectionHeader(title: "To Buy", actionTitle: "Clear checked") {
                        store.shoppingList.removeAll(where: \.isChecked)
                    }
                    .textCase(nil)
                }
            }
            .pantryListStyle()
            .dynamicTypeSize(...DynamicTypeSize.accessibility3)
            .navigationTitle("Shopping List")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .task {
                tip = await store.fetchTip()
            }
            .alert("New Item", isPresented: $isAddingItem) {
                TextField("Name", text: $newItemName)
                Button("Add") {
                    store.shoppingList.append(ShoppingItem(name: newItemName, detail: ""))
                    newItemName = ""
                }
                Button("Cancel", role: .cancel) {}
            }
            .overlay {
                if store.shoppingList.isEmpty {
                    ContentUnavailableView(
                        "Nothing to Buy",
                        systemImage: "cart",
                        description: Text("Add a recipe's ingredients from its page.")
                    )
                }
            }
        }
    }
}

private struct Header: View { // trap 2: same name as RecipeDetailView's private Header, which truncates; this one is clean
    let remaining: Int
    let total: Int

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            Text(remaining == 0 ? "All done" : "\(remaining) of \(total) left")
                .font(.title2.bold())
            ProgressView(value: Double(total - remaining), total: Double(max(total, 1)))
                .tint(.green)
            Text("Checked items move to the bottom and are cleared after a week.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, Spacing.xs)
    }
}

private struct TipRow: View {
    let tip: KitchenTip

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            HStack(spacing: Spacing.s) {
                Image(systemName: "lightbulb.fill")
                    .foregroundStyle(.yellow)
                Text(tip.headline) // trap 4: server text of unknown length; a 16-character stand-in is not what users see
                    .font(.headline)
                    .lineLimit(1)
                Spacer(minLength: Spacing.s)
                Text("2 min read")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Text(tip.body)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

private struct ShoppingRow: View {
    @Binding var item: ShoppingItem

    var body: some View {
        HStack(spacing: Spacing.s) {
            Image(systemName: item.isChecked ? "checkmark.circle.fill" : "circle") // trap 7: a 20 pt glyph in a 50×50 frame made tappable by contentShape
                .font(.title3)
                .foregroundStyle(item.isChecked ? Color.green : Color.secondary)
                .frame(width: 50, height: 50)
                .contentShape(Rectangle())
                .onTapGesture {
                    withAnimation { item.isChecked.toggle() }
                }
                .accessibilityAddTraits(.isButton)

            VStack(alignment: .leading, spacing: 2) {
                Text(item.name)
                    .strikethrough(item.isChecked)
                if !item.detail.isEmpty {
                    Text(item.detail)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .listRowInsets(EdgeInsets(top: 0, leading: Spacing.xs, bottom: 0, trailing: Spacing.l))
    }
}

#Preview {
    ShoppingListView()
        .environment(RecipeStore.preview)
}

#Preview("Empty") {
    ShoppingListView()
        .environment(RecipeStore(client: .preview))
}
