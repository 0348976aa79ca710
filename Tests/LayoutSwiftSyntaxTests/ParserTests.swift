import Testing
@testable import LayoutSwiftSyntax

/// The parser on view code: declarations (a view's stored and computed properties, builders),
/// view-builder statements and expressions. Trees are compared as `SyntaxDump` writes them back.
@Suite struct ParserTests {
    // MARK: - Declarations

    static let counter = """
        import SwiftUI

        struct Counter: View {
            @State private var count: Int = 3
            @Environment(\\.colorScheme) var scheme
            let title: String
            var items = [1, 2]
            private(set) var tint: Color? = nil
            var body: some View {
                Text(title)
            }
            @ViewBuilder var header: some View { Text("H") }
            @ViewBuilder func row(_ label: String, count n: Int = 1) -> some View {
                Text(label)
            }
        }
        """

    @Test func aViewStructAndItsMembers() {
        let declarations = parse(Self.counter).declarations
        #expect(declarations.count == 2)
        guard case .importDecl("SwiftUI", _) = declarations[0] else { Issue.record("the import is not read"); return }
        guard case let .type(counter) = declarations[1] else { Issue.record("no struct"); return }
        #expect(counter.kind == .struct)
        #expect(counter.name == "Counter")
        #expect(slice(Self.counter, counter.nameRange) == "Counter")
        #expect(counter.inherited == ["View"])
        #expect(!counter.isConstrained)
        #expect(slice(Self.counter, counter.range).hasPrefix("struct Counter: View {"))
        #expect(slice(Self.counter, counter.range).hasSuffix("}"))
        #expect(counter.members.count == 8)
    }

    /// Stored properties: attributes without `@` (with their arguments, spaces dropped), access
    /// modifiers left out, the type as written, the initial value.
    @Test func storedProperties() {
        guard case let .type(counter) = parse(Self.counter).declarations.last else { Issue.record("no struct"); return }
        let variables = counter.members.compactMap { member -> SwiftVariable? in
            if case let .variable(variable) = member { return variable }
            return nil
        }
        let stored = variables.filter { $0.getter == nil }
        // (name, let, attributes, type, initial value)
        let expected: [(String, Bool, [String], String?, String?)] = [
            ("count", false, ["State"], "Int", "3"),
            ("scheme", false, ["Environment(\\.colorScheme)"], nil, nil),
            ("title", true, [], "String", nil),
            ("items", false, [], nil, "[1, 2]"),
            ("tint", false, [], "Color?", "nil"),
        ]
        #expect(stored.count == expected.count)
        for (variable, (name, isLet, attributes, type, initial)) in zip(stored, expected) {
            #expect(variable.name == name)
            #expect(slice(Self.counter, variable.nameRange) == name)
            #expect(variable.isLet == isLet, "\(name)")
            #expect(!variable.isStatic, "\(name)")
            #expect(variable.attributes == attributes, "\(name)")
            #expect(variable.type == type, "\(name)")
            #expect(variable.initializer.map(written) == initial, "\(name)")
        }
    }

    /// `var body: some View { … }` and a `@ViewBuilder` computed property: getters.
    @Test func computedProperties() {
        guard case let .type(counter) = parse(Self.counter).declarations.last else { Issue.record("no struct"); return }
        let computed = counter.members.compactMap { member -> SwiftVariable? in
            if case let .variable(variable) = member, variable.getter != nil { return variable }
            return nil
        }
        #expect(computed.map(\.name) == ["body", "header"])
        #expect(computed.map(\.type) == ["some View", "some View"])
        #expect(computed.map(\.attributes) == [[], ["ViewBuilder"]])
        #expect(computed.map { $0.getter?.map(written) ?? [] } == [["Text(title)"], ["Text(\"H\")"]])
        #expect(computed.allSatisfy { $0.initializer == nil })
    }

    /// `@ViewBuilder func row(_ label: String, count n: Int = 1) -> some View`: labels, names,
    /// types, defaults, the result type and the body.
    @Test func aViewBuilderFunction() {
        guard case let .type(counter) = parse(Self.counter).declarations.last,
              case let .function(row) = counter.members.last else { Issue.record("no function"); return }
        #expect(row.name == "row")
        #expect(slice(Self.counter, row.nameRange) == "row")
        #expect(row.attributes == ["ViewBuilder"])
        #expect(!row.isStatic)
        #expect(row.returnType == "some View")
        #expect(row.parameters.map(\.label) == [nil, "count"])
        #expect(row.parameters.map(\.name) == ["label", "n"])
        #expect(row.parameters.map(\.type) == ["String", "Int"])
        #expect(row.parameters.map { $0.defaultValue.map(written) } == [nil, "1"])
        #expect(row.body?.map(written) == ["Text(label)"])
    }

