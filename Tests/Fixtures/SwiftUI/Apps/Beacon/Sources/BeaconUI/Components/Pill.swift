import SwiftUI

/// A capsule label: categories, availability, age limits.
public struct Pill: View {
    private let title: String
    private let systemImage: String?
    private let isSelected: Bool

    public init(_ title: String, systemImage: String? = nil, isSelected: Bool = false) {
        self.title = title
        self.systemImage = systemImage
        self.isSelected = isSelected
    }

    public var body: some View {
        HStack(spacing: Spacing.xs) {
            if let systemImage {
                Image(systemName: systemImage)
                    .imageScale(.small)
            }
            Text(title)
        }
        #if os(macOS)
        .font(.system(size: 10, weight: .medium)) // trap 1: macOS-only 10 pt branch; iOS builds the .subheadline branch
        .padding(.horizontal, 6)
        .padding(.vertical, 2)
        #else
        .font(.subheadline.weight(.medium))
        .padding(.horizontal, Spacing.m)
        .padding(.vertical, Spacing.s)
        #endif
        .foregroundStyle(isSelected ? Color.white : Color.primary)
        .background(isSelected ? AnyShapeStyle(Color.beaconAccent) : AnyShapeStyle(.fill.tertiary), in: Capsule())
    }
}

#Preview {
    VStack(alignment: .leading) {
        Pill("Music", systemImage: "music.note", isSelected: true)
        Pill("Comedy")
        Pill("Few left", systemImage: "flame")
    }
    .padding()
}
