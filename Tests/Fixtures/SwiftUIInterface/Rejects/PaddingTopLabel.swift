// SwiftUI rejects this: padding has no `top:` label (its forms are padding(_:), padding(_:_:) and padding(_: EdgeInsets)); write .padding(.top, 4).
import SwiftUI

struct PaddingTopLabel: View {
    var body: some View {
        Text("Hello")
            .padding(top: 4)
    }
}
