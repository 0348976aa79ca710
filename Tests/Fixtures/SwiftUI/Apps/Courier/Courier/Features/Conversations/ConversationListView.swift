import SwiftUI
import DesignSystem

struct ConversationListView: View {
    enum Filter: String, CaseIterable, Identifiable {
        case all = "All"
        case unread = "Unread"
        case groups = "Groups"

        var id: Self { self }
    }

    @EnvironmentObject private var store: ChatStore
    @State private var filter: Filter = .all
    @State private var searchText = ""
    @State private var isComposing = false

    var body: some View {
        NavigationStack {
            List {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: Theme.Spacing.medium) {
                        ForEach(Filter.allCases) { option in
                            FilterChip(title: option.rawValue, isSelected: filter == option) {
                                filter = option
                            }
                        }
                    }
                }
                .listRowInsets(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
                .listRowSeparator(.hidden)

                switch filter { // trap 6: a stored enum with a default (.all); every case lists the same clean rows
                case .all:
                    if !store.pinned.isEmpty {
                        Section("Pinned") {
                            rows(store.pinned)
                        }
                    }
                    Section("Chats") {
                        rows(store.others)
                    }
                case .unread:
                    rows(store.conversations.filter { $0.unreadCount > 0 })
                case .groups:
                    rows(store.conversations.filter(\.isGroup))
                }
            }
            .listStyle(.plain)
            .navigationTitle("Chats")
            .searchable(text: $searchText, prompt: "Search")
            .refreshable { await store.refresh() }
            .navigationDestination(for: Conversation.self) { conversation in
                ChatView(conversation: conversation)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { // trap 7: a bare 22 pt glyph, but it is a toolbar item with the bar's 44 pt hit region
                        isComposing = true
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
            .sheet(isPresented: $isComposing) {
                ComposeSheet()
            }
            .overlay {
                if store.conversations.isEmpty {
                    ContentUnavailableView {
                        Label("No chats yet", systemImage: "bubble.left.and.bubble.right")
                    } description: {
                        Text("Start a conversation with the compose button.")
                    }
                }
            }
        }
    }

    private func rows(_ conversations: [Conversation]) -> some View {
        ForEach(searchText.isEmpty ? conversations : conversations.filter { $0.title.localizedCaseInsensitiveContains(searchText) }) { conversation in
            NavigationLink(value: conversation) {
                ConversationRow(conversation: conversation, draft: store.drafts[conversation.id])
            }
            .swipeActions(edge: .trailing) {
                Button("Archive", systemImage: "archivebox") {}
                    .tint(.indigo)
            }
        }
    }
}

private struct FilterChip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) { // trap 7: the capsule is 32 pt tall, but .padding(.vertical, 9) + .contentShape make the hit region 50 pt
            Text(title)
                .font(.subheadline.weight(.medium))
                .padding(.horizontal, 14)
                .padding(.vertical, 6)
                .frame(minWidth: 60)
                .frame(height: 32) // expect: clipped-by-frame
                .foregroundStyle(isSelected ? Color.white : Color.primary)
                .background(isSelected ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(Color.fieldBackground), in: Capsule())
                .padding(.vertical, 9)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    ConversationListView()
        .environmentObject(ChatStore.mock)
}
