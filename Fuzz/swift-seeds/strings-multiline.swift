let text = """
    first line
      indented "quoted" line
    escaped \
    continuation
    interpolated \(value, format: .number) and \(f(
        spanning)) lines

    """
let empty = """
"""
let crlf = """
  a
  """
let crlf = """
  one
  two  three
  """
