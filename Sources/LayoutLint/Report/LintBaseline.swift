import Foundation
import LayoutDiagnostics
import LayoutJSON

/// A record of the findings a codebase had when it adopted the linter (`--write-baseline`),
/// so that later runs report only new ones (`--baseline`), as SwiftLint's baseline and ruff's
/// `--add-noqa` let a team start clean. Findings are matched by their identity (rule, file,
/// element path, message without numbers): lines may move, amounts may change, a finding stays
/// the same finding. Several findings with one identity are counted.
public struct LintBaseline: Equatable {
    public var findings: [FindingIdentity]
    /// How its identities were made (`FindingIdentity`): 1, or 2 (SwiftUI elements by their Swift).
    public var version: Int

    public init(findings: [FindingIdentity], version: Int = FindingIdentity.currentVersion) {
        self.findings = findings
        self.version = version
    }

    /// The lint findings of `report` (never the checker's errors and warnings: a file that
    /// does not compile is never "known").
    public init(report: LintReport) {
        self.init(findings: report.results.flatMap(\.findings).filter { $0.rule != nil }
            .map { report.identity(of: $0.diagnostic) })
    }

    /// The file `--write-baseline` writes: its version, one object per finding, in report order.
    public func rendered() -> String {
        let items = findings.map { identity in
            "    {\"rule\": \(JSONString.quote(identity.rule)), \"file\": \(JSONString.quote(identity.file)), "
                + "\"element\": \(JSONString.quote(identity.elementPath)), "
                + "\"message\": \(JSONString.quote(identity.message)), "
                + "\"fingerprint\": \(JSONString.quote(identity.fingerprint))}"
        }
        return "{\n  \"version\": \(version),\n  \"tool\": \"layoutc\",\n  \"findings\": ["
            + (items.isEmpty ? "" : "\n" + items.joined(separator: ",\n") + "\n  ") + "]\n}\n"
    }

    /// Reads a baseline; the error says what is wrong and where.
    public static func parse(_ bytes: [UInt8]) -> Result<LintBaseline, BaselineError> {
        let value: JSONValue
        // A byte-order mark, as some editors write one.
        let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            return .failure(BaselineError("it is not JSON: \(error.message) (at byte \(error.offset))"))
        }
        guard let version = [1, 2].first(where: { value["version"] == .number(Double($0)) }) else {
            return .failure(BaselineError("it has no \"version\": 1 or 2; write it again with --write-baseline"))
        }
        guard let items = value["findings"]?.arrayValue else {
            return .failure(BaselineError("it has no \"findings\" list"))
        }
        var findings: [FindingIdentity] = []
        for (index, item) in items.enumerated() {
            guard let rule = item["rule"]?.stringValue, let file = item["file"]?.stringValue,
                  let element = item["element"]?.stringValue, let message = item["message"]?.stringValue else {
                return .failure(BaselineError("finding \(index + 1) lacks \"rule\", \"file\", \"element\" or "
                                                  + "\"message\" (strings)"))
            }
            findings.append(FindingIdentity(rule: rule, file: file, elementPath: element, message: message))
        }
        return .success(LintBaseline(findings: findings, version: version))
    }

    /// `results` without the findings recorded here (matched by identities of this baseline's
    /// version), the recorded ones no longer found, and the identities of today's version of
    /// those it left out (what a migrated baseline records).
    public func filter(_ report: LintReport) -> (results: [LintResult], gone: [FindingIdentity], known: [FindingIdentity]) {
        var remaining: [FindingIdentity: Int] = [:]
        for identity in findings { remaining[identity, default: 0] += 1 }
        var known: [FindingIdentity] = []
        let results = report.results.map { result -> LintResult in
            var result = result
            result.findings = result.findings.filter { finding in
                guard finding.rule != nil else { return true }
                let identity = report.identity(of: finding.diagnostic, version: version)
                guard let count = remaining[identity], count > 0 else { return true }
                remaining[identity] = count - 1
                known.append(version == FindingIdentity.currentVersion ? identity : report.identity(of: finding.diagnostic))
                return false
            }
            return result
        }
        var gone: [FindingIdentity] = []
        for identity in findings where (remaining[identity] ?? 0) > 0 {
            remaining[identity]! -= 1
            gone.append(identity)
        }
        return (results, gone, known)
    }
}

/// Why a baseline could not be read.
public struct BaselineError: Error, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
