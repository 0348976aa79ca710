// Fonts and text modifiers: system sizes and weights, text styles, custom fonts, concatenation.
import SwiftUI

struct Typography: View {
    let count: Int
    let price: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Heading")
                .font(.system(size: 20, weight: .bold))
            Text("Section")
                .font(.title2.bold())
            Text("Caption")
                .font(.system(.caption, design: .monospaced, weight: .medium))
            Text("Brand")
                .font(.custom("Inter", size: 15, relativeTo: .body))
            Text("Fixed")
                .font(.custom("Inter", size: 12))
                .fontWeight(.light)
            Text("\(count) items")
                .font(.footnote)
            Text("Total: \(price, specifier: "%.2f")")
            Text(verbatim: "%not-localized%")
            Text("Bold ").bold() + Text("and italic").italic() + Text(" and red").foregroundColor(.red)
            Text("A long paragraph that wraps onto several lines and is centred in its frame.")
                .multilineTextAlignment(.center)
                .lineLimit(3)
                .lineSpacing(2)
                .minimumScaleFactor(0.8)
            Text(String(format: "%g", Double(count)))
                .font(.largeTitle.weight(.heavy))
            Group {
                Text("One")
                Text("Two")
            }
            .font(.callout)
            .bold()
            .italic()
            .foregroundStyle(.primary)
        }
    }
}
