// A custom Shape with a Path, used as a clip shape and filled, next to the built-in shape members.
import SwiftUI

struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.closeSubpath()
        return path
    }
}

struct ShapesGallery: View {
    var body: some View {
        VStack(spacing: 16) {
            Chevron()
                .fill(.orange)
                .frame(width: 60, height: 30)
            Chevron()
                .stroke(.blue, lineWidth: 2)
                .frame(width: 60, height: 30)
            Text("clipped")
                .padding()
                .background(.yellow)
                .clipShape(Chevron())
            HStack {
                Color.red.clipShape(.circle)
                Color.green.clipShape(.capsule)
                Color.blue.clipShape(.rect)
                Color.purple.clipShape(.rect(cornerRadius: 8, style: .circular))
                Color.gray.clipShape(Capsule(style: .circular))
            }
            .frame(height: 40)
            Text("In a capsule")
                .padding(8)
                .background(.quaternary, in: Capsule())
                .overlay(.blue.opacity(0.1))
                .overlay(Color.red, ignoresSafeAreaEdges: [])
        }
    }
}
