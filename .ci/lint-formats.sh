#!/usr/bin/env bash
# The lint report formats that have a standard, validated against it: SARIF 2.1.0 against the
# OASIS schema (../shared/schemas/sarif-schema-2.1.0.json) with Python's jsonschema in a
# throwaway venv, the JSON report against Schema/layoutc-lint.schema.json, and the JUnit and
# Checkstyle XML for well-formedness with xmllint. Inputs: the samples at every device and
# text scale (real findings), the lint fixture, and a file that does not compile.
set -euo pipefail
cd "$(dirname "$0")/.."

schema="../shared/schemas/sarif-schema-2.1.0.json"
[ -f "$schema" ] || { echo "missing $schema"; exit 1; }
if ! command -v xmllint >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq libxml2-utils >/dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q --disable-pip-version-check jsonschema

swift build -c release --product layoutc >/dev/null
layoutc=.build/release/layoutc
printf 'vstack < bax(1x1) >\n' > "$work/broken.layout"
inputs=(Samples Tests/Fixtures/Lint/fixture.layout "$work/broken.layout")
for format in sarif json junit checkstyle; do
  # Findings exit 0 or 1 (the broken file has errors); anything else is a failure.
  status=0
  "$layoutc" lint "${inputs[@]}" --devices --text-scale 1,2 --format "$format" -o "$work/report.$format" || status=$?
  [ "$status" -le 1 ] || { echo "lint --format $format exited $status"; exit 1; }
done
"$work/venv/bin/python" - "$schema" "$work/report.sarif" Schema/layoutc-lint.schema.json "$work/report.json" <<'PY'
import json, sys
from jsonschema import Draft7Validator, Draft202012Validator
sarif_schema, sarif, lint_schema, lint = (json.load(open(p)) for p in sys.argv[1:5])
errors = list(Draft7Validator(sarif_schema).iter_errors(sarif))
errors += list(Draft202012Validator(lint_schema).iter_errors(lint))
for error in errors[:20]:
    print("invalid:", error.message, "at", list(error.absolute_path))
results = sarif["runs"][0]["results"]
assert results, "the SARIF report has no results"
assert any(r["ruleId"].startswith("L") for r in results) and any(r["ruleId"].startswith("E") for r in results)
print(f"SARIF: {len(results)} results, {len(sarif['runs'][0]['tool']['driver']['rules'])} rules; JSON: {len(lint['findings'])} findings")
sys.exit(1 if errors else 0)
PY
xmllint --noout "$work/report.junit" "$work/report.checkstyle"
echo "lint formats: SARIF and JSON valid against their schemas, JUnit and Checkstyle well-formed"

# SwiftUI apps linted as they are built (docs/swiftui.md): the project's app corpus, as SARIF for
# code scanning, valid, its findings located in the .swift files.
status=0
"$layoutc" lint Tests/Fixtures/SwiftUI/Apps --format sarif -o "$work/swift.sarif" || status=$?
[ "$status" -le 1 ] || { echo "lint of the SwiftUI corpus exited $status"; exit 1; }
"$work/venv/bin/python" - "$schema" "$work/swift.sarif" <<'PY'
import json, sys
from jsonschema import Draft7Validator
schema, sarif = (json.load(open(p)) for p in sys.argv[1:3])
errors = list(Draft7Validator(schema).iter_errors(sarif))
for error in errors[:20]:
    print("invalid:", error.message, "at", list(error.absolute_path))
results = sarif["runs"][0]["results"]
uris = {loc["physicalLocation"]["artifactLocation"]["uri"] for r in results for loc in r["locations"]}
assert results and all(u.endswith(".swift") for u in uris), uris
assert all(r["ruleId"].startswith("L") for r in results), "a SwiftUI file's report holds findings only"
print(f"SwiftUI corpus SARIF: {len(results)} findings in {len(uris)} .swift files, valid")
sys.exit(1 if errors else 0)
PY

# The frames' JSON against Schema/layoutc-output.schema.json with the same validator (the tests
# use a small one of their own): every sample's expected output, and a file with every kind of
# appearance setting.
cat > "$work/appearance.layout" <<'LAYOUT'
vstack <
  box(40x20).opacity(0.5).border(red, width: 2) #a
  roundedRect.frame(width: 30, height: 30).clipShape(circle).zIndex(-2)
  text("Hi").bold().hidden()
  capsule.clipShape(roundedRect(cornerRadius: 4)).cornerRadius(6).fill("#30b0c7")
>
LAYOUT
"$layoutc" build --format json "$work/appearance.layout" --proposal 320xnil --proposal 0x0 -o "$work/appearance.json"
"$work/venv/bin/python" - Schema/layoutc-output.schema.json "$work/appearance.json" Samples/expected/*.json <<'PY'
import json, sys
from jsonschema import Draft202012Validator
validator = Draft202012Validator(json.load(open(sys.argv[1])))
errors = 0
for path in sys.argv[2:]:
    for error in list(validator.iter_errors(json.load(open(path))))[:5]:
        errors += 1
        print("invalid:", path, error.message, "at", list(error.absolute_path))
appearance = json.dumps(json.load(open(sys.argv[2])))
assert '"appearance"' in appearance and '"zIndex": -2' in appearance, "the appearance file reports no appearance"
print(f"frames JSON: {len(sys.argv) - 2} files valid against the output schema")
sys.exit(1 if errors else 0)
PY
