let before = 1
/* this comment /* nests */ and never ends
let after = 2