    @Test func accessorsGenericsStaticsAndExtensions() {
        let source = """
            struct Card<Content: View>: View, Equatable {
                let content: Content
                static let inset: CGFloat = 8
                var width: CGFloat { get { 40 } set { } }
                var body: some View { content }
            }
            extension View where Self: Equatable {
                func bordered() -> some View { border(Color.red) }
            }
            extension DesignSystem.Spaces {
                static var two: CGFloat { 16 }
            }
            """
        let declarations = parse(source).declarations
        #expect(declarations.count == 3)
        guard case let .type(card) = declarations[0], case let .type(view) = declarations[1],
              case let .type(spaces) = declarations[2] else { Issue.record("not three types"); return }
        #expect(card.name == "Card" && card.isConstrained && card.inherited == ["View", "Equatable"])
        #expect(card.genericParameters == ["Content"])
        guard case let .variable(inset) = card.members[1], case let .variable(width) = card.members[2] else {
            Issue.record("no inset and width")
            return
        }
        #expect(inset.isStatic && inset.isLet && inset.type == "CGFloat" && inset.initializer.map(written) == "8")
        // The getter of `get { } set { }`.
        #expect(width.getter?.map(written) == ["40"])
        #expect(view.kind == .extension && view.name == "View" && view.isConstrained)
        guard case let .function(bordered) = view.members.first else { Issue.record("no modifier"); return }
        #expect(bordered.body?.map(written) == ["border(Color.red)"])
        #expect(spaces.kind == .extension && spaces.name == "DesignSystem.Spaces" && !spaces.isConstrained)
        guard case let .variable(two) = spaces.members.first else { Issue.record("no constant"); return }
        #expect(two.isStatic && two.getter?.map(written) == ["16"])
    }

    /// An enum's cases: their payloads' types as written (labels dropped, commas inside brackets
    /// kept), its generic parameters' names.
    @Test func enumCasesAndTheirPayloads() {
        let declarations = parse("""
            enum Result<Value, Failure: Error> {
                case idle, done(Value), failed(error: Failure, retries: [String: Int])
                case pair((Int, Int)) = 3
            }
            """).declarations
        guard case let .type(result) = declarations.first else { Issue.record("no enum"); return }
        #expect(result.genericParameters == ["Value", "Failure"])
        let cases = result.members.flatMap { member -> [SwiftEnumCase] in
            if case let .enumCases(cases, _) = member { return cases }
            return []
        }
        #expect(cases.map(\.name) == ["idle", "done", "failed", "pair"])
        #expect(cases.map(\.payloadTypes) == [[], ["Value"], ["Failure", "[String: Int]"], ["(Int, Int)"]])
        #expect(SwiftParser.topLevelItems("A, [B: C], D<E, F>") == ["A", "[B: C]", "D<E, F>"])
    }

    @Test func previewsAndPreviewProviders() {
        let source = """
            #Preview("Dark") {
                Text("a")
            }
            #Preview {
                Text("b")
                    .padding()
            }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Text("c") }
            }
            """
        let declarations = parse(source).declarations
        let previews = declarations.compactMap { declaration -> SwiftPreview? in
            if case let .preview(preview) = declaration { return preview }
            return nil
        }
        #expect(previews.map(\.name) == ["Dark", nil])
        #expect(previews.map { $0.body.map(written) } == [["Text(\"a\")"], ["Text(\"b\").padding()"]])
        #expect(slice(source, previews[0].range) == "#Preview(\"Dark\") {\n    Text(\"a\")\n}")
        guard case let .type(provider) = declarations.last else { Issue.record("no provider"); return }
        #expect(provider.inherited == ["PreviewProvider"])
    }

    // MARK: - Expressions

