"""Malformed §-files are read without crashing; what is wrong is reported, never silently dropped."""

from __future__ import annotations

import logging

import pytest

from stores import markdown_store
from agentik.memory.core import Memory
from agentik.errors import BudgetExceeded


def _store_with(tmp_path, name: str, raw: bytes, **options) -> Memory:
    (tmp_path / name).write_bytes(raw)
    return markdown_store(tmp_path, **options)


def _contents(store, category="user"):
    return sorted(n.content for n in store.list(category=category))


def test_no_trailing_newline(tmp_path):
    store = _store_with(tmp_path, "USER.md", b"Lives in Kazan\n\xc2\xa7\nLikes long walks")
    assert _contents(store) == ["Likes long walks", "Lives in Kazan"]
    assert store.backend.problems == []
    store.save("Has a cat", "user")
    text = (tmp_path / "USER.md").read_text()
    assert text.endswith("\n") and "Likes long walks\n<!-- agentik" in text
    assert _contents(store) == ["Has a cat", "Likes long walks", "Lives in Kazan"]


def test_crlf_line_ends(tmp_path):
    store = _store_with(tmp_path, "WORLD.md", "Server is in Frankfurt\r\nsecond line\r\n§\r\nUses Postgres 16\r\n".encode())
    assert _contents(store, "world") == ["Server is in Frankfurt\nsecond line", "Uses Postgres 16"]
    store.save("Deploys on Mondays", "world")
    assert b"\r" not in (tmp_path / "WORLD.md").read_bytes()
    assert len(_contents(store, "world")) == 3


def test_byte_order_mark(tmp_path):
    store = _store_with(tmp_path, "PREFERENCES.md", "\ufeffLikes tea\n§\nHates spam\n".encode())
    assert _contents(store, "preference") == ["Hates spam", "Likes tea"]
    store.save("Wants short replies", "preference")
    assert not (tmp_path / "PREFERENCES.md").read_bytes().startswith(b"\xef\xbb\xbf")


def test_stray_section_sign_inside_text_is_plain_text(tmp_path):
    raw = "Price is 5 § per kg\n§ at the start of a line\n  §  \nsee §3.1 of the spec\n".encode()
    store = _store_with(tmp_path, "WORLD.md", raw)
    assert _contents(store, "world") == ["Price is 5 § per kg\n§ at the start of a line", "see §3.1 of the spec"]
    assert store.backend.problems == []


def test_empty_entries_are_skipped_and_reported(tmp_path, caplog):
    raw = "First\n§\n\n§\n   \n§\nSecond\n§\n<!-- agentik id=mem-empty created=2026-01-01T00:00:00.000Z -->\n§\n".encode()
    with caplog.at_level(logging.WARNING):
        store = _store_with(tmp_path, "USER.md", raw)
        assert _contents(store) == ["First", "Second"]
    empties = [p for p in store.backend.problems if "empty entry" in p.message]
    assert [p.line for p in empties] == [3, 5, 9, 11]
    assert "USER.md:3: empty entry skipped" in caplog.text


def test_malformed_metadata_is_reported_and_entry_kept(tmp_path):
    raw = "Likes chess\n<!-- agentik id=mem-1 created=yesterday -->\n§\nLikes go\n<!-- agentik garbage -->\n".encode()
    store = _store_with(tmp_path, "PREFERENCES.md", raw)
    assert _contents(store, "preference") == ["Likes chess", "Likes go"]
    messages = [p.message for p in store.backend.problems]
    assert any("malformed metadata value" in m for m in messages)
    assert any("malformed metadata comment" in m for m in messages)


def test_invalid_utf8_is_reported_with_byte_offset_and_backed_up(tmp_path):
    raw = b"Good entry\n\xc2\xa7\nBad \xff\xfe bytes here\n\xc2\xa7\nLast one\n"
    store = _store_with(tmp_path, "USER.md", raw)
    assert _contents(store) == ["Bad \ufffd\ufffd bytes here", "Good entry", "Last one"]
    [problem] = store.backend.problems
    assert problem.offset == raw.index(b"\xff") and "invalid UTF-8" in str(problem)
    assert f"(byte {problem.offset})" in str(problem) and "USER.md" in str(problem)
    store.save("New fact", "user")
    backups = list(tmp_path.glob("USER.md.invalid-utf8-*.bak"))
    assert len(backups) == 1 and backups[0].read_bytes() == raw
    assert store.backend.problems == [] and len(_contents(store)) == 4


@pytest.fixture(scope="module")
def five_mb(tmp_path_factory):
    folder = tmp_path_factory.mktemp("big")
    entries = [f"Fact {i}: the server rack {i % 97} holds node-{i} in room {i % 13}" for i in range(90_000)]
    raw = ("\n§\n".join(entries) + "\n").encode()
    assert len(raw) > 5_000_000
    (folder / "WORLD.md").write_bytes(raw)
    return folder


@pytest.mark.slow
def test_five_megabyte_file_is_read_and_searched(five_mb):
    store = markdown_store(five_mb, char_limit=20_000)
    assert store.count(category="world") == 90_000
    assert store.search("node-4242")[0].note.content.startswith("Fact 4242:")
    with pytest.raises(BudgetExceeded, match=r"WORLD\.md is full \[\d+% — [\d,]+/20,000 chars\]"):
        store.save("One more fact", "world")
    store.save("Other files keep working", "user")
    assert store.count() == 90_001


def test_one_huge_entry_is_kept_and_reported(tmp_path):
    store = _store_with(tmp_path, "USER.md", ("word " * 1_000_000).encode())
    [note] = store.list(category="user")
    assert len(note.content) == 4_999_999
    assert any("longer than a note" in p.message for p in store.backend.problems)
