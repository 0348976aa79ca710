// The .layout lexer, parser and AST.
