// Emitters: text, JSON, SVG and the negotiation trace.
