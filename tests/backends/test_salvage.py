"""`agentik memory salvage`: the readable notes of a damaged agentik.db, into a JSONL export."""

import json

import pytest
from click.testing import CliRunner

from agentik.backends.sqlite.pages import scan_file
from agentik.backends.sqlite.salvage import salvage
from stores import sqlite_store
from agentik.cli.main import cli
from agentik.embedding.fake import HashEmbedder
from agentik.errors import StoreUnavailable

LONG = "a long note that spills onto overflow pages " * 80  # ~3,500 characters


def make_db(path, count=300):
    store = sqlite_store(path, embedder=HashEmbedder())
    notes = store.save_many([f"fact number {i} about the user's world" for i in range(count)], "world",
                            conversation_id="c1")
    notes.append(store.save(LONG, "user"))
    store.archive([notes[0].id])
    store.delete(notes[1].id)  # deleted notes must not come back
    store.close()
    return {note.id for note in notes[2:]} | {notes[0].id}


def test_a_sound_database_is_salvaged_whole(tmp_path):
    path = tmp_path / "agentik.db"
    expected = make_db(path)
    report = salvage(path)
    assert {note.id for note in report.notes} == expected
    archived = [note for note in report.notes if note.archived]
    assert len(archived) == 1
    assert any(note.content == LONG.strip() for note in report.notes)


def test_a_database_with_a_destroyed_header_and_schema_is_read_from_its_pages(tmp_path):
    path = tmp_path / "agentik.db"
    expected = make_db(path)
    data = bytearray(path.read_bytes())
    data[0:4096] = b"\x00" * 4096  # header and schema page gone
    path.write_bytes(bytes(data))
    with pytest.raises(StoreUnavailable, match="salvage"):
        sqlite_store(path)
    report = salvage(path)
    assert report.by_pages > 0
    found = {note.id for note in report.notes}
    assert found <= expected
    assert len(found) >= 0.9 * len(expected)  # page 1 held the schema, not notes


def test_a_damaged_page_costs_only_its_own_rows(tmp_path):
    path = tmp_path / "agentik.db"
    expected = make_db(path)
    data = bytearray(path.read_bytes())
    middle = (len(data) // 4096 // 2) * 4096
    data[middle : middle + 4096] = b"\xff" * 4096
    path.write_bytes(bytes(data))
    report = salvage(path)
    found = {note.id for note in report.notes}
    assert found <= expected and len(found) >= 0.8 * len(expected)


def test_commits_still_in_the_wal_are_salvaged(tmp_path):
    import shutil

    store = sqlite_store(tmp_path / "agentik.db", embedder=HashEmbedder())
    ids = {note.id for note in store.save_many([f"fact {i} kept in the WAL" for i in range(50)], "world")}
    copy = tmp_path / "copy"
    copy.mkdir()
    for name in ("agentik.db", "agentik.db-wal"):  # as a killed process leaves them
        shutil.copyfile(tmp_path / name, copy / name)
    store.close()
    assert (copy / "agentik.db-wal").stat().st_size > 0
    assert {note.id for note in salvage(copy / "agentik.db").notes} == ids
    (copy / "agentik.db").write_bytes(b"\x00" * 4096 + (copy / "agentik.db").read_bytes()[4096:])
    assert {note.id for note in salvage(copy / "agentik.db").notes} == ids  # from the WAL's pages


def test_the_cli_writes_jsonl_that_imports_back(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    expected = make_db(home / "agentik.db", count=20)
    (home / "agentik.db").write_bytes(b"\x00" * 100 + (home / "agentik.db").read_bytes()[100:])
    monkeypatch.setenv("AGENTIK_HOME", str(home))
    monkeypatch.setenv("AGENTIK_MEMORY_BACKEND", "none")
    out = tmp_path / "rescued.jsonl"
    result = CliRunner().invoke(cli, ["memory", "salvage", "--out", str(out)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert "salvaged" in result.output
    ids = {json.loads(line)["id"] for line in out.read_text(encoding="utf-8").splitlines()}
    assert ids == expected
    again = CliRunner().invoke(cli, ["memory", "salvage", "--out", str(out)], catch_exceptions=False)
    assert again.exit_code == 1 and "already exists" in again.stderr
    fresh = tmp_path / "fresh"
    monkeypatch.setenv("AGENTIK_HOME", str(fresh))
    imported = CliRunner().invoke(cli, ["memory", "import", str(out), "--json"], catch_exceptions=False)
    assert json.loads(imported.stdout)["imported"] == len(expected)


def test_pages_of_a_foreign_file_yield_no_notes(tmp_path):
    path = tmp_path / "agentik.db"
    path.write_bytes(bytes(range(256)) * 64)
    assert salvage(path).notes == []
    assert scan_file(path).pages >= 1
