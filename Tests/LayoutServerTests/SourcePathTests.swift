import Foundation
import Testing
@testable import LayoutAnalysis

/// `SourcePath.canonical` answers a path already in canonical spelling without Foundation; every
/// answer must be the one Foundation's standardization gives.
struct SourcePathTests {
    static let paths = [
        "/work/app/Sources/Feature/RowView.swift", "/a", "/a/b.swift", "/a/.hidden/b", "/a/.../b", "/a/b.",
        "/a/..b/c", "/a/b..", "/", "//a", "/a//b", "/a/b/", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.",
        "/a b/c", "/a/%20/c", "/café/x", "relative/path.swift", "./x", "../x", "", "/a/~/b",
    ]

    @Test(arguments: paths)
    func theSameAsFoundation(_ path: String) {
        #expect(SourcePath.canonical(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    @Test func plainAbsolutePathsNeedNoFoundation() {
        for path in ["/work/app/Sources/Feature/RowView.swift", "/a", "/a/.hidden/b", "/a/.../b", "/a/b..", "/a/~/b"] {
            #expect(SourcePath.isCanonical(path), "\(path)")
        }
        for path in ["/", "//a", "/a//b", "/a/b/", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.", "/a b/c", "/a/%20/c",
                     "/café/x", "relative", ""] {
            #expect(!SourcePath.isCanonical(path), "\(path)")
        }
    }
}
