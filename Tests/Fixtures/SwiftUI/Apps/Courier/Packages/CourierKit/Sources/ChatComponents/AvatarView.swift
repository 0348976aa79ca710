import SwiftUI
import DesignSystem

/// A contact's photo, or their initials on a tinted circle.
public struct AvatarView: View {
    private let name: String
    private let imageName: String?
    private let size: CGFloat

    public init(name: String, imageName: String? = nil, size: CGFloat = 44) {
        self.name = name
        self.imageName = imageName
        self.size = size
    }

    public var body: some View {
        Group {
            if let imageName {
                Image(imageName)
                    .resizable()
                    .scaledToFill()
            } else {
                Text(Initials.from(name))
                    .font(.system(size: max(size * 0.4, 12), weight: .semibold, design: .rounded))
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Initials.color(for: name).gradient)
            }
        }
        .frame(width: size, height: size)
        .clipShape(Circle())
        .accessibilityLabel(name)
    }
}

/// Two overlapping avatars for a group conversation.
public struct GroupAvatarView: View {
    private let names: [String]
    private let size: CGFloat

    public init(names: [String], size: CGFloat = 44) {
        self.names = names
        self.size = size
    }

    public var body: some View {
        ZStack(alignment: .bottomTrailing) {
            AvatarView(name: names.first ?? "?", size: size * 0.7)
                .frame(width: size, height: size, alignment: .topLeading)
            AvatarView(name: names.dropFirst().first ?? "?", size: size * 0.7)
                .overlay(Circle().stroke(Color(white: 1), lineWidth: 2))
        }
        .frame(width: size, height: size)
    }
}

public enum Initials {
    public static func from(_ name: String) -> String {
        let parts = name.split(separator: " ").prefix(2)
        return parts.compactMap(\.first).map(String.init).joined().uppercased()
    }

    static func color(for name: String) -> Color {
        let palette: [Color] = [.blue, .indigo, .teal, .orange, .pink, .green]
        let index = name.unicodeScalars.reduce(0) { $0 &+ Int($1.value) } % palette.count
        return palette[index]
    }
}

#Preview {
    HStack(spacing: 16) {
        AvatarView(name: "Ana Lima", size: 28)
        AvatarView(name: "Jonah Park")
        AvatarView(name: "Mei Chen", size: 80)
        GroupAvatarView(names: ["Ana Lima", "Jonah Park"])
    }
    .padding()
}
