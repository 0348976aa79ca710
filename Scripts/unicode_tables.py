#!/usr/bin/env python3
"""Generate Sources/LayoutFont/UnicodeTables.swift from the Unicode Character Database.

Reads LineBreak.txt (UAX #14) and EastAsianWidth.txt (UAX #11) -- by default Debian's
`unicode-data` package (`apt-get install -y unicode-data`), /usr/share/unicode/ -- and writes
Swift source with two compact range tables:

  * lineBreakRanges: [UInt32], one element per maximal run of code points of one class,
    packed as `start << 8 | class` (start <= 0x10FFFF needs 21 bits); the runs cover
    U+0000..U+10FFFF with no gaps, so a lookup is "the last run whose start <= scalar".
  * wideRanges: [UInt32], the East_Asian_Width W and F runs as flat inclusive
    (first, last) pairs: [first0, last0, first1, last1, ...].

Code points the data lines do not list take the file's defaults: each `# @missing:` line, later
ones over earlier ones (Unicode 15.1 and later list the block defaults that way). Unicode 15.0
and earlier give only the catch-all `@missing` line and state the block defaults in the header
prose; for those the defaults below (copied from that prose) are used, and the script checks
that the header still names every one of those ranges.

Usage:
  python3 Scripts/unicode_tables.py [--ucd DIR] [--output FILE]
  python3 Scripts/unicode_tables.py --check      # exit 1 if FILE is not what the data gives
"""

import argparse
import os
import re
import sys

MAX_CP = 0x10FFFF

# The Swift enum's cases, in declaration order (the raw values stored in the table).
SWIFT_CLASSES = [
    "al", "bk", "cr", "lf", "nl", "sp", "zw", "gl", "wj", "op", "cl", "cp", "qu", "ex",
    "infixSeparator", "ns", "hy", "ba", "bb", "b2", "id", "cj", "nu", "pr", "po", "cm",
    "zwj", "eb", "em", "ri", "hl", "sa", "h2", "h3", "jl", "jv", "jt", "sy",
]

# UCD Line_Break value -> Swift case, for the classes the breaker distinguishes.
DIRECT = {
    "AL": "al", "BK": "bk", "CR": "cr", "LF": "lf", "NL": "nl", "SP": "sp", "ZW": "zw",
    "GL": "gl", "WJ": "wj", "OP": "op", "CL": "cl", "CP": "cp", "QU": "qu", "EX": "ex",
    "IS": "infixSeparator", "NS": "ns", "HY": "hy", "BA": "ba", "BB": "bb", "B2": "b2",
    "ID": "id", "CJ": "cj", "NU": "nu", "PR": "pr", "PO": "po", "CM": "cm", "ZWJ": "zwj",
    "EB": "eb", "EM": "em", "RI": "ri", "HL": "hl", "SA": "sa", "H2": "h2", "H3": "h3",
    "JL": "jl", "JV": "jv", "JT": "jt", "SY": "sy",
}

# Classes resolved here, because the resolution needs no context (see the Swift header comment).
RESOLVED_HERE = {
    "AI": ("al", "LB1: ambiguous -> AL (no East Asian context is assumed)"),
    "SG": ("al", "LB1: surrogates -> AL (a Unicode.Scalar is never one)"),
    "XX": ("al", "LB1: unassigned and not in a block with a default -> AL"),
    "CB": ("al", "not LB1: LB20 breaks before and after CB (U+FFFC only); not distinguished -> AL"),
    "IN": ("al", "not distinguished (LB22 \"x IN\" is lost) -> AL"),
}