    /// Calls with trailing closures: one, labelled ones after it (on the same line or the next),
    /// after parentheses or without them.
    @Test(arguments: [
        ("Button(\"Go\") { print(\"hi\") }", "Button(\"Go\") { print(\"hi\") }"),
        ("Button(action: save) { Text(\"Save\") }", "Button(action: save) { Text(\"Save\") }"),
        ("Button { count += 1 } label: { Text(\"Tap\") }", "Button { count = (count + 1) } label: { Text(\"Tap\") }"),
        ("Button {\n    save()\n} label: {\n    Label(\"Save\", systemImage: \"tray\")\n}",
         "Button { save() } label: { Label(\"Save\", systemImage: \"tray\") }"),
        ("VStack(alignment: .leading, spacing: 8) { Text(\"a\"); Text(\"b\") }",
         "VStack(alignment: .leading, spacing: 8) { Text(\"a\"); Text(\"b\") }"),
        ("Text(\"a\").overlay(alignment: .top) { Circle() }", "Text(\"a\").overlay(alignment: .top) { Circle() }"),
        ("DisclosureGroup { Text(\"a\") } label: { Text(\"b\") } extra: { }",
         "DisclosureGroup { Text(\"a\") } label: { Text(\"b\") } extra: { }"),
    ])
    func trailingClosures(_ source: String, _ expected: String) {
        #expect(expression(source) == expected)
    }

    /// A closure's signature: names before `in`, with their types, captures and parentheses left
    /// out; a closure without one has no parameters, and an inner closure's `x in` is the inner
    /// closure's.
    @Test(arguments: [
        ("ForEach(items) { item in Text(item) }", "ForEach(items) { item in Text(item) }"),
        ("ForEach(pairs) { (a, b) in Text(a) }", "ForEach(pairs) { a, b in Text(a) }"),
        ("ForEach(pairs) { a, b in Text(b) }", "ForEach(pairs) { a, b in Text(b) }"),
        ("let f = { (a: Int, b: String) in a }", "let f = { a, b in a }"),
        ("Text(\"a\").onChange(of: value) { _, new in }", "Text(\"a\").onChange(of: value) { _, new in }"),
        ("List(items) { [weak model] item in Text(item) }", "List(items) { item in Text(item) }"),
        ("ForEach(items) { Text($0.name) }", "ForEach(items) { Text($0.name) }"),
        ("Group { ForEach(rows) { row in Text(row) } }", "Group { ForEach(rows) { row in Text(row) } }"),
        ("VStack {\n    ForEach(rows) { row in\n        Text(row)\n    }\n}", "VStack { ForEach(rows) { row in Text(row) } }"),
        ("VStack {\n    ForEach(rows) { row in\n        ForEach(row.cells) { cell in Text(cell) }\n    }\n}",
         "VStack { ForEach(rows) { row in ForEach(row.cells) { cell in Text(cell) } } }"),
        ("HStack { Text(title) }", "HStack { Text(title) }"),
        ("Text(\"a\").onTapGesture { count = 0 }", "Text(\"a\").onTapGesture { count = 0 }"),
    ])
    func closureSignatures(_ source: String, _ expected: String) {
        #expect(expression(source) == expected)
    }

    /// A closure's result type is no parameter.
    @Test func aClosureWithAResultType() {
        #expect(expression("let f = { (a: Int) -> Int in a }") == "let f = { a in a }")
        #expect(expression("let g = { x -> CGFloat in x }") == "let g = { x in x }")
    }

