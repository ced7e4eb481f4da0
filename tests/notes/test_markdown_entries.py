"""The §-file format: what is written reads back exactly, hand-written entries get stable ids."""

from __future__ import annotations

from agentik.notes.entries import iso_ms, parse_iso_ms, parse_text, render_text
from agentik.notes.model import MemoryCategory, MemoryNote

TRICKY = [
    "plain",
    "§",
    "\\§",
    "\\\\§",
    "  §  ",
    "two\n§\nparts",
    "ends with a comment\n<!-- agentik id=mem-fake created=1 -->",
    "multi\n\nparagraph with § inside",
    "Заметка по-русски",
]


def _parse(text: str, mtime_ms: int = 5):
    return parse_text(text.encode(), category=MemoryCategory.WORLD, path="WORLD.md", mtime_ms=mtime_ms)


def test_any_text_round_trips():
    notes = [MemoryNote(id=f"mem-{i}", category=MemoryCategory.WORLD, content=content.strip(),
                        conversation_id="a b/c%" if i % 2 else None, created_at=1_700_000_000_000 + i)
             for i, content in enumerate(TRICKY)]
    parsed = _parse(render_text(notes))
    assert parsed.problems == []
    assert parsed.notes == notes


def test_timestamps_are_exact_to_the_millisecond():
    for ms in (0, 1, 1_700_000_000_999, 1_800_000_000_001):
        assert parse_iso_ms(iso_ms(ms)) == ms
    assert parse_iso_ms("2026-09-14T10:00:00Z") == parse_iso_ms("2026-09-14T10:00:00.000Z")


def test_hand_written_entries_get_stable_distinct_ids():
    text = "Same fact\n§\nSame fact\n§\nOther fact\n"
    first, second = _parse(text, mtime_ms=10), _parse(text, mtime_ms=99)
    ids = [n.id for n in first.notes]
    assert ids == [n.id for n in second.notes] and len(set(ids)) == 3
    assert first.notes[0].created_at == 10  # the file's mtime stands in for the creation time


def test_repeated_id_is_reported_and_renamed():
    note = MemoryNote(id="mem-x", category=MemoryCategory.WORLD, content="a", created_at=1)
    parsed = _parse(render_text([note, note.with_(content="b")]))
    assert [n.content for n in parsed.notes] == ["a", "b"]
    assert parsed.notes[0].id == "mem-x" and parsed.notes[1].id != "mem-x"
    assert "appears twice" in parsed.problems[0].message


def test_empty_file_and_empty_text():
    assert _parse("").notes == [] and _parse("").problems == []
    assert _parse("\n\n  \n").problems == []
    assert render_text([]) == ""
