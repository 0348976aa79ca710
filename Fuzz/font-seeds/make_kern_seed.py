# A seed for layoutc-font-fuzz (Fuzz/font-seeds/README.md): run with fontTools installed,
# python3 make_kern_seed.py, to write seed-kern0-cmap12.ttf here.
# A small TrueType font with a cmap format 12 and a 'kern' format 0 table (no outlines needed).
from fontTools.fontBuilder import FontBuilder
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from fontTools.ttLib import newTable
from fontTools.pens.ttGlyphPen import TTGlyphPen
names = [".notdef", "A", "V", "T", "o", "space", "smile"]
fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(names)
fb.setupCharacterMap({0x41: "A", 0x56: "V", 0x54: "T", 0x6F: "o", 0x20: "space", 0x1F600: "smile"})
pen = TTGlyphPen(None); glyph = pen.glyph()
fb.setupGlyf({n: glyph for n in names})
fb.setupHorizontalMetrics({".notdef": (500, 0), "A": (640, 0), "V": (620, 0), "T": (580, 0), "o": (560, 0), "space": (250, 0), "smile": (1000, 0)})
fb.setupHorizontalHeader(ascent=800, descent=-200)
fb.setupNameTable({"familyName": "Seed", "styleName": "Regular"})
fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200, usWeightClass=400)
fb.setupPost()
kern = newTable("kern"); kern.version = 0
sub = KernTable_format_0(); sub.version = 0; sub.coverage = 1; sub.format = 0
sub.kernTable = {("A", "V"): -80, ("V", "A"): -70, ("T", "o"): -60, ("A", "T"): -50}
kern.kernTables = [sub]
fb.font["kern"] = kern
fb.save("seed-kern0-cmap12.ttf")
