import SwiftUI

struct PlantRow: View {
    let plant: Plant
    var showsStatus: Bool

    init(plant: Plant, showsStatus: Bool = true) {
        self.plant = plant
        self.showsStatus = showsStatus
    }

    var body: some View {
        HStack(spacing: 12) {
            PlantThumbnail(imageName: plant.imageName)

            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 6) {
                    Text(plant.name)
                        .font(.headline)
                    if showsStatus {
                        StatusBadge(status: plant.status)
                    }
                }
                Text(plant.species)
                    .font(.subheadline)
                    .italic()
                    .foregroundColor(.secondary)
            }
        }
        .padding(.vertical, 4)
        #if os(macOS)
        .font(.system(size: 11)) // trap 1: macOS branch: 11-pt text in 28-pt rows; not compiled for iOS
        .frame(height: 28)
        #endif
    }
}

extension PlantRow {
    struct StatusBadge: View { // trap 2: TodayView.StatusBadge is another type with the same name (clean); only this one has a finding
        let status: Plant.Status

        var body: some View {
            Text(status.label.uppercased()) // expect: text-too-small
                .font(.system(size: 9, weight: .heavy))
                .foregroundColor(.white)
                .padding(.horizontal, 6)
                .padding(.vertical, 3)
                .background(Capsule().fill(color))
        }

        private var color: Color {
            switch status {
            case .healthy: return .sproutGreen
            case .thirsty: return .blue
            case .overdue: return .red
            }
        }
    }
}

struct PlantThumbnail: View {
    let imageName: String?
    var size: CGFloat = Metrics.thumbnailSize

    var body: some View {
        Group {
            if let imageName = imageName {
                Image(imageName)
                    .resizable()
                    .scaledToFill()
            } else {
                Image(systemName: "leaf.fill")
                    .font(.system(size: size * 0.4))
                    .foregroundColor(.sproutGreen)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.sproutGreen.opacity(0.15))
            }
        }
        .frame(width: size, height: size)
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct PlantRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PlantRow(plant: .sample)
            PlantRow(plant: .sample, showsStatus: false)
                .previewDisplayName("Without status")
            PlantRow(plant: Plant.samples[2])
                .environment(\.sizeCategory, .accessibilityLarge)
                .previewDisplayName("AX3")
            PlantRow(plant: .sample)
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
        .previewLayout(.sizeThatFits)
        .padding()
    }
}
