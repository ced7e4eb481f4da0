"""Moving a memory sqlite → jsonl → markdown → jsonl → sqlite keeps every note (issue 3)."""

from __future__ import annotations

import pytest

from stores import markdown_store, sqlite_store
from agentik.embedding.fake import HashEmbedder
from agentik.notes.model import MemoryNote
from agentik.memory.transfer import export_notes, import_notes


FACTS = [
    ("Пользователь живёт в Казани", "user", None),
    ("Has two cats, Murka and Barsik", "user", None),
    ("Project agentik builds with Gradle 9.4.1", "world", None),
    ("В этом чате отвечаем по-английски", "preference", "chat-7"),
    ("Prefers short answers\n§\nwith examples", "preference", None),
    ("Deploys with k3s + systemctl", "world", "chat-7"),
    ("Likes tea with lemon", "preference", "chat-8"),
]


def _key(note: MemoryNote) -> tuple:
    return (note.content, note.category, note.conversation_id, note.archived)


def test_sqlite_to_markdown_and_back_keeps_every_note(tmp_path):
    first = sqlite_store(tmp_path / "one.db", embedder=HashEmbedder())
    for content, category, scope in FACTS:
        first.save(content, category, conversation_id=scope)
    old = first.list()[-1]
    first.archive([old.id])
    before = {_key(n) for n in first.list(archived=None)}
    assert len(before) == len(FACTS)

    export_notes(first, "jsonl", tmp_path / "one.jsonl")
    markdown = markdown_store(tmp_path / "md")
    report = import_notes(markdown, tmp_path / "one.jsonl")
    assert (report.imported, report.skipped, report.refused) == (len(FACTS), 0, 0)
    assert {_key(n) for n in markdown.list(archived=None)} == before

    export_notes(markdown, "jsonl", tmp_path / "two.jsonl")
    second = sqlite_store(tmp_path / "two.db", embedder=HashEmbedder())
    report = import_notes(second, tmp_path / "two.jsonl")
    assert (report.imported, report.refused) == (len(FACTS), 0)
    after = {n.id: n for n in second.list(archived=None)}
    assert {_key(n) for n in after.values()} == before
    for note in first.list(archived=None):  # ids, timestamps and sources survive too
        twin = after[note.id]
        assert (twin.created_at, twin.last_used_at, twin.source, twin.archived_at) == (
            note.created_at, note.last_used_at, note.source, note.archived_at)
    assert second.search("Gradle")[0].note.content == "Project agentik builds with Gradle 9.4.1"
    first.close()
    second.close()


def test_md_export_from_sqlite_keeps_content_and_category(tmp_path):
    first = sqlite_store(tmp_path / "one.db", embedder=HashEmbedder())
    for content, category, scope in FACTS:
        first.save(content, category, conversation_id=scope)
    export_notes(first, "md", tmp_path / "md")
    second = sqlite_store(tmp_path / "two.db", embedder=HashEmbedder())
    report = import_notes(second, tmp_path / "md")
    assert (report.imported, report.refused) == (len(FACTS), 0)
    assert {(n.content, n.category) for n in second.list()} == {(n.content, n.category) for n in first.list()}
    first.close()
    second.close()
