import SwiftUI
import TrailDesign
import TrailModels

struct ProfileView: View {
    let profile: UserProfile

    @State private var isEditing = false
    @State private var isShowingAllHikes = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: Spacing.xl) {
                    Header(profile: profile) {
                        isEditing = true
                    }

                    totals

                    VStack(alignment: .leading, spacing: Spacing.s) {
                        SectionHeader(title: "Recent hikes", actionTitle: "See all") {
                            isShowingAllHikes = true
                        }
                        VStack(spacing: 0) {
                            ForEach(profile.recentHikes) { hike in
                                HikeHistoryRow(hike: hike)
                                    .padding(.vertical, Spacing.s)
                                if hike.id != profile.recentHikes.last?.id {
                                    Divider()
                                }
                            }
                        }
                        .card(padding: Spacing.m)
                    }

                    VStack(alignment: .leading, spacing: Spacing.s) {
                        SectionHeader(title: "Saved trails")
                        ForEach(profile.savedTrails) { trail in
                            NavigationLink(value: trail) {
                                TrailCard(trail: trail, showsPhoto: false)
                            }
                            .buttonStyle(.plain)
                        }
                    }

                    badges
                }
                .padding(Spacing.l)
            }
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Profile")
            .navigationBarTitleDisplayMode(.inline)
            .navigationDestination(for: Trail.self) { trail in
                TrailDetailView(trail: trail)
            }
            .navigationDestination(isPresented: $isShowingAllHikes) {
                HikeHistoryList(hikes: profile.recentHikes)
            }
            .sheet(isPresented: $isEditing) {
                EditProfileSheet(name: profile.name, handle: profile.handle)
            }
        }
    }

    private var totals: some View {
        HStack(spacing: Spacing.s) {
            total(profile.totalKm.formatted(.number.precision(.fractionLength(1))), caption: "km hiked")
            total("\(profile.hikeCount)", caption: "hikes")
            total(profile.elevationM.formatted(.number), caption: "m climbed")
        }
    }

    private func total(_ value: String, caption: String) -> some View {
        VStack(spacing: Spacing.xxs) {
            Text(value)
                .font(.title3.bold())
                .monospacedDigit()
            Text(caption)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, Spacing.m)
        .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: Radius.chip, style: .continuous))
    }

    private var badges: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            SectionHeader(title: "Badges")
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 96), spacing: Spacing.m)], spacing: Spacing.m) {
                ForEach(profile.badges) { badge in
                    VStack(spacing: Spacing.xs) {
                        Image(systemName: badge.symbolName)
                            .font(.system(size: 22))
                            .foregroundStyle(Color.trailGreen)
                            .frame(width: 52, height: 52)
                            .background(Color.trailGreen.opacity(0.12), in: Circle())
                        Text(badge.title)
                            .font(.caption)
                            .multilineTextAlignment(.center)
                    }
                }
            }
        }
    }
}

private struct Header: View { // trap 2: TrailDetailView.swift has its own private Header, which is clean; only this one has a finding
    let profile: UserProfile
    let onEdit: () -> Void

    var body: some View {
        HStack(spacing: Spacing.l) {
            Image("Avatar") // expect: unscaled-image
                .frame(width: 64, height: 64)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.trailGreen, lineWidth: 2))

            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(profile.name)
                    .font(.title2.bold())
                Text("@\(profile.handle)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Spacer(minLength: 0)

            Image(systemName: "pencil") // trap 7: a 17-pt glyph, but its 52x52 frame with .contentShape(Rectangle()) takes the tap
                .font(.system(size: 17, weight: .semibold))
                .foregroundStyle(Color.trailGreen)
                .frame(width: 52, height: 52)
                .contentShape(Rectangle())
                .onTapGesture(perform: onEdit)
                .accessibilityAddTraits(.isButton)
        }
    }
}

struct EditProfileSheet: View {
    @State var name: String
    @State var handle: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Name") {
                    TextField("Name", text: $name)
                        .textContentType(.name)
                }
                Section {
                    TextField("Handle", text: $handle)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                } header: {
                    Text("Handle")
                } footer: {
                    Text("Friends find you by your handle.")
                }
            }
            .navigationTitle("Edit profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    ProfileView(profile: .mock)
}

#Preview("Edit") {
    EditProfileSheet(name: "Maya Okafor", handle: "mayahikes")
}
