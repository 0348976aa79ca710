let bom = 1
let invalid = "ÿþ"
let cut = âˆ
Ã