let cr = 1let crlf = 2
// commentlet s = "ab"