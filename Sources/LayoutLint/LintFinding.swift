import LayoutDiagnostics
import LayoutEngine
import LayoutSema

/// A fix a rule proposes: a message and the edits, and whether `--fix` may apply it.
public struct LintFix: Sendable, Hashable {
    public var message: String
    public var edits: [TextEdit]
    public var safe: Bool
    public init(message: String, edits: [TextEdit], safe: Bool) {
        self.message = message
        self.edits = edits
        self.safe = safe
    }
}

/// One finding of one rule, before findings of several proposals are merged: where (an element
/// of the tree, or a range), what, and how to fix it.
struct LintFinding {
    var rule: LintRule
    /// The element it is about; its use site in the file is the location.
    var node: LayoutNodeID?
    /// The node whose check found it (`node`, unless a check of a container reports a child).
    var anchor: LayoutNodeID?
    /// A location when there is no element (a comment).
    var range: SourceRange?
    /// Without the proposal: the linter appends "at 320×nil, 375×nil".
    var message: String
    /// What differs between configurations ("needs 412 pt of 375"): the linter lists each
    /// configuration's after the message.
    var measure: String?
    /// How to fix it, specific to the case.
    var help: String?
    /// Tells apart two findings of one rule at one element (an overflow across and along).
    var variant: String?
    var notes: [DiagnosticNote] = []
    var fixes: [LintFix] = []
    /// Reported only if it occurs at every configuration linted ("at every proposal").
    var everyConfiguration = false
    /// Why it may not hold on a device, when text a few per cent narrower would not have it: the
    /// built-in font stands in for the system's (`LintOptions.systemFontStandsIn`), whose widths
    /// differ by that much.
    var marginal: String?
    /// A finding about a height that holds whatever strings the app has where the reader stood in
    /// for one, as a text takes a line at least: an overflow of the screen's height or a spill out
    /// of a frame's larger than what the texts those strings size add beyond one line each, or a
    /// tap target too short with each of its texts on one line. No text stand-in is what it
    /// rests on.
    var outgrowsTextStandIns = false
    /// A finding that holds whatever fonts the app has where the reader took the text style the
    /// font's name says (`StandInMarks.fontNamedAfterStyle`): a tap target shorter than 44 pt by
    /// more than a font half as tall again could add.
    var outgrowsStyleFonts = false
    /// Where it is reported instead of at the element: the `.onTapGesture()` written at a use of
    /// the component the element is in (`LoweredProgram.gestureOrigin(of:)`), where the fix goes.
    var gesture: NodeOrigin?
    /// The element whose place in the code locates it, when not `node`: the view a tap gesture's
    /// modifiers wrap (`HStack { … }.padding().background(…).onTapGesture { … }` is found at the
    /// `HStack`, which the message names), in the same call as `node`.
    var element: LayoutNodeID?
}
