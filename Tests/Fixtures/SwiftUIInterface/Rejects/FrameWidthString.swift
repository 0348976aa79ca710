// SwiftUI rejects this: error: cannot convert value of type 'String' to expected argument type 'CGFloat' — frame(width:) takes CGFloat?.
import SwiftUI

struct FrameWidthString: View {
    var body: some View {
        Color.red
            .frame(width: "10", height: 10)
    }
}
