import SwiftUI

/// A translucent circular button for controls drawn over photos. The padding turns a
/// 24 pt glyph into a 50 pt circle.
public struct CircleButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 17, weight: .semibold))
            .foregroundStyle(.white)
            .padding(13)
            .background(.ultraThinMaterial, in: Circle())
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

public extension ButtonStyle where Self == CircleButtonStyle {
    static var mosaicCircle: CircleButtonStyle { CircleButtonStyle() }
}
