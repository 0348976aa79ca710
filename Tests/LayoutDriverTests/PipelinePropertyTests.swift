import Foundation
import Testing
@testable import LayoutDriver

/// Mutated samples through the whole pipeline (parse, check, lower, lay out, emit): it always
/// terminates with status 0 or 1, every diagnostic has a location inside its file, and a
/// clean build prints finite frames.
struct PipelinePropertyTests {
    @Test func mutatedSamplesNeverCrash() throws {
        let directory = packageRoot + "/Samples"
        let samples = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".layout") }.sorted()
            .map { Array(try String(contentsOfFile: directory + "/" + $0, encoding: .utf8).utf8) }
        var seed: UInt64 = 2026
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33)
        }
        let alphabet = Array("()<>.#,:=+-*/\"\\ \n0123456789xletrepeatinfnilhstackboxpaddingframe".utf8)
        // LAYOUTC_FUZZ_ROUNDS=50000 swift test --filter PipelinePropertyTests for a longer search.
        let rounds = Int(ProcessInfo.processInfo.environment["LAYOUTC_FUZZ_ROUNDS"] ?? "") ?? 600
        for round in 0..<rounds {
            var bytes = samples[round % samples.count]
            for _ in 0..<(1 + next() % 4) where !bytes.isEmpty {
                let at = next() % bytes.count
                switch next() % 4 {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(alphabet[next() % alphabet.count], at: at)
                case 2: bytes[at] = UInt8(next() % 256)
                default:
                    // Duplicate a slice: nesting and repetition grow.
                    let end = min(bytes.count, at + next() % 40)
                    bytes.insert(contentsOf: bytes[at..<end], at: at)
                }
            }
            // Invalid UTF-8 becomes U+FFFD here (the test feeds text); the lexer sees raw bytes in other tests.
            let text = String(decoding: bytes, as: UTF8.self)
            let length = text.utf8.count
            let json = Run(["build", "-", "--format", "json", "--diagnostics-format", "json"], stdin: text)
            #expect(json.status == 0 || json.status == 1, "status \(json.status) for:\n\(text)\n\(json.stderr)")
            if json.status == 0 {
                #expect(!json.stdout.contains("nan") && !json.stdout.contains("inf,"), "\(text)")
            }
            let diagnostics = try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [[String: Any]] ?? []
            for diagnostic in diagnostics {
                guard let range = diagnostic["range"] as? [String: Any], let start = range["start"] as? [String: Any],
                      let end = range["end"] as? [String: Any], let file = range["file"] as? String, file == "<stdin>" else { continue }
                let startOffset = start["offset"] as? Int ?? -1
                let endOffset = end["offset"] as? Int ?? -1
                #expect(0 <= startOffset && startOffset <= endOffset && endOffset <= length, "\(diagnostic)")
            }
            _ = Run(["build", "-", "--format", "svg"], stdin: text)
        }
    }
}
