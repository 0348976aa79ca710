let r1 = #/[a-z]+\d*/#
let r2 = ##/has /# inside/##
let r3 = #/
    (?<word> \w+ )   # a comment
    \s*
    /#
let r4 = /\d+/
let r5 = s.contains(/abc/) && s.contains(/x(y)z/)
let division = a / b / c
let notRegex = x = / a/
let unbalanced = foo(1, /) + bar(/)
let r6 = #/unterminated
let r7 = #/
    never closed
