import LayoutDiagnostics
import LayoutEmit
import LayoutXML

/// The preview page: one HTML document (inline CSS and script; nothing from another site: the
/// fonts its text is drawn in come from this server's `/fonts/N`), which fetches the picture,
/// listens to `/events` and redraws in place on each build.
enum PreviewPage {
    /// Common device sizes in points (portrait), for the size presets.
    static let devices: [(name: String, width: Int, height: Int)] = [
        ("iPhone SE", 375, 667), ("iPhone 15", 393, 852), ("iPhone 15 Pro Max", 430, 932),
        ("iPad mini", 744, 1133), ("iPad Air 11″", 820, 1180), ("Apple Watch 45 mm", 198, 242),
        ("Mac window", 1024, 768),
    ]

    static func html(fileName: String, style: SVGStyle, fonts: PreviewFonts) -> String {
        let presets = devices.map {
            "<option value=\"\($0.width)x\($0.height)\">\(escape($0.name)) — \($0.width)×\($0.height)</option>"
        }.joined()
        return head(title: escape(fileName), fonts: fonts.css)
            + body(fileName: escape(fileName), presets: presets, style: style.rawValue) + script + "</html>\n"
    }

    static func escape(_ text: String) -> String { XMLText.escape(text, attribute: true) }

    /// The document's head; `fonts` is the `@font-face` rules of the fonts the picture is drawn in.
    static func head(title: String, fonts: String) -> String {
        #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\#(title) — layoutc preview</title>
        <style>
        \#(fonts)
        :root { --bar: #FFFFFF; --line: #D1D1D6; --ink: #1C1C1E; --muted: #6E6E73; --accent: #007AFF; \#
        --hover: #FF9500; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.4 -apple-system, "Segoe UI", "DejaVu Sans", Helvetica, Arial, sans-serif; \#
        color: var(--ink); background: #F2F2F7; }
        header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 8px 16px; \#
        align-items: center;
                 padding: 8px 14px; background: var(--bar); border-bottom: 1px solid var(--line); }
        header h1 { font-size: 14px; margin: 0 8px 0 0; font-weight: 600; }
        header label { display: inline-flex; gap: 6px; align-items: center; color: var(--muted); }
        header input[type=number] { width: 72px; }
        header input[type=range] { width: 180px; }
        header select { max-width: 190px; }
        .pill { padding: 2px 8px; border-radius: 10px; font-size: 12px; background: #E5E5EA; color: var(--muted); }
        .pill.ok { background: #D8F5E0; color: #1F7A3A; }
        .pill.error { background: #FFE0DE; color: #B3261E; }
        #diagnostics { display: none; margin: 12px 14px 0; padding: 10px 12px; border-radius: 8px; background: #FFF4F3;
                       border: 1px solid #F5C2BE; color: #5C1A15; \#
        font: 12px/1.45 "DejaVu Sans Mono", Menlo, Consolas, monospace; white-space: pre-wrap; }
        #diagnostics.shown { display: block; }
        main { display: flex; gap: 14px; padding: 14px; align-items: flex-start; }
        #picture { flex: 1 1 auto; overflow: auto; min-height: 120px; }
        #picture svg { display: block; }
        #picture svg .hit { pointer-events: all; cursor: pointer; }
        #picture svg .node.hover > rect.hit { stroke: var(--hover); stroke-width: 2; }
        #picture svg .node.selected > rect.hit { stroke: var(--accent); stroke-width: 2; }
        aside { flex: 0 0 360px; width: 360px; min-width: 0; overflow: hidden; background: #FFFFFF; \#
        border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
        aside h2 { font-size: 13px; margin: 0 0 6px; }
        aside .empty { color: var(--muted); }
        aside pre { margin: 6px 0 0; font: 11px/1.45 "DejaVu Sans Mono", Menlo, Consolas, monospace; \#
        white-space: pre-wrap; overflow-wrap: anywhere; overflow: auto; max-height: 60vh; }
        aside .source { font: 12px "DejaVu Sans Mono", Menlo, Consolas, monospace; background: #F2F2F7; \#
        padding: 4px 6px; border-radius: 4px; white-space: pre-wrap; overflow-wrap: anywhere; }
        #tip { position: fixed; z-index: 3; display: none; pointer-events: none; padding: 6px 8px; \#
        border-radius: 6px; background: rgba(28, 28, 30, 0.92);
               color: #FFFFFF; font: 12px/1.4 "DejaVu Sans Mono", Menlo, Consolas, monospace; white-space: pre; }
        </style>
        </head>

        """#
    }

    static func body(fileName: String, presets: String, style: String) -> String {
        #"""
        <body data-generation="0" data-picture="0">
        <header>
          <h1>\#(fileName)</h1>
          <span id="status" class="pill">connecting…</span>
          <label>size <select id="preset"><option value="file">the file's proposals</option>\#
        <option value="nilxnil">ideal (nil × nil)</option>\#(presets)\#
        <option value="custom">custom</option></select></label>
          <label>width <input id="width-range" type="range" min="0" max="1400" step="1" value="375">\#
        <input id="width" type="number" min="0" max="100000" step="1" placeholder="nil"></label>
          <label>height <input id="height" type="number" min="0" max="100000" step="1" placeholder="nil"></label>
          <label><input type="radio" name="style" value="preview"> preview</label>
          <label><input type="radio" name="style" value="debug"> debug</label>
          <label><input id="modifiers" type="checkbox"> modifiers</label>
        </header>
        <div id="diagnostics"></div>
        <main>
          <div id="picture"></div>
          <aside>
            <div id="hovered"><h2>Element</h2><div class="empty">Hover an element to see its frame; \#
        click it for the whole negotiation.</div></div>
            <div id="details"></div>
          </aside>
        </main>
        <div id="tip"></div>
        <script>const initialStyle = "\#(style)";</script>

        """#
    }

    static let script = #"""
    <script>
    "use strict";
    const $ = (id) => document.getElementById(id);
    const params = new URLSearchParams(location.search);
    const state = {
      style: params.get("style") || initialStyle,
      modifiers: params.get("modifiers") === "1",
      custom: params.has("w") || params.has("h"),
      w: params.get("w"), h: params.get("h"),
      picture: null, selected: null, request: 0, defaults: []
    };

    function dimension(value) { return value === null || value === "" ? "nil" : value; }

    function query(extra) {
      const q = new URLSearchParams(extra || {});
      if (state.custom) { q.set("w", dimension(state.w)); q.set("h", dimension(state.h)); }
      return q;
    }

    async function refresh() {
      const q = query({ style: state.style });
      if (state.style === "debug" && state.modifiers) q.set("modifiers", "1");
      const ticket = ++state.request;
      let response;
      try { response = await fetch("/picture.svg?" + q.toString()); } catch (e) { return; }
      if (ticket !== state.request) return;
      if (!response.ok) {
        const problem = await response.json().catch(() => null);
        $("picture").dataset.error = problem ? problem.error.message : response.statusText;
        return;
      }
      const text = await response.text();
      if (ticket !== state.request) return;
      $("picture").innerHTML = text.replace(/^<\?xml[^>]*>\s*/, "");
      delete $("picture").dataset.error;
      for (const node of $("picture").querySelectorAll("g.node")) {
        const title = node.querySelector(":scope > title");
        if (title) { node.dataset.title = title.textContent; title.remove(); }
      }
      if (state.selected !== null) {
        const again = $("picture").querySelector(`g.node[data-node="${state.selected}"]`);
        if (again) again.classList.add("selected");
      }
      document.body.dataset.picture = response.headers.get("X-Layoutc-Generation") || "0";
      document.body.dataset.request = String(ticket);
    }

    function showStatus(status) {
      document.body.dataset.generation = String(status.generation);
      const pill = $("status");
      if (status.ok) {
        pill.className = "pill ok";
        pill.textContent = `built #${status.generation}` + \#
    (status.warnings ? ` · ${status.warnings} warning${status.warnings > 1 ? "s" : ""}` : "");
      } else {
        pill.className = "pill error";
        pill.textContent = `${status.errors} error${status.errors === 1 ? "" : "s"}` + \#
    (status.picture ? " · showing the last good build" : "");
      }
      const box = $("diagnostics");
      box.textContent = status.diagnostics;
      box.classList.toggle("shown", status.diagnostics.length > 0);
      state.defaults = status.proposals;
      if (!state.custom && status.proposals.length) {
        const [w, h] = status.proposals[0].split("x");
        setInputs(w === "nil" || w === "inf" ? "" : w, h === "nil" || h === "inf" ? "" : h);
      }
      if (status.picture !== null && status.picture !== state.picture) {
        state.picture = status.picture;
        refresh();
      }
    }

    function setInputs(w, h) {
      $("width").value = w;
      $("height").value = h;
      if (w !== "") $("width-range").value = w;
    }

    let scheduled = false;
    function repropose() {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(() => { scheduled = false; refresh(); \#
    if (state.selected !== null) explain(state.selected); });
    }

    function custom(w, h) {
      state.custom = true; state.w = w; state.h = h;
      $("preset").value = "custom";
      repropose();
    }

    $("width-range").addEventListener("input", (e) => { $("width").value = e.target.value; \#
    custom(e.target.value, $("height").value); });
    $("width").addEventListener("input", (e) => { if (e.target.value !== "") $("width-range").value = e.target.value; \#
    custom(e.target.value, $("height").value); });
    $("height").addEventListener("input", (e) => custom($("width").value, e.target.value));
    $("preset").addEventListener("change", (e) => {
      const value = e.target.value;
      if (value === "custom") return;
      if (value === "file") {
        state.custom = false;
        if (state.defaults.length) { const [w, h] = state.defaults[0].split("x"); \#
    setInputs(w === "nil" ? "" : w, h === "nil" ? "" : h); }
        repropose();
        return;
      }
      const [w, h] = value.split("x");
      setInputs(w === "nil" ? "" : w, h === "nil" ? "" : h);
      state.custom = true; state.w = w === "nil" ? "" : w; state.h = h === "nil" ? "" : h;
      repropose();
    });
    for (const radio of document.querySelectorAll("input[name=style]")) {
      radio.checked = radio.value === state.style;
      radio.addEventListener("change", (e) => { state.style = e.target.value; \#
    $("modifiers").disabled = state.style !== "debug"; refresh(); });
    }
    $("modifiers").checked = state.modifiers;
    $("modifiers").disabled = state.style !== "debug";
    $("modifiers").addEventListener("change", (e) => { state.modifiers = e.target.checked; refresh(); });
    if (state.custom) { setInputs(state.w === "nil" ? "" : state.w || "", state.h === "nil" ? "" : state.h || ""); \#
    $("preset").value = "custom"; }

    // Hover: outline, tooltip and the element panel. Click: the negotiation.
    let hovered = null;
    $("picture").addEventListener("mousemove", (e) => {
      const node = e.target.closest ? e.target.closest("g.node") : null;
      if (node !== hovered) {
        if (hovered) hovered.classList.remove("hover");
        hovered = node;
        if (node) {
          node.classList.add("hover");
          $("tip").textContent = node.dataset.title || node.dataset.kind;
          const header = document.createElement("h2");
          header.textContent = "Element";
          const pre = document.createElement("pre");
          pre.textContent = node.dataset.title || "";
          $("hovered").replaceChildren(header, pre);
        }
      }
      const tip = $("tip");
      tip.style.display = node ? "block" : "none";
      tip.style.left = (e.clientX + 14) + "px";
      tip.style.top = (e.clientY + 14) + "px";
    });
    $("picture").addEventListener("mouseleave", () => {
      if (hovered) hovered.classList.remove("hover");
      hovered = null;
      $("tip").style.display = "none";
    });
    $("picture").addEventListener("click", (e) => {
      const node = e.target.closest ? e.target.closest("g.node") : null;
      for (const old of $("picture").querySelectorAll("g.node.selected")) old.classList.remove("selected");
      if (!node) { state.selected = null; $("details").replaceChildren(); return; }
      node.classList.add("selected");
      state.selected = node.dataset.node;
      explain(state.selected);
    });

    async function explain(node) {
      const response = await fetch("/explain?" + query({ node }).toString()).catch(() => null);
      if (!response) return;
      const result = await response.json().catch(() => null);
      const details = $("details");
      const header = document.createElement("h2");
      if (!response.ok || !result) { header.textContent = result ? result.error.message : "cannot explain"; \#
    details.replaceChildren(header); return; }
      header.textContent = "Negotiation of " + result.kind + (result.tag ? " #" + result.tag : "");
      const parts = [header];
      if (result.source) {
        const where = document.createElement("div");
        where.textContent = `${result.source.file}:${result.source.line}:${result.source.column}`;
        const line = document.createElement("div");
        line.className = "source";
        line.textContent = result.source.text;
        parts.push(where, line);
      }
      if (result.calledFrom && result.calledFrom.length) {
        const calls = document.createElement("div");
        calls.textContent = "from the component call" + (result.calledFrom.length > 1 ? "s at " : " at ") + \#
    result.calledFrom.join(" → ");
        parts.push(calls);
      }
      const trace = document.createElement("pre");
      trace.id = "trace";
      trace.textContent = result.trace;
      parts.push(trace);
      details.replaceChildren(...parts);
    }

    function connect() {
      const events = new EventSource("/events");
      events.addEventListener("build", (e) => showStatus(JSON.parse(e.data)));
      events.addEventListener("error", () => { $("status").className = "pill"; \#
    $("status").textContent = "reconnecting…"; });
    }
    connect();
    </script>
    </body>

    """#
}