    /// A `for … in` on a closure's first line is a statement, not the closure's signature.
    @Test func aForLoopOnAClosuresFirstLine() {
        #expect(expression("Button { for x in xs { use(x) } } label: { Text(\"a\") }")
                == "Button { other } label: { Text(\"a\") }")
    }

    /// A modifier chain written one modifier a line continues the expression; the next line that
    /// starts otherwise is the next statement.
    @Test func modifierChainsOverNewLines() {
        #expect(statements("""
            Text("Hello")
                .font(.title)
                .padding(.horizontal, 12)

                .foregroundColor(.red)
            Text("Next")
            VStack { }
                .padding()
            Color.red.opacity(0.5)
            """) == [
                "Text(\"Hello\").font(.title).padding(.horizontal, 12).foregroundColor(.red)",
                "Text(\"Next\")",
                "VStack { }.padding()",
                "Color.red.opacity(0.5)",
            ])
    }

    /// Swift's precedences: `*` over `+`, `..<` under `+`, comparisons over `&&` over `||`; a
    /// ternary and a cast; prefix operators, optional chaining, subscripts, key paths.
    @Test(arguments: [
        ("let x = 1 + 2 * 3 - 4", "let x = ((1 + (2 * 3)) - 4)"),
        ("let x = (1 + 2) * 3", "let x = (((1 + 2)) * 3)"),  // the parentheses: a one-element tuple
        ("let r = 0..<n + 1", "let r = (0 ..< (n + 1))"),
        ("let b = a > 0 && b < 2 || !c", "let b = (((a > 0) && (b < 2)) || !c)"),
        ("let t = flag ? 8 : -16", "let t = (flag ? 8 : -16)"),
        ("let n = name ?? \"none\"", "let n = (name ?? \"none\")"),
        ("let c = x as CGFloat", "let c = (x as CGFloat)"),
        ("let s = \"Count: \\(count + 1)!\"", "let s = \"Count: \\((count + 1))!\""),
        ("let v = model?.items[0].title", "let v = model?.items[0].title"),
        ("let p = \\Item.name", "let p = \\Item.name"),
        ("let w = CGFloat.infinity", "let w = CGFloat.infinity"),
        ("let f = Font.system(size: 20, weight: .bold)", "let f = Font.system(size: 20, weight: .bold)"),
        ("let l = [1, 2, 3]", "let l = [1, 2, 3]"),
        ("let e = true == !false", "let e = (true == !false)"),
    ])
    func operatorsAndPostfixes(_ source: String, _ expected: String) {
        #expect(expression(source) == expected)
    }

    // MARK: - Statements

    @Test func ifElseIfElse() {
        #expect(expression("""
            if count > 0 {
                Text("many")
            } else if flag {
                Text("flag")
            } else {
                EmptyView()
            }
            """) == "if (count > 0) { Text(\"many\") } else { if flag { Text(\"flag\") } else { EmptyView() } }")
    }

    /// A `{` after a condition opens the branch: it is no trailing closure of the condition's
    /// last expression, while a closure inside parentheses still is one.
    @Test func ifConditionsEndAtTheBrace() {
        #expect(expression("if items.isEmpty { Text(\"none\") }") == "if items.isEmpty { Text(\"none\") }")
        #expect(expression("if items.contains(where: { $0 > 1 }) { Text(\"big\") }")
                == "if items.contains(where: { ($0 > 1) }) { Text(\"big\") }")
    }

    @Test func ifLet() {
        #expect(expression("if let name = user.name, !name.isEmpty { Text(name) }")
                == "if let name = user.name, !name.isEmpty { Text(name) }")
        #expect(expression("if let name { Text(name) } else { Text(\"-\") }")
                == "if let name { Text(name) } else { Text(\"-\") }")
        #expect(expression("if case .some(let x) = value { Text(x) }") == "if case .some(?, x) = value { Text(x) }")
        #expect(expression("if case let .loaded(items) = state, !items.isEmpty { Text(\"a\") }")
                == "if case .loaded(items) = state, !items.isEmpty { Text(\"a\") }")
    }

    /// `guard` with its conditions (a case pattern among them) and its `else` block.
    @Test func guardStatements() {
        #expect(statements("guard case .loaded(let items) = state else { return [] }\nreturn items")
                == ["guard case .loaded(?, items) = state else { return [] }", "return items"])
        #expect(statements("guard let first = items.first, first > 1 else { return 0 }\nreturn first")
                == ["guard let first = items.first, (first > 1) else { return 0 }", "return first"])
        // No `else`: skipped, the next line read. (The parser reads no patterns: `let x` inside
        // one is dumped as `?, x`; the reader reads the pattern's text.)
        #expect(statements("guard ready\nreturn 1") == ["other", "return 1"])
    }

    @Test func switchOverConstants() {
        #expect(expression("""
            switch style {
            case .compact, .tiny:
                Text("small")
            case .large:
                Text("L")
                Text("XL")
            default:
                EmptyView()
            }
            """) == "switch style { case .compact, .tiny: Text(\"small\") | case .large: Text(\"L\"); Text(\"XL\") "
                + "| default: EmptyView() }")
    }

    @Test func forEachForms() {
        #expect(statements("""
            ForEach(0..<3) { i in Text("\\(i)") }
            ForEach(items, id: \\.self) { item in Text(item) }
            ForEach(Array(items.enumerated()), id: \\.offset) { index, item in
                Text(item)
            }
            """) == [
                "ForEach((0 ..< 3)) { i in Text(\"\\(i)\") }",
                "ForEach(items, id: \\.self) { item in Text(item) }",
                "ForEach(Array(items.enumerated()), id: \\.offset) { index, item in Text(item) }",
            ])
    }

    @Test func returnLetsAndOtherStatements() {
        #expect(statements("""
            let gap: CGFloat = 8
            var unused
            for item in items { print(item) }
            guard let x else { return EmptyView() }
            return Text("a")
            """) == ["let gap = 8", "let unused", "other", "guard let x else { return EmptyView() }", "return Text(\"a\")"])
    }

    // MARK: - #if

    /// Among declarations, the clause an iOS debug build compiles.
    @Test(arguments: [
        ("os(iOS)", "os(macOS)", ["Phone", "After"]),
        ("os(watchOS)", "DEBUG", ["Mac", "After"]),
        ("os(macOS)", "os(tvOS)", ["Other", "After"]),
    ])
    func poundIfAmongDeclarations(_ first: String, _ second: String, _ expected: [String]) {
        let source = """
            #if \(first)
            struct Phone: View { var body: some View { Text("iOS") } }
            #elseif \(second)
            struct Mac: View { var body: some View { Text("mac") } }
            #else
            struct Other: View { var body: some View { Text("?") } }
            #endif
            struct After: View { var body: some View { Text("after") } }
            """
        var names: [String] = []
        for declaration in parse(source).declarations {
            switch declaration {
            case let .conditional(inner, _):
                for case let .type(type) in inner { names.append(type.name) }
            case let .type(type): names.append(type.name)
            default: Issue.record("unexpected \(declaration)")
            }
        }
        #expect(names == expected)
    }

    @Test func poundIfWithNoClauseTakenAndAmongMembers() {
        let source = """
            #if canImport(AppKit)
            import AppKit
            #endif
            struct V: View {
                #if DEBUG
                var label = "debug"
                #else
                var label = "release"
                #endif
                var body: some View { Text(label) }
            }
            """
        let declarations = parse(source).declarations
        #expect(declarations.count == 2)
        guard case let .conditional(none, range) = declarations[0] else { Issue.record("no #if"); return }
        #expect(none.isEmpty)
        #expect(slice(source, range) == "#if canImport(AppKit)\nimport AppKit\n#endif")
        guard case let .type(view) = declarations[1], case let .conditional(members, _) = view.members.first,
              case let .variable(label) = members.first else { Issue.record("no member #if"); return }
        #expect(members.count == 1)
        #expect(label.initializer.map(written) == "\"debug\"")
        guard case .variable = view.members.last else { Issue.record("the body is lost"); return }
    }

    /// Among statements, every clause is kept with its condition (the reader chooses).
    @Test func poundIfAmongStatements() {
        #expect(expression("""
            VStack {
                #if os(iOS)
                Text("phone")
                #else
                Text("other")
                #endif
                Text("both")
            }
            """) == "VStack { #if os(iOS) { Text(\"phone\") } #else { Text(\"other\") }; Text(\"both\") }")
    }

    @Test func poundElseIfAmongStatements() {
        #expect(expression("""
            VStack {
                #if os(iOS)
                Text("phone")
                #elseif os(macOS)
                Text("mac")
                #else
                Text("other")
                #endif
            }
            """) == "VStack { #if os(iOS) { Text(\"phone\") } #elseif os(macOS) { Text(\"mac\") } "
                + "#else { Text(\"other\") } }")
    }

    /// In a modifier chain, the modifiers of the clause an iOS build compiles, and the chain goes
    /// on after `#endif`.
    @Test(arguments: [
        ("os(iOS)", "Text(\"a\").padding(8).bold()"),
        ("os(macOS)", "Text(\"a\").padding(2).bold()"),
        ("os(iOS) && DEBUG", "Text(\"a\").padding(8).bold()"),
    ])
    func poundIfInAModifierChain(_ condition: String, _ expected: String) {
        #expect(expression("""
            Text("a")
                #if \(condition)
                .padding(8)
                #else
                .padding(2)
                #endif
                .bold()
            """) == expected)
    }

    @Test func poundIfInAModifierChainWithNoClauseTaken() {
        #expect(statements("""
            Text("a")
                #if os(macOS)
                .frame(width: 300)
                #endif
                .bold()
            Text("b")
            """) == ["Text(\"a\").bold()", "Text(\"b\")"])
    }

    // MARK: - Garbage (`ReaderRobustnessTests` parses and reads the nastiest inputs)

    /// What follows the damage still parses: a stray closer at the top level is skipped.
    @Test func recoveryAfterStrayClosers() {
        let names = parse("}}}} ))) ]]] struct B: View { var body: some View { Text(\"b\") } }").declarations
            .compactMap { declaration -> String? in
                if case let .type(type) = declaration { return type.name }
                return nil
            }
        #expect(names == ["B"])
    }
}