# Defaults of Unicode 15.0 and earlier, from the header prose of each file (see module doc).
PROSE_DEFAULTS = {
    "LineBreak": [
        (0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"), (0xF900, 0xFAFF, "ID"),
        (0x20000, 0x2FFFD, "ID"), (0x30000, 0x3FFFD, "ID"),
        (0x1F000, 0x1FAFF, "ID"), (0x1FC00, 0x1FFFD, "ID"),
        (0x20A0, 0x20CF, "PR"),
    ],
    "EastAsianWidth": [
        (0x3400, 0x4DBF, "W"), (0x4E00, 0x9FFF, "W"), (0xF900, 0xFAFF, "W"),
        (0x20000, 0x2FFFD, "W"), (0x30000, 0x3FFFD, "W"),
    ],
}

MISSING_RE = re.compile(r"^#\s*@missing:\s*([0-9A-Fa-f]+)\.\.([0-9A-Fa-f]+)\s*;\s*(\w+)")
DATA_RE = re.compile(r"^([0-9A-Fa-f]+)(?:\.\.([0-9A-Fa-f]+))?\s*;\s*(\w+)")


def read_ucd(path, kind):
    """Returns (version line, per-code-point values as a list, [notes])."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    version = lines[0].lstrip("# ").strip()          # e.g. "LineBreak-15.0.0.txt"
    date = lines[1].lstrip("# ").strip() if len(lines) > 1 else ""
    missing = []
    data = []
    header = []
    for line in lines:
        m = MISSING_RE.match(line)
        if m:
            missing.append((int(m.group(1), 16), int(m.group(2), 16), m.group(3)))
            continue
        if line.startswith("#"):
            header.append(line)
            continue
        m = DATA_RE.match(line)
        if m:
            lo = int(m.group(1), 16)
            hi = int(m.group(2), 16) if m.group(2) else lo
            data.append((lo, hi, m.group(3)))
    if not missing:
        sys.exit(f"{path}: no @missing line")
    if len(missing) == 1:
        # Unicode <= 15.0: the block defaults are prose only. Make sure the prose still says them.
        prose = "\n".join(header)
        for lo, hi, _ in PROSE_DEFAULTS[kind]:
            needle = f"U+{lo:04X}..U+{hi:04X}"
            if needle not in prose:
                sys.exit(f"{path}: header no longer names {needle}; update PROSE_DEFAULTS")
        missing = missing + PROSE_DEFAULTS[kind]
    values = [None] * (MAX_CP + 1)
    for lo, hi, v in missing:                # later @missing lines override earlier ones
        values[lo:hi + 1] = [v] * (hi - lo + 1)
    for lo, hi, v in data:
        values[lo:hi + 1] = [v] * (hi - lo + 1)
    return version, date, values, missing


def runs(values):
    """Maximal runs (start, value) of equal values over the whole code space."""
    out = []
    prev = object()
    for cp, v in enumerate(values):
        if v != prev:
            out.append((cp, v))
            prev = v
    return out


def swift_array(name, numbers, per_line, doc):
    body = []
    for i in range(0, len(numbers), per_line):
        body.append("    " + ", ".join(numbers[i:i + per_line]) + ",")
    return f"{doc}\nprivate let {name}: [UInt32] = [\n" + "\n".join(body) + "\n]\n"


def generate(ucd_dir):
    lb_path = os.path.join(ucd_dir, "LineBreak.txt")
    ea_path = os.path.join(ucd_dir, "EastAsianWidth.txt")
    lb_version, lb_date, lb_raw, lb_missing = read_ucd(lb_path, "LineBreak")
    ea_version, ea_date, ea_raw, ea_missing = read_ucd(ea_path, "EastAsianWidth")

    unknown = sorted({v for v in set(lb_raw) if v not in DIRECT and v not in RESOLVED_HERE})
    if unknown:
        print(f"note: Line_Break classes not known to this script mapped to .al: {', '.join(unknown)}",
              file=sys.stderr)
    index = {name: i for i, name in enumerate(SWIFT_CLASSES)}
    lb = [index[DIRECT.get(v) or RESOLVED_HERE.get(v, ("al",))[0]] for v in lb_raw]
    lb_runs = runs(lb)
    lb_numbers = [f"0x{(start << 8) | cls:08X}" for start, cls in lb_runs]

    wide = [v in ("W", "F") for v in ea_raw]
    ea_runs = runs(wide)
    wide_numbers = []
    for i, (start, is_wide) in enumerate(ea_runs):
        if is_wide:
            end = ea_runs[i + 1][0] - 1 if i + 1 < len(ea_runs) else MAX_CP
            wide_numbers += [f"0x{start:05X}", f"0x{end:05X}"]

    def fmt_missing(missing):
        return ", ".join(f"{lo:04X}..{hi:04X} {v}" for lo, hi, v in missing)

    m = re.search(r"(\d+\.\d+\.\d+)", lb_version)
    unicode_version = m.group(1) if m else "?"
    resolved_doc = "\n".join(f"//     {k} -> .{v}: {why}" for k, (v, why) in RESOLVED_HERE.items())
    out = f"""\
// GENERATED FILE -- DO NOT EDIT.
// Generated by Scripts/unicode_tables.py from the Unicode Character Database, Unicode {unicode_version}:
//   {lb_path}: {lb_version} ({lb_date})
//   {ea_path}: {ea_version} ({ea_date})
// (Debian package `unicode-data`). Regenerate: python3 Scripts/unicode_tables.py
//
// Code points no data line lists take the files' defaults:
//   LineBreak:      {fmt_missing(lb_missing)}
//   EastAsianWidth: {fmt_missing(ea_missing)}
//
// What is resolved where (UAX #14, rule LB1 and the classes the breaker does not distinguish):
//   Resolved here, in the table (they need no context):
{resolved_doc}
//   (Any Line_Break class newer than this script knows also becomes .al, with a note.)
//   Left to the breaker (they need context or a setting):
//     SA -> .sa: LB1 makes it CM (General_Category Mn/Mc) or AL otherwise -- or a dictionary
//        breaker may take it; resolve with Unicode.Scalar.properties.generalCategory.
//     CJ -> .cj: LB1 makes it NS (strict line breaking) or ID (normal, loose).
//   LB1's AI resolution assumes no East Asian context; AI is not kept.

/// UAX #14 line-breaking classes (only those layoutc's breaker distinguishes; every other class maps to .al).
enum LineBreakClass: UInt8 {{
    case al, bk, cr, lf, nl, sp, zw, gl, wj, op, cl, cp, qu, ex
    /// IS (infix numeric separator).
    case infixSeparator
    case ns, hy, ba, bb, b2, id, cj, nu, pr, po, cm, zwj, eb, em, ri, hl, sa, h2, h3, jl, jv, jt, sy
}}

extension LineBreakClass {{
    /// The class of `scalar` (Unicode {unicode_version}; see the header for what the table resolves).
    static func of(_ scalar: Unicode.Scalar) -> LineBreakClass {{
        let key = (scalar.value << 8) | 0xFF
        // The last run whose start <= scalar: the number of packed entries <= key, minus one.
        var lo = 0
        var hi = lineBreakRanges.count
        while lo < hi {{
            let mid = (lo + hi) >> 1
            if lineBreakRanges[mid] <= key {{ lo = mid + 1 }} else {{ hi = mid }}
        }}
        return LineBreakClass(rawValue: UInt8(truncatingIfNeeded: lineBreakRanges[lo - 1])) ?? .al
    }}
}}

enum EastAsianWidth {{
    /// Whether `scalar`'s East_Asian_Width is W (wide) or F (fullwidth), including the defaults
    /// for unassigned code points in the CJK ideograph blocks and planes 2 and 3.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {{
        let v = scalar.value
        // The last range whose first <= v (the number of ranges starting at or before v, minus one).
        var lo = 0
        var hi = wideRanges.count / 2
        while lo < hi {{
            let mid = (lo + hi) >> 1
            if wideRanges[2 * mid] <= v {{ lo = mid + 1 }} else {{ hi = mid }}
        }}
        return lo > 0 && v <= wideRanges[2 * (lo - 1) + 1]
    }}
}}

