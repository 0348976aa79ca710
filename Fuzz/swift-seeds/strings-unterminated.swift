let a = "unterminated
let b = "interpolation \(never closed
let c = #"raw unterminated"
let d = 'single quoted'
let e = "\q \u{D800} \u{} \u{110000}"
let f = """content on opening line
  """
let g = """
    ok
  less indented
    """
let h = "\(a // comment hides the paren )"
