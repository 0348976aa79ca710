#!/usr/bin/env python3
"""A generated app of about 1,000 SwiftUI views, read and linted as a team lints its app (issue 42).

Usage: app_bench.py LAYOUTC [--views N] [--edits N] [--runs N] [--type-in row|tile|both] [--only-typing]
                            [--keep DIR] [--json FILE]

1. Generate: a Swift package as apps write one (Package.swift with a design-system target, a
   models target with mock data and one target per feature; each feature a list screen in a
   NavigationStack, its row, a detail screen with a grid of stat tiles, a settings Form and a
   card; previews with mock data; ButtonStyles and View extensions in the design system), N
   views in all (1,000 by default), one view per file.
2. Read: `layoutc check FILE` on every 20th view file (each read with its module, as the app is
   built): the reader's time per file, median and worst, from the process's own `--timings`-free
   wall time.
3. Lint: `layoutc lint APP` at the default matrix (every iPhone at Large, xxxLarge and AX5), the
   median of --runs runs (3 by default) of the whole process.
4. Type: `layoutc lsp` opens one row view of the app (`--type-in row`, the default), or a tile of
   the design system that every feature's detail screen shows (`tile`), or each in turn (`both`),
   and sends --edits one-character edits (a padding's or a spacing's last digit), each waiting for
   the diagnostics of its version (debounce 0): the median and worst time from the edit to its
   diagnostics. `--only-typing` leaves out steps 2 and 3.

Only the Python standard library; it reuses Benchmarks/lsp/editor_bench.py's client.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lsp"))
import editor_bench  # noqa: E402

WORDS = ["Harbor", "Summit", "Meadow", "Canyon", "Orchard", "Lantern", "Willow", "Granite", "Juniper", "Cobalt",
         "Saffron", "Tidal", "Ember", "Prairie", "Alder", "Basalt", "Cedar", "Delta", "Fjord", "Glacier"]


def design_system():
    files = {}
    files["Sources/DesignSystem/Spacing.swift"] = """import SwiftUI

public enum Spacing {
    public static let xs: CGFloat = 4
    public static let s: CGFloat = 8
    public static let m: CGFloat = 12
    public static let l: CGFloat = 16
    public static let xl: CGFloat = 24
}

public enum Radius {
    public static let card: CGFloat = 12
    public static let chip: CGFloat = 8
}
"""
    files["Sources/DesignSystem/Styles.swift"] = """import SwiftUI

public struct PrimaryButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, Spacing.l)
            .frame(minHeight: 44)
            .background(Capsule().fill(Color.accentColor))
            .foregroundColor(.white)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

public extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

public extension View {
    func card() -> some View {
        padding(Spacing.m)
            .background(RoundedRectangle(cornerRadius: Radius.card).fill(Color(.secondarySystemBackground)))
    }
}
"""
    for index in range(20):
        name = f"Tile{index}"
        files[f"Sources/DesignSystem/Components/{name}.swift"] = f"""import SwiftUI

public struct {name}: View {{
    let title: String
    let value: String

    public init(title: String, value: String) {{
        self.title = title
        self.value = value
    }}

    public var body: some View {{
        VStack(alignment: .leading, spacing: Spacing.xs) {{
            Text(value)
                .font(.title3.bold())
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }}
        .frame(maxWidth: .infinity, alignment: .leading)
        .card()
    }}
}}

#Preview {{
    {name}(title: "Distance", value: "{index + 3}.{index % 10} km")
        .padding()
}}
"""
    return files


def feature(index):
    word = WORDS[index % len(WORDS)] + str(index)
    model = f"{word}Item"
    files = {}
    files[f"Sources/Models/{model}.swift"] = f"""import Foundation

public struct {model}: Identifiable {{
    public var id: Int
    public var title: String
    public var subtitle: String
    public var count: Int
    public var isFavorite: Bool

    public init(id: Int, title: String, subtitle: String, count: Int, isFavorite: Bool = false) {{
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.count = count
        self.isFavorite = isFavorite
    }}

    public static let mock = {model}(id: 1, title: "{word} trail", subtitle: "{index} km away", count: {index % 40})
    public static let mockList: [{model}] = [
        mock,
        {model}(id: 2, title: "{word} loop", subtitle: "A short walk", count: 3, isFavorite: true),
        {model}(id: 3, title: "{word} ridge", subtitle: "Steep in places", count: 12),
    ]
}}
"""
    target = f"Feature{index}"
    files[f"Sources/{target}/{word}Row.swift"] = f"""import SwiftUI
import DesignSystem
import Models

struct {word}Row: View {{
    let item: {model}

