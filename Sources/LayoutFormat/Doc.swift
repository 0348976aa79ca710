/// The formatter's document IR, after Wadler's "prettier printer": text, line breaks that a
/// group may take or not, indentation, and a few helpers for comments. `DocPrinter` fits it to
/// the line width; nothing else decides where lines break.
indirect enum Doc: Sendable {
    /// Text without a newline.
    case text(String)
    /// A space, unless the line is empty so far or already ends with one.
    case space
    /// A space when its group is flat, a newline when the group breaks.
    case line
    /// Nothing when its group is flat, a newline when the group breaks.
    case softline
    /// Always a newline; the groups around it break.
    case hardline
    case concat([Doc])
    /// Indents the lines that start inside it by `Int` more columns.
    case nest(Int, Doc)
    /// Printed flat when it fits in the rest of the line, else broken. `shouldBreak`: broken
    /// regardless (set for a user's line break that is kept, and by `propagateBreaks`).
    case group(Doc, shouldBreak: Bool)
    /// `broken` inside a broken group, `flat` inside a flat one (a trailing comma).
    case ifBreak(Doc, flat: Doc)
    /// Printed just before the next newline (a trailing `// comment`); several on one line are
    /// put on lines of their own, as each ends its line.
    case lineSuffix(String)
    /// Printed as it is, but not counted when measuring whether a group fits (a comment on the
    /// line of a token: whether it ends the line or not, it weighs the same, so a second run
    /// decides as the first did).
    case unmeasured(Doc)
    /// Breaks every group around it.
    case breakParent
    /// Text that may contain newlines (a block comment), written as it is.
    case verbatim(String)

    static let empty = Doc.concat([])

    static func group(_ parts: [Doc], shouldBreak: Bool = false) -> Doc {
        .group(.concat(parts), shouldBreak: shouldBreak)
    }
}

extension Doc {
    /// Marks every group that contains a hard break (a hardline, a `breakParent`, a multi-line
    /// verbatim text) as broken, as the printer needs to know before it measures a group.
    func propagatingBreaks() -> Doc {
        propagate().doc
    }

    private func propagate() -> (doc: Doc, breaks: Bool) {
        switch self {
        case .text, .space, .line, .softline, .lineSuffix:
            return (self, false)
        case .hardline, .breakParent:
            return (self, true)
        case let .verbatim(text):
            return (self, text.contains("\n"))
        case let .concat(parts):
            var breaks = false
            var out: [Doc] = []
            out.reserveCapacity(parts.count)
            for part in parts {
                let (doc, inner) = part.propagate()
                breaks = breaks || inner
                out.append(doc)
            }
            return (.concat(out), breaks)
        case let .nest(indent, inner):
            let (doc, breaks) = inner.propagate()
            return (.nest(indent, doc), breaks)
        case let .unmeasured(inner):
            let (doc, breaks) = inner.propagate()
            return (.unmeasured(doc), breaks)
        case let .group(inner, shouldBreak):
            let (doc, breaks) = inner.propagate()
            return (.group(doc, shouldBreak: shouldBreak || breaks), shouldBreak || breaks)
        case let .ifBreak(broken, flat):
            let (b, breaks) = broken.propagate()
            let (f, _) = flat.propagate()
            return (.ifBreak(b, flat: f), breaks)
        }
    }
}
