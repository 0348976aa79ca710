import Testing
@testable import LayoutSema

/// The fast search (length filter, scalars, bounded distance) gives exactly the answers of the
/// plain definition: the full optimal-string-alignment table over lowercased characters, the
/// first candidate with the smallest distance within a third of the name's length.
struct SuggestionTests {
    static func reference(_ name: String, _ candidates: [String]) -> String? {
        let a = Array(name.lowercased())
        guard !a.isEmpty, a.count <= Suggestion.maxNameLength else { return nil }
        let limit = max(1, a.count / 3)
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let b = Array(candidate.lowercased())
            guard abs(a.count - b.count) <= limit, b.count <= Suggestion.maxNameLength else { continue }
            var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in 0...a.count { table[i][0] = i }
            for j in 0...b.count { table[0][j] = j }
            if !a.isEmpty && !b.isEmpty {
                for i in 1...a.count {
                    for j in 1...b.count {
                        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
                    }
                }
            }
            let d = table[a.count][b.count]
            if d <= limit, best.map({ d < $0.1 }) ?? true { best = (candidate, d) }
        }
        return best?.0
    }

    @Test func agreesWithTheFullTableOnRandomNames() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let alphabet = Array("abcdeABxy_é")
        func word() -> String { String((0..<(1 + next(12))).map { _ in alphabet[next(alphabet.count)] }) }
        for _ in 0..<3_000 {
            let candidates = (0..<(1 + next(30))).map { _ in word() }
            // Often a near miss of one of the candidates, sometimes unrelated.
            var name = candidates[next(candidates.count)]
            if next(3) > 0, !name.isEmpty {
                var characters = Array(name)
                switch next(4) {
                case 0: characters.remove(at: next(characters.count))
                case 1: characters.insert(alphabet[next(alphabet.count)], at: next(characters.count + 1))
                case 2: characters[next(characters.count)] = alphabet[next(alphabet.count)]
                default: if characters.count > 1 { let i = next(characters.count - 1); characters.swapAt(i, i + 1) }
                }
                name = String(characters)
            } else if next(2) == 0 {
                name = word()
            }
            #expect(Suggestion.closest(to: name, in: candidates) == Self.reference(name, candidates), "\(name) in \(candidates)")
        }
    }

    @Test func examples() {
        #expect(Suggestion.closest(to: "hstak", in: ["vstack", "hstack", "zstack"]) == "hstack")
        #expect(Suggestion.closest(to: "HStack", in: ["vstack", "hstack"]) == "hstack")  // case only: distance 0
        #expect(Suggestion.closest(to: "biuld", in: ["build", "check"]) == "build")      // a swap is one edit
        #expect(Suggestion.closest(to: "xyz", in: ["hstack"]) == nil)
        #expect(Suggestion.closest(to: String(repeating: "a", count: 65), in: [String(repeating: "a", count: 64)]) == nil)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("ca", "ac") == 1)
    }
}