    var body: some View {{
        HStack(spacing: Spacing.m) {{
            Image(systemName: item.isFavorite ? "star.fill" : "star")
                .foregroundStyle(.yellow)
            VStack(alignment: .leading, spacing: Spacing.xs) {{
                Text(item.title)
                    .font(.headline)
                Text(item.subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }}
            Spacer(minLength: Spacing.s)
            Text("\\(item.count)")
                .font(.callout.monospacedDigit())
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Capsule().fill(Color(.tertiarySystemFill)))
        }}
        .padding(.vertical, Spacing.xs)
    }}
}}

#Preview {{
    List {{
        {word}Row(item: .mock)
    }}
}}
"""
    files[f"Sources/{target}/{word}ListScreen.swift"] = f"""import SwiftUI
import DesignSystem
import Models

struct {word}ListScreen: View {{
    @State private var items = {model}.mockList
    @State private var showsSettings = false

    var body: some View {{
        NavigationStack {{
            List {{
                Section("Nearby") {{
                    ForEach(items) {{ item in
                        NavigationLink {{
                            {word}DetailScreen(item: item)
                        }} label: {{
                            {word}Row(item: item)
                        }}
                    }}
                }}
            }}
            .navigationTitle("{word}")
            .sheet(isPresented: $showsSettings) {{
                {word}SettingsScreen()
            }}
        }}
    }}
}}

#Preview {{
    {word}ListScreen()
}}
"""
    files[f"Sources/{target}/{word}DetailScreen.swift"] = f"""import SwiftUI
import DesignSystem
import Models

struct {word}DetailScreen: View {{
    let item: {model}

    private var columns: [GridItem] {{
        Array(repeating: GridItem(.flexible(), spacing: Spacing.m), count: 2)
    }}

    var body: some View {{
        ScrollView {{
            VStack(alignment: .leading, spacing: Spacing.l) {{
                Text(item.title)
                    .font(.largeTitle.bold())
                Text(item.subtitle)
                    .foregroundStyle(.secondary)
                LazyVGrid(columns: columns, spacing: Spacing.m) {{
                    Tile{index % 20}(title: "Visits", value: "\\(item.count)")
                    Tile{(index + 1) % 20}(title: "Rating", value: "4.{index % 10}")
                }}
                {word}Card(item: item)
                Button("Start") {{}}
                    .buttonStyle(.primary)
            }}
            .padding()
        }}
    }}
}}

#Preview {{
    NavigationStack {{
        {word}DetailScreen(item: .mock)
    }}
}}
"""
    files[f"Sources/{target}/{word}Card.swift"] = f"""import SwiftUI
import DesignSystem
import Models

struct {word}Card: View {{
    let item: {model}

    var body: some View {{
        HStack(alignment: .top, spacing: Spacing.m) {{
            Image(systemName: "map")
                .font(.title2)
                .frame(width: 44, height: 44)
                .background(Circle().fill(Color(.systemGray6)))
            VStack(alignment: .leading, spacing: Spacing.xs) {{
                Text("About {word}")
                    .font(.headline)
                Text("Open all year. Bring water; the last stretch has no shade.")
                    .font(.body)
                    .fixedSize(horizontal: false, vertical: true)
            }}
        }}
        .card()
    }}
}}

#Preview {{
    {word}Card(item: .mock)
        .padding()
}}
"""
    files[f"Sources/{target}/{word}SettingsScreen.swift"] = f"""import SwiftUI

struct {word}SettingsScreen: View {{
    @State private var notifies = true
    @State private var radius = 10.0

    var body: some View {{
        NavigationStack {{
            Form {{
                Section("Alerts") {{
                    Toggle("Notify me about {word}", isOn: $notifies)
                }}
                Section {{
                    Slider(value: $radius, in: 1...50)
                }} header: {{
                    Text("Radius")
                }} footer: {{
                    Text("Only places within this distance are listed.")
                }}
            }}
            .navigationTitle("Settings")
        }}
    }}
}}

