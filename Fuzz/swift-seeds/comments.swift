#!/usr/bin/env swift
/// A doc comment.
/** A doc block. */
/* outer /* nested /* deeper */ */ still outer */
// line comment with "quotes" and /* no block
let x = 1 /* inline */ + /* another */ 2 // trailing
/* unterminated at the end? no: */ let y = x
/// - Parameter x: markup
