/// Generates valid `.layout` programs (they check without errors and lay out), written with
/// random spacing, line breaks and comments between their tokens: the formatter's input in the
/// meaning-preservation test.
struct ProgramGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(max(bound, 1)))
    }

    mutating func pick<T>(_ options: [T]) -> T { options[next(options.count)] }

    /// One program as a list of tokens (joined later with random trivia).
    mutating func program() -> [String] {
        var tokens: [String] = []
        let hasGap = next(2) == 0
        let hasComponent = next(2) == 0
        if next(3) == 0 { tokens += ["proposal", "(", pick(["120", "300", "nil", "inf"]), ",", pick(["nil", "80", "200"]), ")"] }
        if hasGap { tokens += ["let", "gap", "=", pick(["4", "8", "2 * 3", "(1 + 2) * 2"])].flatMap(split) }
        if hasComponent {
            tokens += ["let", "cell", "(", "w", ":", "20", ",", "h", ":", "10", ")", "=", "box", "(", "width", ":", "w", ",", "height", ":", "h", ")"]
            if next(2) == 0 { tokens += [".", "padding", "(", "2", ")"] }
        }
        var depth = 0
        tokens += element(depth: &depth, hasGap: hasGap, hasComponent: hasComponent, index: nil)
        return tokens
    }

    func split(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

    mutating func element(depth: inout Int, hasGap: Bool, hasComponent: Bool, index: String?) -> [String] {
        var tokens: [String] = []
        let container = depth < 3 && next(3) != 0
        if container {
            let head = pick(["hstack", "vstack", "zstack", "wrap", "overlap", "columns", "balanced", "alternate"])
            tokens.append(head)
            switch head {
            case "hstack": tokens += ["(", "alignment", ":", pick(["top", "bottom", "center"]), ",", "spacing", ":", hasGap ? "gap" : "4", ")"]
            case "vstack": tokens += next(2) == 0 ? ["(", "alignment", ":", "leading", ")"] : []
            case "wrap": tokens += ["(", "spacing", ":", "6", ",", "lineSpacing", ":", "2", ")"]
            case "columns": tokens += ["(", pick(["1", "2", "3"]), ")"]
            case "overlap": tokens += ["(", "4", ")"]
            default: break
            }
            tokens.append("<")
            depth += 1
            for _ in 0..<(1 + next(4)) {
                if depth < 3, next(6) == 0 {
                    let name = "i\(depth)"
                    tokens += ["repeat", "(", pick(["2", "3"]), ",", "as", ":", name, ")", "<"]
                    tokens += element(depth: &depth, hasGap: hasGap, hasComponent: hasComponent, index: name)
                    tokens.append(">")
                } else {
                    tokens += element(depth: &depth, hasGap: hasGap, hasComponent: hasComponent, index: index)
                }
            }
            depth -= 1
            tokens.append(">")
        } else {
            switch next(hasComponent ? 7 : 6) {
            case 0:
                if let index, next(2) == 0 {
                    tokens += ["box", "(", "width", ":", "10", "+", index, "*", "5", ",", "height", ":", "8", ")"]
                } else {
                    tokens += ["box", "(", "\(10 + next(40))x\(5 + next(30))", ")"]
                }
            case 1: tokens += [pick(["rect", "capsule", "ellipse", "circle"])]
            case 2: tokens += ["text", "(", pick(["\"Hello\"", "\"A longer line of text\"", "\"é ü 😀\""]), ",", "size", ":", pick(["12", "16"]), ")"]
            case 3: tokens += ["spacer"] + (next(2) == 0 ? ["(", "minLength", ":", "4", ")"] : [])
            case 4: tokens += ["image", "(", "24x24", ")"] + (next(2) == 0 ? [".", "resizable"] : [])
            case 5: tokens += ["divider"]
            default: tokens += ["cell"] + (next(2) == 0 ? ["(", "w", ":", "30", ")"] : [])
            }
        }
        for _ in 0..<next(3) {
            switch next(6) {
            case 0: tokens += next(2) == 0 ? [".", "padding", "(", ")"] : [".", "padding", "(", pick(["4", "8"]), ")"]
            case 1: tokens += [".", "frame", "(", "width", ":", pick(["40", "100"]), ")"]
            case 2: tokens += [".", "frame", "(", "maxWidth", ":", "inf", ",", "alignment", ":", "leading", ")"]
            case 3: tokens += [".", "layoutPriority", "(", "1", ")"]
            case 4: tokens += [".", "fixedSize", "(", ")"]
            default: tokens += [".", "offset", "(", "x", ":", "-3", ")"]
            }
        }
        return tokens
    }

    /// The tokens joined with random whitespace and comments (a line comment always ends its line).
    mutating func render(_ tokens: [String]) -> String {
        var out = ""
        for (index, token) in tokens.enumerated() {
            if index > 0 {
                switch next(12) {
                case 0: out += "\n"
                case 1: out += "\n\n  "
                case 2: out += " /* c\(index) */ "
                case 3: out += " // note \(index)\n"
                case 4: out += "\t"
                case 5: out += "\n    // own line \(index)\n"
                default: out += needsSpace(tokens[index - 1], token) || next(2) == 0 ? " " : ""
                }
            }
            out += token
        }
        return out + (next(2) == 0 ? "\n" : "")
    }

    /// Whether two tokens would merge without a space between them.
    func needsSpace(_ a: String, _ b: String) -> Bool {
        func word(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "\"" } ?? false }
        return word(a.last) && word(b.first) || (a == "-" && b.first == "-") || (a == "/" && (b.first == "/" || b.first == "*"))
    }
}
