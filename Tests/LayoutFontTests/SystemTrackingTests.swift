import Foundation
import Testing
@testable import LayoutFont

/// `SystemTracking` against Apple's HIG table (Typography → Tracking values → "iOS, iPadOS,
/// visionOS tracking values", SF Pro), as the copy SystemTracking.swift cites prints it:
/// github.com/6639835/apple-hig `foundations/human-interface-guidelines-Typography/
/// human-interface-guidelines-Typography_1769620211319.md` (commit b9bb27bc), typed in here row by row.
@Suite struct SystemTrackingTests {
    /// (size in points, "Tracking (points)") for every row of the table.
    static let table: [(Double, Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36),
        (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    @Test func everyListedSize() {
        #expect(SystemTrackingTests.table.count == 64)
        for (size, points) in SystemTrackingTests.table {
            #expect(abs(SystemTracking.points(atSize: size) - points) < 1e-12, "\(size) pt")
        }
    }

    @Test func theSizesTheBriefNames() {
        #expect(SystemTracking.points(atSize: 17) == -0.43)
        #expect(SystemTracking.points(atSize: 11) == 0.06)
        #expect(SystemTracking.points(atSize: 34) == 0.40)
        #expect(SystemTracking.points(atSize: 6) == 0.24)
        #expect(SystemTracking.points(atSize: 96) == 0)
    }

    /// (size, tracking): a straight line between the two listed sizes around it.
    static let between: [(Double, Double)] = [
        (55, 0.31),          // 54: 0.32, 56: 0.30 → halfway
        (54.5, 0.315),       // a quarter of the way: 0.32 − 0.02 / 4
        (16.5, -0.37),       // 16: −0.31, 17: −0.43
        (17.25, -0.4325),    // 17: −0.43, 18: −0.44, a quarter
        (74, 0.105),         // 72: 0.14, 76: 0.07
        (78, 0.035),         // 76: 0.07, 80: 0
        (90, 0),             // 88 and 92: 0
    ]

    @Test func betweenListedSizes() {
        for (size, points) in SystemTrackingTests.between {
            #expect(abs(SystemTracking.points(atSize: size) - points) < 1e-12, "\(size) pt")
        }
    }

    @Test func beyondTheTable() {
        // Below 6 pt: the 6 pt row's +41/1000 em times the size.
        for size in [5.0, 1, 0.5, 5.999] {
            #expect(abs(SystemTracking.points(atSize: size) - 41 * size / 1000) < 1e-12, "\(size) pt")
        }
        // Above 96 pt: the 96 pt row's 0/1000 em.
        for size in [96.5, 100, 200, 1e9, .greatestFiniteMagnitude] {
            #expect(SystemTracking.points(atSize: size) == 0, "\(size) pt")
        }
    }

    @Test func sizesThatAreNoSize() {
        for size in [0.0, -0.0, -1, -17, .nan, .infinity, -.infinity, -.greatestFiniteMagnitude] {
            #expect(SystemTracking.points(atSize: size) == 0, "\(size)")
        }
    }
}
