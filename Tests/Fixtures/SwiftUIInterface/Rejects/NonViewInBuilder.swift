// SwiftUI (iOS 17 SDK) rejects this: error: static method 'buildExpression' requires that 'Int' conform to 'View'.
import SwiftUI

struct NonViewInBuilder: View {
    var body: some View {
        VStack {
            Text("Count")
            42
        }
    }
}