#Preview {{
    {word}SettingsScreen()
}}
"""
    return target, files


def generate(root, views):
    files = design_system()
    targets = []
    count = 20
    index = 0
    while count < views:
        target, made = feature(index)
        files.update(made)
        targets.append(target)
        count += 5
        index += 1
    feature_targets = ",\n        ".join(
        f'.target(name: "{t}", dependencies: ["DesignSystem", "Models"])' for t in targets)
    files["Package.swift"] = f"""// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Trails",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Trails", targets: [{", ".join('"' + t + '"' for t in targets)}])],
    targets: [
        .target(name: "DesignSystem"),
        .target(name: "Models"),
        {feature_targets},
    ]
)
"""
    for name, text in files.items():
        path = os.path.join(root, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(text)
    view_files = sorted(name for name in files if name.endswith(".swift") and "struct" in files[name]
                        and ": View" in files[name])
    return count, view_files


def timed(command, cwd):
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    return time.perf_counter() - start, result


def read_and_lint(layoutc, root, view_files, runs, results):
    """Steps 2 and 3: `check` on every 20th view file; `lint` of the whole app, `runs` times."""
    per_file = []
    for name in view_files[::20]:
        seconds, result = timed([layoutc, "check", name], root)
        if result.returncode not in (0,):
            raise RuntimeError(f"check {name}: {result.returncode}\n{result.stderr[-2000:]}")
        per_file.append(seconds * 1000)
    results["check per file ms (median)"] = round(statistics.median(per_file), 1)
    results["check per file ms (worst)"] = round(max(per_file), 1)
    times = []
    for _ in range(runs):
        seconds, result = timed([layoutc, "lint", ".", "--quiet", "--statistics"], root)
        if result.returncode not in (0, 1):
            raise RuntimeError(f"lint: {result.returncode}\n{result.stderr[-2000:]}")
        times.append(seconds)
    results["lint s (median)"] = round(statistics.median(times), 2)
    results["lint statistics"] = result.stdout.strip().splitlines()[-3:]


def typing(layoutc, root, name, marker, kind, edits, results):
    """Step 4: `edits` one-character edits in `name` — in a row, the digit after `marker`; in the
    tile, a `.padding(1)` first added after `marker`, then its digit — the time from each edit to
    its diagnostics."""
    path = os.path.join(root, name)
    with open(path) as handle:
        text = handle.read()
    uri = "file://" + path
    # A team's files are older than the 2 s within which the editor does not trust a file's stat
    # (it would read the just-generated app's model again while typing).
    time.sleep(max(0.0, 2.5 - (time.time() - os.stat(os.path.join(root, "Package.swift")).st_mtime)))
    server = editor_bench.start(layoutc, root)
    opened = server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift",
                                                                      "version": 1, "text": text}})
    stamp, _ = server.diagnostics(uri, 1)
    results[f"lsp first diagnostics ms ({kind})"] = round((stamp - opened) * 1000, 1)
    times = []
    version = 1
    if kind == "row":
        offset = text.index(marker) + len(marker)
        edit = lambda number: (offset, offset + 1, str(number % 10))
    else:
        # The tile: a padding added after `.font(.title3.bold())`, its value typed digit by digit.
        offset = text.index(marker) + len(marker)
        insert = "\n                .padding(1)"
        change = {"range": {"start": editor_bench.position_of(text, offset),
                            "end": editor_bench.position_of(text, offset)}, "text": insert}
        text = text[:offset] + insert + text[offset:]
        version += 1
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                 "contentChanges": [change]})
        server.diagnostics(uri, version)
        offset += len(insert) - 2
        edit = lambda number: (offset, offset + 1, str(number % 10))
    for number in range(edits):
        start, end, digit = edit(number)
        change = {"range": {"start": editor_bench.position_of(text, start),
                            "end": editor_bench.position_of(text, end)}, "text": digit}
        text = text[:start] + digit + text[end:]
        version += 1
        sent = server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                        "contentChanges": [change]})
        stamp, _ = server.diagnostics(uri, version)
        times.append((stamp - sent) * 1000)
    server.close()
    results[f"lsp keystroke ms (median, {kind})"] = round(statistics.median(times), 1)
    results[f"lsp keystroke ms (worst, {kind})"] = round(max(times), 1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("layoutc")
    parser.add_argument("--views", type=int, default=1000)
    parser.add_argument("--edits", type=int, default=40)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep")
    parser.add_argument("--json")
    parser.add_argument("--type-in", choices=["row", "tile", "both"], default="row")
    parser.add_argument("--only-typing", action="store_true")
    arguments = parser.parse_args()
    layoutc = os.path.abspath(arguments.layoutc)
    root = arguments.keep or tempfile.mkdtemp(prefix="layoutc-app-bench-")
    if arguments.keep:
        shutil.rmtree(root, ignore_errors=True)
    try:
        views, view_files = generate(root, arguments.views)
        results = {"views": views, "view files": len(view_files)}
        if not arguments.only_typing:
            read_and_lint(layoutc, root, view_files, arguments.runs, results)
        kinds = ["row", "tile"] if arguments.type_in == "both" else [arguments.type_in]
        for kind in kinds:
            if kind == "row":
                name = next(name for name in view_files if name.endswith("Row.swift"))
                marker = ".padding(.horizontal, "
            else:
                name = "Sources/DesignSystem/Components/Tile0.swift"
                marker = "spacing: Spacing.xs) {\n            Text(value)\n                .font(.title3.bold())"
            typing(layoutc, root, name, marker, kind, arguments.edits, results)
        print(json.dumps(results, indent=2))
        if arguments.json:
            with open(arguments.json, "w") as handle:
                json.dump(results, handle, indent=2)
    finally:
        if not arguments.keep:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
