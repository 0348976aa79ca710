import SwiftUI

/// Five light steps as a bar, with the plant's own step highlighted.
struct LightMeterView: View {
    let level: LightLevel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Light: \(level.title)")
                .font(.headline)

            HStack(spacing: 6) { // expect: overflow
                ForEach(LightLevel.allCases) { step in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(step <= level ? Color.yellow : Color(.systemGray5))
                        .frame(width: 64, height: 10)
                }
            }

            HStack {
                Text("Shade")
                Spacer()
                Text("Full sun")
            }
            .font(.caption2)
            .foregroundColor(.secondary)
        }
        .padding()
        .cardBackground()
    }
}

struct LightMeterView_Previews: PreviewProvider {
    static var previews: some View {
        LightMeterView(level: .bright)
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
