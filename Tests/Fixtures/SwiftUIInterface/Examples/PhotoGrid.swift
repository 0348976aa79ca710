// A LazyVGrid with adaptive columns in a ScrollView, ForEach over a range.
import SwiftUI

struct PhotoGrid: View {
    let columns = [GridItem(.adaptive(minimum: 80, maximum: 120), spacing: 8)]
    let fixedColumns = [
        GridItem(.fixed(60)),
        GridItem(.flexible()),
        GridItem(.flexible(minimum: 40, maximum: 200), alignment: .leading),
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(0..<24) { index in
                    Color(hue: Double(index) / 24, saturation: 0.6, brightness: 0.9)
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(alignment: .bottomTrailing) {
                            Text("\(index)")
                                .font(.caption2)
                                .padding(4)
                        }
                }
            }
            .padding(.horizontal)
            LazyVGrid(columns: fixedColumns, alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                ForEach(1...9, id: \.self) { n in
                    Text("Cell \(n)")
                }
            }
        }
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 6) {
                ForEach(0..<10) { _ in
                    Capsule().fill(.orange).frame(width: 60)
                }
            }
        }
        .frame(height: 100)
    }
}
