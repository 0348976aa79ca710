"""A scripted editing session against `layoutc lsp`, driven by pytest-lsp (a real LSP client
built on pygls and lsprotocol, which also checks every response against the protocol's types and
the client's declared capabilities)."""

import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
LAYOUTC = os.environ.get("LAYOUTC", str(ROOT / ".build" / "debug" / "layoutc"))


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[LAYOUTC, "lsp"]))
async def client(lsp_client: LanguageClient):
    capabilities = client_capabilities("visual-studio-code")
    # This client does not answer client/registerCapability: do not claim it does.
    capabilities.workspace.did_change_watched_files.dynamic_registration = False
    params = types.InitializeParams(
        capabilities=capabilities,
        initialization_options={"diagnosticsDelay": 0, "proposal": "320xnil"},
    )
    result = await lsp_client.initialize_session(params)
    assert result.server_info.name == "layoutc"
    yield
    await lsp_client.shutdown_session()


async def next_diagnostics(client: LanguageClient, uri: str):
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics.get(uri, [])


async def test_editing_session(client: LanguageClient, tmp_path: pathlib.Path):
    path = tmp_path / "demo.layout"
    text = "let gap=8\nhstack(spacing: gap) <\n  box(40x20)\n  bx(10x10)\n>\n"
    path.write_text(text)
    uri = path.as_uri()
    document = types.TextDocumentIdentifier(uri=uri)

    # Open: the unknown element is reported, with its code and documentation link.
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="layout", version=1, text=text)))
    diagnostics = await next_diagnostics(client, uri)
    assert [d.code for d in diagnostics] == ["E2001"], diagnostics
    assert diagnostics[0].range.start == types.Position(line=3, character=2)
    assert diagnostics[0].code_description.href.endswith("docs/language.md")

    # Code action: the fix-it replaces the name.
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=document, range=diagnostics[0].range,
        context=types.CodeActionContext(diagnostics=list(diagnostics))))
    fix = next(a for a in actions if a.kind == types.CodeActionKind.QuickFix)
    edit = fix.edit.changes[uri][0]
    assert edit.new_text == "box"

    # Edit: apply it as an incremental change; the diagnostics clear for version 2.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=edit.range, text="box")]))
    assert list(await next_diagnostics(client, uri)) == []

    # Hover: the element's doc and its frame at 320×nil (40 + 8 + 10 by 20).
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=document, position=types.Position(line=1, character=2)))
    assert "horizontal stack" in hover.contents.value
    assert "frame     (0, 0) 58×20" in hover.contents.value, hover.contents.value

    # Completion: the labels not written yet, and elements among children.
    labels = await client.text_document_completion_async(types.CompletionParams(
        text_document=document, position=types.Position(line=1, character=7)))
    names = [item.label for item in (labels.items if hasattr(labels, "items") else labels)]
    assert "alignment:" in names and "spacing:" not in names, names
    children = await client.text_document_completion_async(types.CompletionParams(
        text_document=document, position=types.Position(line=3, character=2)))
    names = [item.label for item in (children.items if hasattr(children, "items") else children)]
    assert "vstack" in names and "gap" in names, names

    # Format: only the first line changes.
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=document, options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert [(e.range.start.line, e.range.end.line, e.new_text) for e in edits] == [(0, 1, "let gap = 8\n")]

    # Rename the constant: its declaration and its use.
    rename = await client.text_document_rename_async(types.RenameParams(
        text_document=document, position=types.Position(line=0, character=4), new_name="gutter"))
    changes = sorted((e.range.start.line, e.range.start.character) for e in rename.changes[uri])
    assert changes == [(0, 4), (1, 16)]

    # Document symbols and semantic tokens come back well-formed.
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))
    assert [s.name for s in symbols] == ["gap", "hstack"]
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=document))
    assert len(tokens.data) % 5 == 0 and len(tokens.data) > 0

    # A layout finding as the user types: at the 320×nil hover proposal the 400-pt hstack,
    # centred in the screen, loses 40 pt at each edge (lint rule L001, at the hstack, linked to
    # its doc).
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="hstack(spacing: 0) < box(200x20) box(200x20) >\n")]))
    diagnostics = await next_diagnostics(client, uri)
    assert [d.code for d in diagnostics] == ["L001"], diagnostics
    assert diagnostics[0].range.start == types.Position(line=0, character=0)
    assert ("needs 400 pt, the screen shows 320 pt of it: 40 pt at the leading edge"
            in diagnostics[0].message), diagnostics[0].message
    assert diagnostics[0].code_description.href.endswith("docs/lint.md#l001")


async def test_swiftui_document(client: LanguageClient, tmp_path: pathlib.Path):
    """A SwiftUI file (docs/swiftui.md): the layout findings in the Swift, hover with the frame of
    the view under the cursor, and empty answers (that the client accepts) for what edits .layout."""
    path = tmp_path / "Card.swift"
    text = ("import SwiftUI\n\nstruct Card: View {\n    var body: some View {\n"
            "        VStack(spacing: 0) {\n            Button(\"Go\") {}\n"
            "            Color.red.frame(width: 40, height: 30)\n        }\n    }\n}\n\n"
            "#Preview {\n    Card()\n}\n")
    path.write_text(text)
    uri = path.as_uri()
    document = types.TextDocumentIdentifier(uri=uri)
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text)))
    diagnostics = await next_diagnostics(client, uri)
    tap = [d for d in diagnostics if d.code == "L018"]
    assert tap and tap[0].range.start == types.Position(line=5, character=12), diagnostics

    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=document, position=types.Position(line=6, character=16)))
    assert "40×30" in hover.contents.value, hover.contents.value

    completion = await client.text_document_completion_async(types.CompletionParams(
        text_document=document, position=types.Position(line=6, character=16)))
    items = completion.items if hasattr(completion, "items") else completion
    assert list(items) == []
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))
    assert symbols == [] or symbols is None