{swift_array("lineBreakRanges", lb_numbers, 8,
             f"/// {len(lb_runs)} runs of one class covering U+0000..U+10FFFF, each `start << 8 | LineBreakClass.rawValue`, ascending.")}
{swift_array("wideRanges", wide_numbers, 8,
             f"/// {len(wide_numbers) // 2} East_Asian_Width W/F ranges as inclusive (first, last) pairs, ascending.")}"""
    return out, len(lb_runs), len(wide_numbers) // 2, unicode_version


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ucd", default="/usr/share/unicode", help="directory with LineBreak.txt and EastAsianWidth.txt")
    ap.add_argument("--output", default=os.path.join(here, "..", "Sources", "LayoutFont", "UnicodeTables.swift"))
    ap.add_argument("--check", action="store_true", help="compare with --output instead of writing it")
    args = ap.parse_args()
    text, n_lb, n_wide, version = generate(args.ucd)
    out = os.path.normpath(args.output)
    if args.check:
        try:
            with open(out, encoding="utf-8") as f:
                same = f.read() == text
        except FileNotFoundError:
            same = False
        print(f"{out}: {'up to date' if same else 'OUT OF DATE'}")
        sys.exit(0 if same else 1)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {out}: Unicode {version}, {n_lb} line-break runs, {n_wide} wide ranges")


if __name__ == "__main__":
    main()
