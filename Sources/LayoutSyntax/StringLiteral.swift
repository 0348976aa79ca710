/// Decodes a string token's text (with its quotes) into its value.
enum StringLiteral {
    static func decode(_ token: String) -> String {
        var scalars = Array(token.unicodeScalars)
        if scalars.first == "\"" { scalars.removeFirst() }
        if scalars.last == "\"" && !scalars.isEmpty { scalars.removeLast() }
        var result = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard c == "\\", i + 1 < scalars.count else {
                result.append(c)
                i += 1
                continue
            }
            let e = scalars[i + 1]
            i += 2
            switch e {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\"", "\\": result.append(e)
            case "u":
                var hex = ""
                if i < scalars.count, scalars[i] == "{" {
                    i += 1
                    while i < scalars.count, scalars[i] != "}" { hex.unicodeScalars.append(scalars[i]); i += 1 }
                    i += 1
                }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.append(scalar) }
            default: result.append(e)
            }
        }
        return String(result)
    }
}
