/// The help texts (`layoutc --help`, `layoutc help COMMAND`).
enum Help {
    static let usage = """
    usage: layoutc [build] FILE [options]    lay out a .layout file and print the frames
           layoutc check FILE…               check files and report diagnostics
           layoutc explain FILE              show the size negotiation
           layoutc help [COMMAND]            more help
    see 'layoutc --help'

    """

    static func text(for topic: String?) -> String {
        switch topic {
        case "build": return build
        case "check": return check
        case "explain": return explain
        case "version": return "usage: layoutc version | layoutc --version\n\nPrints the version.\n"
        case "help": return "usage: layoutc help [COMMAND]\n\nShows help for a command.\n"
        default: return overview
        }
    }

    static let overview = """
    layoutc — a compiler for .layout files, with SwiftUI's layout semantics

    usage:
      layoutc FILE                        same as 'layoutc build FILE'
      layoutc build FILE|- [options]      lay out and print every element's frame
      layoutc check FILE…|- [options]     check only: diagnostics on stderr
      layoutc explain FILE [options]      the negotiation: proposals, answers, placements
      layoutc help [COMMAND]              help for a command
      layoutc --version                   the version

    Exit status: 0 success (warnings allowed), 1 errors in the input, 2 usage or I/O errors.
    Payload goes to stdout, diagnostics to stderr.

    """

    static let build = """
    usage: layoutc build FILE|- [options]

    Checks FILE, lays it out for each proposal and prints the frame of every element.

    options:
      --proposal WxH               the root proposal; repeatable (W, H: a number, 0, inf or nil);
                                   default: the file's proposal(…), else nilxnil
      --format text|json|svg       the output format (default: from -o's extension, else text)
      -o FILE                      write the output to FILE (never over the input)
      -D NAME=VALUE                override a top-level 'let' (e.g. -D 'layout=vstack(spacing: 0)')
      --emit tokens|ast|ir         print a compiler stage instead of frames
      --diagnostics-format human|concise|json
      --color auto|always|never    colour diagnostics (auto: on a terminal, unless NO_COLOR is set)

    """

    static let check = """
    usage: layoutc check FILE…|- [options]

    Checks each file and reports every problem; prints nothing else.

    options:
      --format human|concise|json  how diagnostics are printed (default human)
      --color auto|always|never    colour (auto: on a terminal, unless NO_COLOR is set)
      -D NAME=VALUE                override a top-level 'let'
      --dump-ast                   print the syntax tree to stdout

    """

    static let explain = """
    usage: layoutc explain FILE [--proposal WxH] [--tag NAME] [-D NAME=VALUE]

    Prints the size negotiation as an indented trace: which proposal each element received,
    what it answered (memo hits marked) and where it was placed — why a view is the size it is.

    options:
      --proposal WxH               the root proposal (default: the file's, else nilxnil)
      --tag NAME                   only the element tagged #NAME and what it contains

    """
}
