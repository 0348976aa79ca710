import SwiftUI

/// A profile card: avatar, name and role, the stats, and two actions.
struct ProfileCard: View {
    let name: String
    let role: String
    var followers = 1_204
    var following = 318

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.large) {
            HStack(spacing: Spacing.medium) {
                Circle()
                    .fill(Color.indigo)
                    .frame(width: Metrics.avatar, height: Metrics.avatar)
                VStack(alignment: .leading, spacing: Spacing.small) {
                    Text(name)
                        .font(.headline)
                    Text(role)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
            HStack {
                Stat(value: "\(followers)", label: "Followers")
                Stat(value: "\(following)", label: "Following")
            }
            HStack(spacing: Spacing.medium) {
                Button("Follow") {}
                    .buttonStyle(PillButtonStyle())
                Button("Message") {}
                    .buttonStyle(PillButtonStyle(compact: true))
            }
        }
        .card()
    }
}

/// A number over its label.
struct Stat: View {
    let value: String
    let label: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(value)
                .font(.title3.bold())
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview {
    ProfileCard(name: "Ada Lovelace", role: "Analyst of the Analytical Engine, London")
        .padding()
}
