let `class` = 1, `default` = 2, `a raw identifier` = 3
let café = "é", 变量 = 1, π = 3.14, 😀 = "smile", a$b = 0
let $projected = 0
items.map { $0 * 2 }.filter { $1 > $0 }
ForEach($items) { $item in Toggle(isOn: $item.done) { Text(item.name) } }
let path = \Item.name, selfPath = \.self
let _ = placeholder(<#T##value: Int##Int#>)
func open(url: URL) {}; let some = 1; let any = 2; let await = 3
`unterminated backtick
