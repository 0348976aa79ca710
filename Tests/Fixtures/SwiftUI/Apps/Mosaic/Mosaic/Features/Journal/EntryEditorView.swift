import PhotosUI
import SwiftUI

struct EntryEditorView: View {
    @EnvironmentObject private var store: JournalStore
    @Environment(\.dismiss) private var dismiss

    private let original: JournalEntry?
    @State private var caption: String
    @State private var date: Date
    @State private var mood: Mood
    @State private var isFavorite: Bool
    @State private var photoItem: PhotosPickerItem?

    init(entry: JournalEntry?) {
        original = entry
        _caption = State(initialValue: entry?.caption ?? "")
        _date = State(initialValue: entry?.date ?? .now)
        _mood = State(initialValue: entry?.mood ?? .good)
        _isFavorite = State(initialValue: entry?.isFavorite ?? false)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    PhotosPicker(selection: $photoItem, matching: .images) {
                        Label(original == nil ? "Choose Photo" : "Replace Photo", systemImage: "photo.on.rectangle")
                    }
                }

                Section("Caption") {
                    TextField("What happened today?", text: $caption, axis: .vertical)
                        .lineLimit(2...6)
                }

                Section {
                    DatePicker("Date", selection: $date, in: ...Date.now, displayedComponents: .date)
                    Picker("Mood", selection: $mood) {
                        ForEach(Mood.allCases) { mood in
                            Label(mood.title, systemImage: mood.symbol).tag(mood)
                        }
                    }
                    Toggle("Favorite", isOn: $isFavorite)
                } footer: {
                    Text("Favorites appear in your profile's highlights and in the Memory widget.")
                }
            }
            .navigationTitle(original == nil ? "New Entry" : "Edit Entry")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        save()
                        dismiss()
                    }
                    .disabled(original == nil && photoItem == nil)
                }
            }
        }
    }

    private func save() {
        let entry = JournalEntry(
            id: original?.id ?? UUID(),
            date: date,
            caption: caption.isEmpty ? nil : caption,
            placeName: original?.placeName,
            photoName: original?.photoName ?? AssetName.samplePhoto,
            mood: mood,
            isFavorite: isFavorite
        )
        store.save(entry)
    }
}

#Preview("New") {
    EntryEditorView(entry: nil)
        .environmentObject(JournalStore.preview)
}

#Preview("Edit, AX2") {
    EntryEditorView(entry: .preview)
        .environmentObject(JournalStore.preview)
        .environment(\.dynamicTypeSize, .accessibility2)
}
