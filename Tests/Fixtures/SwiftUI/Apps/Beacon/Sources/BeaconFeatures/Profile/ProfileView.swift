import SwiftUI
import BeaconCore
import BeaconUI

public struct ProfileView: View {
    @Environment(SessionStore.self) private var session
    @Environment(TicketStore.self) private var tickets
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @State private var isSettingsPresented = false

    public init() {}

    /// Three tiles side by side; one per line at the accessibility sizes.
    private var columns: [GridItem] {
        let count = dynamicTypeSize.isAccessibilitySize ? 1 : 3
        return Array(repeating: GridItem(.flexible(), spacing: Spacing.m), count: count)
    }

    public var body: some View {
        NavigationStack {
            Group {
                if let profile = session.profile {
                    ScrollView {
                        VStack(spacing: Spacing.xl) {
                            header(profile)

                            LazyVGrid(columns: columns, spacing: Spacing.m) { // trap 6: computed columns (3, or 1 at accessibility sizes)
                                stat("Events", value: profile.eventsAttended)
                                stat("Cities", value: profile.citiesVisited)
                                stat("Saved", value: profile.savedEvents)
                            }

                            VStack(spacing: Spacing.m) {
                                BeaconUI.Row("Home", value: profile.homeCity, systemImage: "house")
                                BeaconUI.Row("Joined", value: profile.memberSince.formatted(.dateTime.month(.wide).year()), systemImage: "calendar")
                            }
                            .card()

                            if !tickets.past.isEmpty {
                                VStack(alignment: .leading, spacing: Spacing.m) {
                                    Text("Recent")
                                        .font(.title3.bold())
                                    ForEach(tickets.past.prefix(3)) { ticket in
                                        Row(ticket: ticket) // trap 2: same ticket Row as the Tickets tab, one finding in Row.swift
                                    }
                                }
                                .card()
                            }
                        }
                        .padding(.horizontal, Spacing.l)
                        .padding(.bottom, Spacing.xl)
                    }
                } else {
                    ContentUnavailableView(
                        "Signed out",
                        systemImage: "person.crop.circle.badge.questionmark",
                        description: Text("Sign in to see your tickets and saved events.")
                    )
                }
            }
            .navigationTitle("Profile")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { // trap 7: a bare glyph in the toolbar; the bar gives it a 44 pt hit region
                        isSettingsPresented = true
                    } label: {
                        Image(systemName: "gearshape")
                    }
                }
            }
            .sheet(isPresented: $isSettingsPresented) {
                SettingsView()
            }
        }
    }

    private func header(_ profile: UserProfile) -> some View {
        VStack(spacing: Spacing.m) {
            AsyncImage(url: profile.avatarURL) { image in
                image
                    .resizable()
                    .scaledToFill()
            } placeholder: {
                Image("avatar-placeholder", bundle: .module)
                    .resizable()
                    .scaledToFill()
            }
            .frame(width: 96, height: 96)
            .clipShape(Circle())

            Text(profile.name)
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
        .padding(.top, Spacing.l)
    }

    private func stat(_ title: LocalizedStringKey, value: Int) -> some View {
        VStack(spacing: Spacing.xxs) {
            Text(value, format: .number)
                .font(.title2.bold())
                .monospacedDigit()
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, Spacing.m)
        .background(.fill.quaternary, in: RoundedRectangle(cornerRadius: Radius.chip, style: .continuous))
    }
}

#Preview {
    ProfileView()
        .environment(SessionStore.preview)
        .environment(TicketStore.preview)
}

#Preview("Signed out") {
    ProfileView()
        .environment(SessionStore())
        .environment(TicketStore())
}
