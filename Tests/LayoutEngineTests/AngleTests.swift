import Foundation
import Testing
import LayoutEngine

/// SwiftUI's `Angle`, as layouts use it.
@Suite struct AngleTests {
    @Test func degreesAndRadians() {
        #expect(Angle.degrees(180).radians == .pi)
        #expect(Angle.radians(.pi / 2).degrees == 90)
        #expect(Angle(degrees: 360 / 4).radians == .pi / 2)
        var angle = Angle()
        angle.degrees = 45
        #expect(abs(angle.radians - .pi / 4) < 1e-15)
        #expect(Angle.zero == Angle(radians: 0))
    }

    @Test func arithmeticAndOrder() {
        // Seed 003's radial layout: `Angle.degrees(360 / Double(n)).radians`, times the index.
        let step = Angle.degrees(90)
        #expect((step * 2).degrees == 180)
        #expect((Angle.degrees(-90) + step).degrees == 0)
        #expect(abs((step - Angle.degrees(30)).degrees - 60) < 1e-12)
        #expect((-step).degrees == -90)
        #expect((step / 3).radians == .pi / 6)
        #expect(Angle.degrees(10) < Angle.degrees(20))
        #expect([Angle.radians(3), .radians(-1), .zero].sorted().map(\.radians) == [-1, 0, 3])
        var scaled = step
        scaled.scale(by: 0.5)
        #expect(scaled.degrees == 45 && scaled.magnitudeSquared == (.pi / 4) * (.pi / 4))
    }

    @Test func codedAsItsRadians() throws {
        let data = try JSONEncoder().encode(Angle.radians(1.5))
        #expect(String(decoding: data, as: UTF8.self) == "1.5")
        #expect(try JSONDecoder().decode(Angle.self, from: data) == .radians(1.5))
    }

    @Test func foundationComesWithTheImport() {
        // This file imports Foundation itself; the example package and the seed check
        // (.ci/custom-layouts.sh) prove `import LayoutEngine` alone brings CGFloat, cos and ceil.
        #expect(cos(Angle.degrees(60).radians) - 0.5 < 1e-12)
    }
}
