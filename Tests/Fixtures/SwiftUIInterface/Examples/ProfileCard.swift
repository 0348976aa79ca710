// A profile card: stacks, an SF Symbol, fonts, padding, a rounded background and a preview.
import SwiftUI

struct ProfileCard: View {
    let name: String
    let role: String
    var isOnline: Bool = true

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 48, height: 48)
                .foregroundStyle(.blue)
            VStack(alignment: .leading, spacing: 4) {
                Text(name)
                    .font(.headline)
                Text(role)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .truncationMode(.tail)
            }
            Spacer(minLength: 8)
            Circle()
                .fill(isOnline ? Color.green : Color.gray)
                .frame(width: 10, height: 10)
        }
        .padding(16)
        .background(Color(white: 0.96))
        .clipShape(.rect(cornerRadius: 12))
        .overlay {
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .stroke(.gray.opacity(0.3), lineWidth: 1)
        }
        .padding(.horizontal)
    }
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            ProfileCard(name: "Ada Lovelace", role: "Analyst")
            ProfileCard(name: "Alan Turing", role: "Engineer", isOnline: false)
        }
        .previewLayout(.sizeThatFits)
    }
}
