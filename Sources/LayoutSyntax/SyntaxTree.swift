import LayoutDiagnostics

/// The index of a node in a syntax tree.
public struct SyntaxID: Hashable, Sendable, Comparable {
    public let raw: UInt32
    @inlinable init(raw: UInt32) { self.raw = raw }
    public static func < (lhs: SyntaxID, rhs: SyntaxID) -> Bool { lhs.raw < rhs.raw }
}

/// What a syntax node is. Expressions first, then the parts of calls, then the items of a file.
enum SyntaxTag: UInt8 {
    case number, size, string, interpolatedString, bool, infinity, nilLiteral
    case unary, binary, conditional, parenthesized, list, implicitMember, element, repeatBlock, ifBlock, error
    case subscriptExpr, memberCall, keyPath, closureParameter
    case argument, modifier, tag, parameter
    case importDecl, letDecl, proposal, errorItem, file
    /// An element child taken whole from the last parse of the file (`Parser.parse(_:into:
    /// keepingTokens:skipping:)`): its range, and in `a` the key its skipper gave it.
    case fragment
}

/// One node: its tag, its source range and two words whose meaning depends on the tag (a child,
/// a symbol, the bits of a number, or where its lists start in `SyntaxArena.extra`). 20 bytes.
struct SyntaxNode {
    var tag: SyntaxTag
    /// An operator or a boolean literal's value.
    var flag: UInt8
    var start: UInt32
    var end: UInt32
    var a: UInt32
    var b: UInt32
}

/// A list of nodes (arguments, children, items…): where it starts in `SyntaxArena.extra`, and
/// how many.
package struct SyntaxList: Sendable {
    package let start: UInt32
    package let count: Int

    package init(start: UInt32, count: Int) {
        self.start = start
        self.count = count
    }

    /// An empty list.
    package static let empty = SyntaxList(start: 0, count: 0)
}

