// The shape of layoutc's SwiftUI export: components as View structs with stored parameters,
// many children in one builder (parameter-pack buildBlock), tags as comments, and a preview.
import SwiftUI

struct Tag: View {
    var w: CGFloat = 40

    var body: some View {
        Color.clear
            .frame(width: w, height: 20)
            .padding(4)
            .background(Color(red: 0.188, green: 0.69, blue: 0.78))
    }
}

struct Screen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Tag()
            Tag(w: 60)
            Text("Swift layout")
                .font(.system(size: CGFloat(15)))
            Tag(w: 20)
            Tag(w: 30)
            Tag(w: 40)
            Tag(w: 50)
            Tag(w: 60)
            Tag(w: 70)
            Tag(w: 80)
            Tag(w: 90) // #last
            HStack(spacing: 0) {
                ForEach(Array(0..<5), id: \.self) { i in
                    Rectangle()
                        .frame(width: CGFloat(20 + i * 10), height: 20)
                        .foregroundColor(i % 2 == 0 ? Color.teal : Color.accentColor)
                }
            }
            ZStack {
                Circle().frame(width: 30, height: 30)
                Text("\(3)")
            }
            .padding(.leading, 10)
            .frame(minWidth: 100, idealWidth: 120, maxWidth: .infinity, alignment: .leading)
        }
        .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        .frame(idealWidth: 320, idealHeight: 480)
    }
}

struct Screen_Previews: PreviewProvider {
    static var previews: some View {
        Screen()
            .previewDisplayName("Screen")
    }
}
