import MosaicStyle
import MosaicUI
import SwiftUI

struct JournalView: View {
    enum Scope: String, CaseIterable, Identifiable {
        case all = "All"
        case favorites = "Favorites"
        var id: Self { self }
    }

    @EnvironmentObject private var store: JournalStore
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var scope: Scope = .all
    @State private var isComposing = false

    private var columns: [GridItem] { // trap 6: computed columns: 2 flexible columns on iPhone (compact width), 4 only in regular width
        let count = horizontalSizeClass == .regular ? 4 : 2
        return Array(repeating: GridItem(.flexible(), spacing: MosaicMetrics.gridSpacing), count: count)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: MosaicMetrics.gridSpacing) {
                    Picker("Show", selection: $scope) {
                        ForEach(Scope.allCases) { scope in
                            Text(scope.rawValue).tag(scope)
                        }
                    }
                    .pickerStyle(.segmented)

                    switch scope { // trap 6: a stored enum, .all by default; each case draws one clean grid or the empty state
                    case .all:
                        if store.entries.isEmpty {
                            ContentUnavailableView(
                                "No Entries Yet",
                                systemImage: "photo.on.rectangle.angled",
                                description: Text("Tap + to add today's photo.")
                            )
                        } else {
                            grid(of: store.entries)
                        }
                    case .favorites:
                        if store.favorites.isEmpty {
                            ContentUnavailableView(
                                "No Favorites Yet",
                                systemImage: "heart",
                                description: Text("Tap the heart on an entry to keep it here.")
                            )
                        } else {
                            grid(of: store.favorites)
                        }
                    }
                }
                .padding(.horizontal, MosaicMetrics.screenPadding)
            }
            .navigationTitle("Journal")
            .navigationDestination(for: JournalEntry.self) { entry in
                EntryDetailView(entry: entry)
            }
            .refreshable { await store.refresh() }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { // trap 7: a toolbar "plus": the navigation bar gives it a 44 pt hit region
                        isComposing = true
                    } label: {
                        Image(systemName: "plus")
                    }
                    .accessibilityLabel("New Entry")
                }
            }
            .sheet(isPresented: $isComposing) {
                EntryEditorView(entry: nil)
            }
        }
    }

    private func grid(of entries: [JournalEntry]) -> some View {
        LazyVGrid(columns: columns, spacing: MosaicMetrics.gridSpacing) {
            ForEach(entries) { entry in
                NavigationLink(value: entry) {
                    PhotoTile(
                        image: Image(entry.photoName),
                        caption: entry.caption,
                        date: entry.date,
                        isFavorite: entry.isFavorite
                    )
                }
                .buttonStyle(.plain)
            }
        }
    }
}

#Preview {
    JournalView()
        .environmentObject(JournalStore.preview)
}

#Preview("Empty") {
    JournalView()
        .environmentObject(JournalStore())
}
