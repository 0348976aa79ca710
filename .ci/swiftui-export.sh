#!/usr/bin/env bash
# `layoutc build --format swiftui`, proven on Linux two ways (docs/swiftui.md):
#   1. every sample and test screen exported compiles as SwiftUI: type-checked with swiftc against the interface
#      module Tests/Fixtures/SwiftUIInterface/SwiftUI.swift (SwiftUI's API surface with Apple's
#      labels and types), in Swift 5 and Swift 6 modes; the interface's own examples pass and its
#      rejects (code real SwiftUI refuses) fail;
#   2. the exported seed layouts (the `Layout` conformances of --swiftui-support) compile against
#      layoutc's LayoutEngine, whose Layout protocol is SwiftUI's shape, in a package of their own,
#      and lay every sample that uses them out exactly as layoutc's built-ins do (every frame).
# Needs only Swift and Python 3.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --product layoutc >/dev/null
layoutc="$root/.build/release/layoutc"

echo "== 1. the samples and the test screens as SwiftUI, type-checked against the interface module"
mkdir -p "$work/exported"
for sample in Samples/*.layout Tests/Fixtures/Screens/*.layout Tests/Fixtures/SwiftUI/EngineCheck/*.layout; do
  name=$(basename "$sample" .layout)
  # A screen the exporter refuses says why (E3010, exit 1); everything else must export.
  status=0
  "$layoutc" build "$sample" --format swiftui -o "$work/exported/$name.swift" 2> "$work/export.err" || status=$?
  if [ "$status" -ne 0 ]; then
    grep -q "E3010" "$work/export.err" || { cat "$work/export.err"; exit 1; }
    echo "  $sample: not exportable ($(grep -o 'cannot export to SwiftUI: [^[]*' "$work/export.err" | head -1))"
  fi
done
echo "  $(ls "$work"/exported/*.swift | wc -l) files exported"
bash Tests/Fixtures/SwiftUIInterface/typecheck.sh "$work"/exported/*.swift Tests/Fixtures/SwiftUIInterface/Examples/*.swift
bash Tests/Fixtures/SwiftUIInterface/typecheck.sh --expect-fail Tests/Fixtures/SwiftUIInterface/Rejects/*.swift

echo "== 2. the exported seed layouts against LayoutEngine, frame by frame"
package="$work/ExportedLayouts"
mkdir -p "$package/Sources/exported-layoutc"
# Every seed layout as --swiftui-support writes them (no UIKit colour, no line break view: SwiftUI
# types that LayoutEngine has no use for).
cat > "$work/all.layout" <<'EOF'
vstack <
  wrap < box(1x1).fill(red) >
  overlap < box(1x1).fill(red) >
  columns(2) < box(1x1).fill(red) >
  alternate < box(1x1).fill(red) >
  radial < box(1x1).fill(red) >
  balanced < box(1x1).fill(red) >
>
EOF
"$layoutc" build "$work/all.layout" --format swiftui -o "$work/all.swift" \
  --swiftui-support "$package/Sources/exported-layoutc/Support.swift"
# The only change: the import (LayoutEngine re-exports Foundation, as SwiftUI does). The layouts
# are compiled into the tool itself, so nothing needs to be public.
sed -i 's/^import SwiftUI$/import LayoutEngine/' "$package/Sources/exported-layoutc/Support.swift"
cat > "$package/Package.swift" <<EOF
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "ExportedLayouts",
    dependencies: [.package(name: "layoutc", path: "$root")],
    targets: [
        .executableTarget(name: "exported-layoutc", dependencies: [
            .product(name: "LayoutEngine", package: "layoutc"), .product(name: "LayoutcKit", package: "layoutc"),
        ]),
    ]
)
EOF
# The tool: layoutc with the exported layouts registered as swiftui<Name>, with the built-ins'
# parameters (read from the built-ins' definitions, so the arguments mean the same).
cat > "$package/Sources/exported-layoutc/main.swift" <<'EOF'
import LayoutcKit
import LayoutEngine

func parameters(_ name: String) -> [LayoutParameter] {
    ElementCatalog.layouts.first { $0.name == name }?.parameters ?? []
}
func alignment(_ arguments: LayoutArguments, _ fallback: Alignment) -> Alignment {
    arguments.name("alignment").flatMap(Alignment.init(named:)) ?? fallback
}
var layouts = LayoutRegistry()
layouts.register("swiftuiWrap", doc: "the exported WrappingHStack", parameters: parameters("wrap")) { a in
    WrappingHStack(alignment: alignment(a, .center), spacing: a.number("spacing"), lineSpacing: a.number("lineSpacing"),
                   fit: a.name("fit") == "content" ? .content : .proposal)
}
layouts.register("swiftuiOverlap", doc: "the exported OverlappingHStack", parameters: parameters("overlap")) { a in
    OverlappingHStack(overlap: a.number("overlap") ?? 6,
                      alignment: a.name("alignment").flatMap(VerticalAlignment.init(named:)) ?? .top)
}
layouts.register("swiftuiColumns", doc: "the exported ColumnsLayout", parameters: parameters("columns")) { a in
    ColumnsLayout(count: Int(a.number(nil) ?? 1), spacing: a.number("spacing") ?? 0, alignment: alignment(a, .topLeading))
}
layouts.register("swiftuiAlternate", doc: "the exported AlternateStackLayout", parameters: parameters("alternate")) { _ in
    AlternateStackLayout()
}
layouts.register("swiftuiRadial", doc: "the exported RadialLayout", parameters: parameters("radial")) { _ in
    RadialLayout()
}
layouts.register("swiftuiBalanced", doc: "the exported BalancedStack", parameters: parameters("balanced")) { a in
    BalancedStack(axis: a.name("axis") == "vertical" ? .vertical : .horizontal, spacing: a.number("spacing"),
                  alignment: alignment(a, .center))
}
Layoutc.main(layouts: layouts)
EOF
swift build --package-path "$package" --scratch-path "$work/build" --product exported-layoutc 2>&1 | grep -E "error|warning: unre" || true
swift build --package-path "$package" --scratch-path "$work/build" --product exported-layoutc >/dev/null
tool="$(swift build --package-path "$package" --scratch-path "$work/build" --show-bin-path)/exported-layoutc"
python3 "$root/.ci/swiftui_engine_check.py" --layoutc "$layoutc" --exported "$tool" --work "$work/frames" \
  Samples/*.layout Tests/Fixtures/SwiftUI/EngineCheck/*.layout
echo "swiftui export: ok"
