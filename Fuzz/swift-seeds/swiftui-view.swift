import SwiftUI

/// A row of tags.
struct TagsView: View {
    @State private var selection: Set<String> = []
    let tags: [String]
    var onTap: ((String) -> Void)?

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Text("#\(tag)")
                        .font(.caption.bold())
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(selection.contains(tag) ? Color.accentColor : Color(.systemGray5))
                        .clipShape(Capsule())
                        .onTapGesture {
                            if selection.contains(tag) { selection.remove(tag) } else { selection.insert(tag) }
                            onTap?(tag)
                        }
                }
            }
            .padding()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview {
    TagsView(tags: ["swift", "layout", "ui"])
}
