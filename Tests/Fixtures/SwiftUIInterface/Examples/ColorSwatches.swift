// Colours: Color(red:green:blue:), white, colour spaces, opacity, fills and strokes of shapes.
import SwiftUI

struct ColorSwatches: View {
    let palette: [Color] = [
        Color(red: 0.19, green: 0.69, blue: 0.78),
        Color(red: 1, green: 0.58, blue: 0, opacity: 0.8),
        Color(.displayP3, red: 0.2, green: 0.8, blue: 0.4),
        Color(white: 0.2),
        Color(hue: 0.6, saturation: 0.5, brightness: 0.9),
        .indigo, .mint, .pink,
    ]

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 8) {
                ForEach(0..<palette.count, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 6)
                        .fill(palette[index])
                        .frame(width: 32, height: 32)
                }
            }
            HStack {
                Circle().fill(.red)
                Capsule().fill(Color.orange.opacity(0.5))
                Ellipse().stroke(.purple, lineWidth: 3)
                Rectangle().strokeBorder(.black, lineWidth: 2)
                Circle().stroke(lineWidth: 4)
            }
            .frame(height: 40)
            Color.clear
                .frame(height: 1)
                .background(.gray)
            Rectangle()
                .fill()
                .foregroundStyle(.tint)
                .frame(height: 4)
        }
        .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        .tint(.cyan)
    }
}
