let ints = [0, 42, 1_000_000, 0b1010_0101, 0o755, 0xDEAD_beef, 007]
let floats = [3.14, 1e10, 1E-3, 1.25e+2, 0x1p-3, 0xFp2, 0x1.8p1, 1_000.000_1]
let tuple = t.0.1
let member = 4.description + 0xff.description
let ranges = 1..<5 + 1...5
let bad = [0b102, 0o8, 0x, 0xg, 12px, 1e, 1e+, 0x1p, 0x1.8, .5]
