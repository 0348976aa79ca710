import MosaicStyle
import MosaicUI
import SwiftUI

struct EntryDetailView: View {
    let entry: JournalEntry

    @EnvironmentObject private var store: JournalStore
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var isViewingPhoto = false
    @State private var isEditing = false

    var body: some View {
        ScrollView {
            if horizontalSizeClass == .regular {
                HStack(alignment: .top, spacing: 24) { // trap 4: regular width only (iPad); Mosaic's iPhones are portrait-only and compact, so this 764 pt row never shows
                    photo
                        .frame(width: 420)
                    details
                        .frame(width: 320)
                }
                .padding()
            } else {
                VStack(alignment: .leading, spacing: 16) {
                    photo
                    details
                        .padding(.horizontal, MosaicMetrics.screenPadding)
                }
            }
        }
        .navigationTitle(entry.date.formatted(date: .abbreviated, time: .omitted))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Edit") { isEditing = true }
            }
        }
        .sheet(isPresented: $isEditing) {
            EntryEditorView(entry: entry)
        }
        .fullScreenCover(isPresented: $isViewingPhoto) {
            PhotoViewer(imageName: entry.photoName)
        }
    }

    private var photo: some View {
        Image(entry.photoName)
            .resizable()
            .scaledToFit()
            .frame(maxWidth: .infinity)
            .onTapGesture { isViewingPhoto = true }
            .accessibilityAddTraits(.isButton)
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top) {
                AuthorRow()
                Spacer()
                Image(systemName: entry.isFavorite ? "heart.fill" : "heart") // trap 7: a 20 pt glyph in a 52×52 frame made tappable by contentShape
                    .font(.title3)
                    .foregroundStyle(entry.isFavorite ? Color.pink : Color.secondary)
                    .frame(minWidth: 52, minHeight: 52)
                    .contentShape(Rectangle())
                    .onTapGesture { store.toggleFavorite(entry) }
                    .accessibilityLabel(entry.isFavorite ? "Unfavorite" : "Favorite")
            }

            Text(entry.caption ?? "No caption")
                .font(.title3)
                .foregroundStyle(entry.caption == nil ? .secondary : .primary)

            entry.placeName.map { name in // trap 6: Optional.map: the pill only when the entry has a place
                LocationPill(name: name)
            }

            Label(entry.mood.title, systemImage: entry.mood.symbol)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

private struct AuthorRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Image("default-avatar").frame(width: 40, height: 40).clipShape(Circle()) // expect: unscaled-image
            VStack(alignment: .leading, spacing: 2) {
                Text("Written by you")
                    .font(.subheadline.weight(.semibold))
                Text("Only you can see this entry")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

private struct LocationPill: View {
    let name: String

    var body: some View {
        Label(name, systemImage: "mappin.and.ellipse")
            .font(.footnote.weight(.medium))
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(.thinMaterial, in: Capsule())
    }
}

private struct PhotoViewer: View {
    let imageName: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.black
                .ignoresSafeArea()

            Image(imageName)
                .resizable()
                .scaledToFit()
                .frame(maxWidth: .infinity, maxHeight: .infinity)

            HStack(spacing: 12) {
                ShareLink( // trap 3: a 24 pt glyph; CircleButtonStyle (MosaicStyle package) pads it to 50 pt
                    item: Image(imageName),
                    preview: SharePreview("Journal photo", image: Image(imageName))
                ) {
                    Image(systemName: "square.and.arrow.up")
                        .frame(width: 24, height: 24)
                }
                .buttonStyle(.mosaicCircle)

                Image(systemName: "xmark") // expect: small-tap-target
                    .font(.headline)
                    .foregroundStyle(.white)
                    .onTapGesture { dismiss() }
                    .padding(14)
                    .background(.ultraThinMaterial, in: Circle())
                    .accessibilityLabel("Close")
            }
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .padding()
        }
    }
}

#Preview {
    NavigationStack {
        EntryDetailView(entry: .preview)
    }
    .environmentObject(JournalStore.preview)
}

#Preview("No caption, no place") {
    NavigationStack {
        EntryDetailView(entry: .uncaptioned)
    }
    .environmentObject(JournalStore.preview)
}
