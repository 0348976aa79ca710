let raw = #"no \(interpolation) or \n escape, "quotes" fine"#
let rawInterpolated = #"value: \#(value) newline: \#n"#
let twoPounds = ##"has "# inside and \##(x)"##
let rawMultiline = #"""
    """ inside
    \#(interpolated)
    """#
