/// How the Swift reader words the stand-ins it marks on a reading's elements, where lint tells
/// one kind from another (`docs/lint.md`, "Stand-ins").
public enum StandInMarks {
    /// A control whose label lost a view the reader could not read (`Button { PosterImage() … }`
    /// with `PosterImage` from a package not in the folder): what it draws is smaller than in the
    /// app. Only findings that an element is too small rest on it; one that it is too big holds
    /// with the view back in (it can only add to the label).
    public static let leftOut = "its label lacking "

    /// A frame whose width or height the reader left out (`.frame(width: Theme.iconSize)` with the
    /// constant in a file not read): it decides the size of the view it frames — the frame and the
    /// one view under it, through modifiers — not where a container inside it places its children.
    public static let frameLeftOut = "the frame's "

    /// A text the reader laid out as a 16-character stand-in (`item.title`, a string the app
    /// loads), or as a localization key written for a translation not read.
    public static let text = "a 16-character stand-in for "
    public static let localizationKey = "the localization key "

    /// A value a view's caller gives, stood in for (`Row()` with its `title` not given): on a
    /// text inside the view, the text's string.
    public static let value = "a stand-in for "

    /// Whether `mark` stands in for a text's string (`text`, `localizationKey`; `value` on a text,
    /// `onText`).
    public static func isText(_ mark: String, onText: Bool = false) -> Bool {
        mark.hasPrefix(text) || mark.hasPrefix(localizationKey) || onText && mark.hasPrefix(value)
    }

    /// A font of the app's named after a text style (`.element.footnoteBold`), laid out as that
    /// style: about its size. A tap target far shorter than 44 pt at it is short whatever the
    /// app's font is (`SmallTapTargetRule`).
    public static let fontNamedAfterStyle = "the text style its name says standing in for the font "
    /// A text field's prompt (`TextField("Server address", text: $uri)`): one line that a field
    /// cuts when it is wider, as iOS cuts every field's at the accessibility sizes (what is typed
    /// scrolls). Only that the prompt itself is cut short (L003) there rests on it: cut at the
    /// standard sizes, it is a finding.
    public static let fieldPrompt = "a text field's prompt, cut as iOS cuts every field's"

    /// An image of the app's assets whose size the files do not give, laid out 0×0 (filling what
    /// it is offered when resizable). Resizable and fitted into a frame of fixed size (or of a
    /// greatest width and height), the real image is at most the frame: a finding that the frame
    /// is too small to tap holds with it.
    public static let imageSize = "an image whose size is not known"

    /// An SF Symbol, laid out 20×20 — about its size at the body style — whatever its font: the
    /// symbol a smaller font draws is smaller. Only a finding that it spills out of its frame
    /// (L002) rests on it: an icon framed smaller than 20 pt is drawn at a font that fits the frame
    /// (`.font(.caption2).frame(width: 12, height: 12)`); elsewhere the body style's size holds.
    public static let symbolSize = "an SF Symbol laid out at its size at the body style"

    /// Marks that decide whether a part is there at all: a branch of a condition taken as true, an
    /// optional taken as set, the first case of a `switch`, the items of a collection known only
    /// when the app runs. What is inside such a part is what the app shows whenever it is there: a
    /// finding inside it rests on none of them (a button in a row is as small in every row); one
    /// beside it or around it does (the part is one more sibling sharing the room).
    public static let conditionTakenAsTrue = "a condition known only when the app runs ("
    public static let optionalTakenAsSet = "an optional known only when the app runs ("
    public static let firstCase = "the first case of a value known only when the app runs ("
    public static let itemsStandingIn = " items standing in for "

    /// Whether `mark` decides only whether its part is there (`conditionTakenAsTrue` and the others).
    public static func isPresence(_ mark: String) -> Bool {
        mark.hasPrefix(conditionTakenAsTrue) || mark.hasPrefix(optionalTakenAsSet) || mark.hasPrefix(firstCase)
            || mark.range(of: itemsStandingIn) != nil
    }

    /// The rules whose findings say an element is too small (to tap, or at all).
    public static let tooSmallRules: Set<String> = ["L018", "L004"]
}
