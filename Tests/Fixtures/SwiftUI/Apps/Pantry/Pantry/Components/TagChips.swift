import SwiftUI

struct TagChips: View {
    let tags: [String]

    var body: some View {
        HStack(spacing: 6) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.caption.weight(.medium))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 5)
                    .background(.ultraThinMaterial, in: Capsule())
                    .fixedSize()
            }
        }
    }
}

struct TagChips_Previews: PreviewProvider {
    static var previews: some View {
        TagChips(tags: ["Quick", "Vegetarian"])
            .padding()
            .previewLayout(.sizeThatFits)

        TagChips(tags: Recipe.mock.tags)
            .frame(width: 250, alignment: .leading) // trap 5: a preview-only 250 pt wrapper; the app never shows the chips at this width
            .padding()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Narrow")
    }
}
