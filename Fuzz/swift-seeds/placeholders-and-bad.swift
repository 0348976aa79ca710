let a = <#expression#>
let b = <#a
#> not closed
let c = a */ b
let d = “curly” ‘quotes’
let e = x‑y
