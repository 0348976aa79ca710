import MosaicStyle
import SwiftUI

/// A round avatar. The image is scaled to fill its circle whatever its own size.
public struct AvatarView: View {
    let image: Image
    var size: CGFloat

    public init(_ image: Image, size: CGFloat = MosaicMetrics.avatarSize) {
        self.image = image
        self.size = size
    }

    public var body: some View {
        image
            .resizable()
            .scaledToFill()
            .frame(width: size, height: size)
            .clipShape(Circle())
            .overlay {
                Circle()
                    .strokeBorder(.white.opacity(0.7), lineWidth: size > 32 ? 2 : 1)
            }
            #if os(macOS)
            .help("Your profile") // trap 1: macOS-only modifier branch inside a shared view
            #endif
    }
}

#if os(macOS)
/// The Mac app's toolbar shows a 20 pt avatar with the account name beside it.
public struct ToolbarAvatar: View {
    let image: Image
    let name: String

    public init(image: Image, name: String) {
        self.image = image
        self.name = name
    }

    public var body: some View {
        HStack(spacing: 4) {
            AvatarView(image, size: 20) // trap 1: a 20 pt control in a macOS toolbar
            Text(name)
                .font(.system(size: 10, weight: .medium)) // trap 1: 10 pt label, macOS only
                .lineLimit(1)
        }
    }
}
#endif

#Preview("Sizes") {
    HStack(spacing: 16) {
        AvatarView(Image(systemName: "person.crop.circle.fill"), size: 24)
        AvatarView(Image(systemName: "person.crop.circle.fill"))
        AvatarView(Image(systemName: "person.crop.circle.fill"), size: 72)
    }
    .padding()
}
