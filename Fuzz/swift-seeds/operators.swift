let a = b+c - d * e / f % g
let r = 0..<10; let c = 1...5; let p = xs[1...]; let q = xs[...2]
let u = x?.y?.z ?? w
let v = x!.count + y!
let t = flag ? .leading : .trailing
let n = -1 + (-x) + !done
let cmp = a == b && c != d || e <= f && g >= h
let bits = a << 2 | b >> 3 & ~c ^ d
infix operator +++: AdditionPrecedence
let custom = a +++ b +++.c
let unicode = a ∪ b ≠ c × d
func f(_ x: inout Int) -> Int { x }
f(&value)
a!=b
x = .red
let generic = Array<Array<Int>>()
x ??= y