/// The syntax of one or more files as flat arrays: nodes, the lists and small records they refer
/// to, literal numbers and strings, and the interned names. A node is an index, so building the
/// tree allocates nothing per node, reading it retains nothing, and freeing it is freeing a few
/// arrays, whatever its size.
///
/// Not copyable: whoever holds it (the parser, the checker, a `SyntaxTree`) reads it in place, and
/// the compiler guarantees no read copies it (a copy would count a reference per array).
///
/// The parser appends; a tree is never changed afterwards. It is lossless together with the
/// tokens: every node keeps its source range, and every token (with the comments before it) is
/// in `ParseResult.tokens` when the caller keeps them.
///
/// How each tag uses `a`, `b` and `extra` (`none` is `UInt32.max`: no parentheses, no children):
///
/// | tag | a | b | extra |
/// |---|---|---|---|
/// | number | low bits of the value | high bits | |
/// | size | the width if both are whole numbers (`flag` is `inlineSize`), else its index in `numbers` | the height | |
/// | string | index in `strings` | | |
/// | interpolatedString | extra | | count, then parts: a text's string index with `textPart` set, or an expression |
/// | bool | | | (`flag` is the value) |
/// | unary, binary | operand / left | right | (`flag` is the operator) |
/// | conditional | condition | extra | then, otherwise |
/// | parenthesized | inner | | |
/// | list | extra | | count, items |
/// | implicitMember | name | extra | name start, name end, argument count or none, arguments |
/// | element | head | extra | head end, argument count, child count, postfix count, arguments, children, postfixes |
/// | repeatBlock | | extra | keyword end, argument count, child count, arguments, children |
/// | ifBlock | | extra | keyword end, condition, child count, else start, end and count, children, else children |
/// | argument | label or none | value | (the label starts the argument) |
/// | modifier | name | extra | name start, name end, argument count or none, child count or none, arguments, children |
/// | tag | name | | (the range is the name's) |
/// | parameter | name | default value or none | (the name starts the parameter) |
/// | importDecl | index of the path in `strings` | extra | path start, path end |
/// | letDecl | name | extra | name start, name end, value, parameter count or none, parameters |
/// | proposal | extra | | argument count, arguments |
/// | file | extra | | item count, items (a root is its expression) |
///
/// A size that is not two whole numbers keeps its width in `numbers`, its height after it. An
/// element's argument count and child count are none without parentheses or children; an `if`
/// without `else` has none for its else start, end and count. An unlabelled argument whose range
/// is its value's is not a node: the list holds the value.
package struct SyntaxArena: ~Copyable, Sendable {
    var nodes: [SyntaxNode] = []
    var extra: [UInt32] = []
    var numbers: [Double] = []
    var strings: [String] = []
    package private(set) var symbols = SymbolTable()
    /// The file each run of nodes belongs to: nodes from `first` on, until the next entry.
    private var files: [(first: UInt32, file: SourceFileID)] = []

    static let none = UInt32.max
    /// Marks an interpolated string's text part (a string index) apart from its expressions.
    static let textPart: UInt32 = 0x8000_0000
    /// A size node's `flag` when its width and height are whole numbers kept in `a` and `b`.
    static let inlineSize: UInt8 = 1

    package init() {}

    /// Room for about `bytes` bytes of source: dense layout source has a node every 3–4 bytes
    /// (`box(40x20)` is three in 11) and six extra words in 11 bytes. Capacity never touched
    /// costs no resident memory, and growing a big array copies it.
    mutating func reserve(forBytes bytes: Int) {
        Self.makeRoom(in: &nodes, for: bytes / 3 + 16)
        Self.makeRoom(in: &extra, for: bytes * 2 / 3 + 16)
    }

    /// Room for `count` more elements. When the array must grow it at least doubles: an exact
    /// `reserveCapacity` before each of thousands of small imported files would copy the whole
    /// tree each time, quadratic in the length of an import chain.
    private static func makeRoom<Element>(in array: inout [Element], for count: Int) {
        let needed = array.count + count
        guard needed > array.capacity else { return }
        array.reserveCapacity(max(needed, array.capacity * 2))
    }

    // MARK: - Building (the parser)

    /// Nodes added from now on belong to `file`.
    mutating func beginFile(_ file: SourceFileID) {
        if files.last?.file != file { files.append((UInt32(nodes.count), file)) }
    }

    mutating func add(_ tag: SyntaxTag, flag: UInt8 = 0, _ start: Int, _ end: Int, a: UInt32 = 0,
                      b: UInt32 = 0) -> SyntaxID {
        precondition(nodes.count < Int(UInt32.max), "internal error: syntax tree too large")
        nodes.append(SyntaxNode(tag: tag, flag: flag, start: UInt32(truncatingIfNeeded: start),
                                end: UInt32(truncatingIfNeeded: max(start, end)), a: a, b: b))
        return SyntaxID(raw: UInt32(truncatingIfNeeded: nodes.count - 1))
    }

    /// Where the next extra word goes.
    var extraEnd: UInt32 { UInt32(truncatingIfNeeded: extra.count) }

    mutating func intern(_ name: UnsafeBufferPointer<UInt8>) -> Symbol { symbols.intern(name) }

    mutating func addNumbers(_ first: Double, _ second: Double) -> UInt32 {
        numbers.append(first)
        numbers.append(second)
        return UInt32(truncatingIfNeeded: numbers.count - 2)
    }

    mutating func addString(_ string: String) -> UInt32 {
        strings.append(string)
        return UInt32(truncatingIfNeeded: strings.count - 1)
    }

    /// A count word: `nil` (no brackets at all) is `none`.
    static func count(_ count: Int?) -> UInt32 { count.map { UInt32(truncatingIfNeeded: $0) } ?? none }

    // MARK: - Reading

    /// The file `id` belongs to.
    @inline(__always)
    func fileID(of id: SyntaxID) -> SourceFileID {
        if files.count == 1 { return files[0].file }
        var low = 0
        var high = files.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if files[mid].first <= id.raw { low = mid } else { high = mid - 1 }
        }
        return files[low].file
    }

    @inline(__always) func node(_ id: SyntaxID) -> SyntaxNode { nodes[Int(id.raw)] }

    @inline(__always) func range(_ id: SyntaxID, _ start: UInt32, _ end: UInt32) -> SourceRange {
        SourceRange(file: fileID(of: id), start: Int(start), end: Int(end))
    }

    /// The source range of node `id`.
    package func range(of id: SyntaxID) -> SourceRange {
        let node = nodes[Int(id.raw)]
        return range(id, node.start, node.end)
    }

    /// The name of `symbol`.
    package func name(_ symbol: Symbol) -> String { symbols.name(symbol) }

    /// The symbol of `name`, if some node of the tree is named so.
    package func symbol(_ name: String) -> Symbol? { symbols.lookup(name) }

    @inline(__always) func word(_ index: UInt32) -> UInt32 { extra[Int(index)] }

    @inline(__always) func list(_ start: UInt32, _ count: UInt32) -> SyntaxList? {
        count == Self.none ? nil : SyntaxList(start: start, count: Int(count))
    }

    /// The `index`th node of `list`.
    @inline(__always) package func id(_ list: SyntaxList, _ index: Int) -> SyntaxID {
        precondition(index >= 0 && index < list.count, "internal error: list index \(index) of \(list.count)")
        return SyntaxID(raw: extra[Int(list.start) + index])
    }

    /// The nodes of `list`, in order.
    package func ids(_ list: SyntaxList) -> SyntaxIDs {
        SyntaxIDs(words: extra[Int(list.start)..<(Int(list.start) + list.count)])
    }

    /// The nodes of `list`, in order, or none.
    package func ids(_ list: SyntaxList?) -> SyntaxIDs {
        guard let list else { return SyntaxIDs(words: []) }
        return ids(list)
    }

    /// A name and where it is written.
    func name(_ symbol: UInt32, _ id: SyntaxID, _ start: UInt32, _ end: UInt32) -> NameNode {
        NameNode(symbol: Symbol(raw: symbol), range: range(id, start, end))
    }

    /// A name that starts its node (a label, a parameter): it ends after the name's bytes.
    func leadingName(_ symbol: UInt32, _ id: SyntaxID, _ start: UInt32) -> NameNode {
        let length = UInt32(truncatingIfNeeded: symbols.length(Symbol(raw: symbol)))
        return NameNode(symbol: Symbol(raw: symbol), range: range(id, start, start &+ length))
    }
}

/// Node IDs in a list, read from the tree's storage.
package struct SyntaxIDs: RandomAccessCollection, Sendable {
    let words: ArraySlice<UInt32>
    package var startIndex: Int { words.startIndex }
    package var endIndex: Int { words.endIndex }
    package subscript(position: Int) -> SyntaxID { SyntaxID(raw: words[position]) }
}

/// A syntax tree once parsed: the arena, shared and never changed. `Expr`, `ElementExpr` and the
/// other views refer to it.
public final class SyntaxTree: Sendable {
    package let arena: SyntaxArena

    package init(_ arena: consuming SyntaxArena) { self.arena = arena }

    /// How many nodes the tree has.
    public var nodeCount: Int { arena.nodes.count }

    /// A tree with one file and nothing in it: what a compilation that dropped its tree keeps.
    package static func emptyFile(_ file: SourceFileID) -> (SyntaxTree, SyntaxID) {
        var arena = SyntaxArena()
        arena.beginFile(file)
        let items = arena.extraEnd
        arena.extra.append(0)
        let id = arena.add(.file, 0, 0, a: items)
        return (SyntaxTree(arena), id)
    }
}
