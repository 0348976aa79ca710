import Foundation
import Testing

/// A validator for the subset of JSON Schema (2020-12) that `Schema/layoutc-output.schema.json`
/// uses: type, const, enum, required, properties, additionalProperties, items, anyOf, minimum,
/// maximum, $ref into $defs. Written here because the project takes no third-party packages.
struct SchemaValidator {
    let root: [String: Any]

    func validate(_ value: Any, _ schema: [String: Any], path: String = "$") -> [String] {
        if let ref = schema["$ref"] as? String {
            let name = ref.replacingOccurrences(of: "#/$defs/", with: "")
            guard let defs = root["$defs"] as? [String: Any], let target = defs[name] as? [String: Any] else { return ["\(path): bad $ref \(ref)"] }
            return validate(value, target, path: path)
        }
        var errors: [String] = []
        if let options = schema["anyOf"] as? [[String: Any]], !options.contains(where: { validate(value, $0, path: path).isEmpty }) {
            errors.append("\(path): matches none of anyOf")
        }
        if let constant = schema["const"], !equal(value, constant) { errors.append("\(path): expected \(constant)") }
        if let type = schema["type"] as? String, !has(value, type: type) { return errors + ["\(path): expected \(type), found \(value)"] }
        if let options = schema["enum"] as? [Any], !options.contains(where: { equal(value, $0) }) {
            errors.append("\(path): \(value) is none of \(options)")
        }
        if let minimum = schema["minimum"] as? Double, let number = value as? NSNumber, number.doubleValue < minimum {
            errors.append("\(path): \(number) < \(minimum)")
        }
        if let maximum = schema["maximum"] as? Double, let number = value as? NSNumber, number.doubleValue > maximum {
            errors.append("\(path): \(number) > \(maximum)")
        }
        if let object = value as? [String: Any] {
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { errors.append("\(path): missing \(key)") }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, child) in object {
                if let childSchema = properties[key] as? [String: Any] {
                    errors += validate(child, childSchema, path: path + "." + key)
                } else if schema["additionalProperties"] as? Bool == false {
                    errors.append("\(path): unexpected property \(key)")
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (i, item) in array.enumerated() { errors += validate(item, items, path: "\(path)[\(i)]") }
        }
        return errors
    }

    func has(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "null": return value is NSNull
        case "integer": return (value as? NSNumber).map { $0.doubleValue == $0.doubleValue.rounded() } ?? false
        case "number": return value is NSNumber
        case "boolean": return value is Bool
        default: return false
        }
    }

    func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? NSNumber, let b = b as? NSNumber { return a == b }
        if let a = a as? String, let b = b as? String { return a == b }
        return false
    }
}

struct JSONSchemaTests {
    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Schema/layoutc-output.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func everySampleOutputIsValid() throws {
        let schema = try Self.schema()
        let validator = SchemaValidator(root: schema)
        let expected = packageRoot + "/Samples/expected"
        let files = try FileManager.default.contentsOfDirectory(atPath: expected).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 10)
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: expected + "/" + file))
            let value = try JSONSerialization.jsonObject(with: data)
            #expect(validator.validate(value, schema).isEmpty, "\(file): \(validator.validate(value, schema).prefix(3))")
        }
    }

    /// Every kind of appearance setting on the node it draws — effects in modifier order, then
    /// zIndex, a roundedRect's corners and the font weight: worked from the file (appearance
    /// modifiers wrap nothing; `.frame` is a node of its own), and valid.
    @Test func appearanceIsReportedOnTheNodeItDraws() throws {
        let text = """
        vstack <
          box(40x20).opacity(0.5).border(red, width: 2) #a
          roundedRect.frame(width: 30, height: 30).clipShape(circle).zIndex(2)
          text("Hi").bold().hidden()
          capsule.clipShape(roundedRect(cornerRadius: 4)).cornerRadius(6)
          circle.padding(4).contentShape(roundedRect(cornerRadius: 3)).onTapGesture()
          ellipse.contentShape()
          box(10x10)
        >
        """
        let run = Run(["build", "--format", "json", "-"], stdin: text)
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let schema = try Self.schema()
        #expect(SchemaValidator(root: schema).validate(document, schema).isEmpty)
        var found: [String: String] = [:]
        func walk(_ node: [String: Any]) {
            let kind = node["kind"] as? String ?? "?"
            if let appearance = node["appearance"] {
                let data = try! JSONSerialization.data(withJSONObject: appearance, options: [.sortedKeys])
                found[kind + (found[kind] == nil ? "" : "2")] = String(decoding: data, as: UTF8.self)
            }
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        walk(try #require(layouts.first?["root"] as? [String: Any]))
        #expect(found == [
            "box": #"[{"opacity":0.5},{"border":"red","width":2}]"#,
            "frame": #"[{"clip":"circle"},{"zIndex":2}]"#,
            "roundedRect": #"[{"cornerRadius":8}]"#,
            "text": #"[{"hidden":true},{"fontWeight":700}]"#,
            "capsule": #"[{"clip":"roundedRect","cornerRadius":4},{"clip":"roundedRect","cornerRadius":6}]"#,
            "padding": #"[{"contentShape":"roundedRect","cornerRadius":3},{"interactive":true}]"#,
            "ellipse": #"[{"contentShape":"rect"}]"#,
        ])
    }

    @Test func theValidatorRejectsBrokenOutput() throws {
        let schema = try Self.schema()
        let validator = SchemaValidator(root: schema)
        let broken: [String: Any] = ["version": 2, "file": "x", "layouts": [["proposal": ["width": -1, "height": "nil"], "size": ["width": 1, "height": 1],
                                                                           "root": ["kind": "box", "children": []]]]]
        let errors = validator.validate(broken, schema)
        #expect(errors.contains { $0.contains("expected 1") })
        #expect(errors.contains { $0.contains("missing frame") })
        #expect(errors.contains { $0.contains("proposal.width") })
        #expect(errors.contains { $0.contains("proposal.height") })
        let frame: [String: Any] = ["x": 0, "y": 0, "width": 1, "height": 1]
        for appearance: [String: Any] in [["opacity": 2], ["clip": "star"], ["hidden": false], ["fontWeight": 1000], ["zIndex": 1, "opacity": 1],
                                          ["clip": "circle", "cornerRadius": 4], ["clip": "roundedRect"]] {
            let node: [String: Any] = ["kind": "box", "frame": frame, "children": [Any](), "appearance": [appearance]]
            let document: [String: Any] = ["version": 1, "file": "x", "layouts": [["proposal": ["width": NSNull(), "height": NSNull()],
                                                                                  "size": ["width": 1, "height": 1], "root": node]]]
            #expect(!validator.validate(document, schema).isEmpty, "\(appearance)")
        }
    }
}
