/// A geometric angle, read in radians or degrees: SwiftUI's `Angle`, as layouts use it
/// (`Angle.degrees(360 / Double(n)).radians`, angles added, scaled and compared).
///
/// The value is kept in radians; `degrees` converts on every read and write.
public struct Angle: Hashable, Comparable, Sendable, Codable {
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * (180 / .pi) }
        set { radians = newValue * (.pi / 180) }
    }

    /// A zero angle.
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * (.pi / 180) }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    /// SwiftUI's `animatableData`: the angle's value in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// Encoded as its value in radians, one number.
    public init(from decoder: any Decoder) throws {
        radians = try decoder.singleValueContainer().decode(Double.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(radians)
    }
}

/// The arithmetic SwiftUI's `Angle` has as a vector (`VectorArithmetic`): sums, differences,
/// negation and scaling by a number.
extension Angle: AdditiveArithmetic {
    public static var zero: Angle { Angle() }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }

    /// Multiplies the angle by `rhs` in place (`VectorArithmetic.scale(by:)`).
    public mutating func scale(by rhs: Double) { radians *= rhs }
    /// The square of the angle in radians (`VectorArithmetic.magnitudeSquared`).
    public var magnitudeSquared: Double { radians * radians }
}
