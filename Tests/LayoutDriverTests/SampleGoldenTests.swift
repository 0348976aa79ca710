import Foundation
import Testing
@testable import LayoutDriver

/// Every sample's text and JSON output, for the proposals and `-D` variants its header names
/// (`// test-proposals: 200xnil …`, `// test-variants: -D a=b | -D c=d`), against the files in
/// `Samples/expected/`. `LAYOUTC_RECORD=1 swift test` rewrites them — and fails, so that the
/// diff is reviewed before it is committed.
struct SampleGoldenTests {
    struct Case: CustomStringConvertible, Sendable {
        var sample: String
        var variant: Int?
        var arguments: [String]
        var description: String { sample + (variant.map { ".\($0)" } ?? "") }
    }

    static var cases: [Case] {
        let directory = packageRoot + "/Samples"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".layout") }.sorted().flatMap { name -> [Case] in
            let text = (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? ""
            func header(_ key: String) -> String? {
                text.split(separator: "\n").first { $0.hasPrefix("// \(key):") }.map { String($0.dropFirst(key.count + 4)) }
            }
            let proposals = (header("test-proposals") ?? "").split(separator: " ").flatMap { ["--proposal", String($0)] }
            let base = Case(sample: String(name.dropLast(7)), variant: nil, arguments: proposals)
            let variants = (header("test-variants") ?? "").split(separator: "|").enumerated().map { index, variant in
                Case(sample: base.sample, variant: index + 1, arguments: proposals + variant.split(separator: " ").map(String.init))
            }
            return [base] + variants
        }
    }

    @Test func everySampleHasACase() {
        #expect(Self.cases.count >= 10)
    }

    @Test(arguments: cases)
    func golden(_ c: Case) throws {
        let record = ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] == "1"
        for (format, suffix) in [("text", "txt"), ("json", "json")] {
            let run = Run(["build", "Samples/\(c.sample).layout", "--format", format] + c.arguments, directory: packageRoot)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty, "\(run.stderr)")
            let path = packageRoot + "/Samples/expected/\(c.description).\(suffix)"
            let expected = try? String(contentsOfFile: path, encoding: .utf8)
            if record {
                try FileManager.default.createDirectory(atPath: packageRoot + "/Samples/expected", withIntermediateDirectories: true)
                try run.stdout.write(toFile: path, atomically: true, encoding: .utf8)
                Issue.record("recorded \(path); review the diff, then run the tests again without LAYOUTC_RECORD")
            } else {
                #expect(expected != nil, "no golden file \(path); record it with LAYOUTC_RECORD=1 swift test")
                #expect(run.stdout == expected, "output of \(c) as \(format) differs from \(path)")
            }
        }
    }
}
