// SwiftUI rejects this: error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'String' conform to 'Identifiable' — pass id: \.self.
import SwiftUI

struct ForEachNotIdentifiable: View {
    let names = ["Ada", "Alan"]

    var body: some View {
        VStack {
            ForEach(names) { name in
                Text(name)
            }
        }
    }
}
