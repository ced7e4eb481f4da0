"""Backups: a valid SQLite copy of agentik.db plus a tarball of the folders, pruned to the newest N,
and restore-backup bringing them back (after backing up the state it replaces)."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta, timezone

import pytest

from agentik.agent.curator.backup import list_backups, restore_backup, write_backup
from agentik.errors import InvalidInput
from agentik.settings import Settings

from stores import markdown_store, sqlite_store

T0 = datetime(2026, 12, 1, 12, 0, tzinfo=timezone.utc)


def test_the_backup_is_a_valid_sqlite_file_and_restore_brings_it_back(tmp_path):
    settings = Settings(home=tmp_path)
    with sqlite_store(settings.db_path) as memory:
        kept = memory.save("The staging cluster runs k3s", "world")
        backup = write_backup(settings, now=T0)
        memory.delete(kept.id)
        memory.save("Something said after the backup", "world")
    conn = sqlite3.connect(backup.database)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("SELECT id FROM memory_note").fetchall() == [(kept.id,)]
    finally:
        conn.close()
    restored, before = restore_backup(settings, backup.database)
    assert restored.stamp == backup.stamp and before.database is not None
    with sqlite_store(settings.db_path) as memory:
        assert [n.id for n in memory.list()] == [kept.id]
    restore_backup(settings, before.database)  # the restore is itself undone
    with sqlite_store(settings.db_path) as memory:
        assert [n.content for n in memory.list()] == ["Something said after the backup"]


def test_the_markdown_folder_is_in_the_tarball_and_comes_back(tmp_path):
    settings = Settings(home=tmp_path, memory_store="markdown")
    with markdown_store(settings.markdown_dir) as memory:
        memory.save("Prefers tea to coffee", "preference")
        backup = write_backup(settings, now=T0)
        memory.save("Prefers green tea", "preference")
    assert backup.files is not None and backup.database is None
    restore_backup(settings, backup.files)
    with markdown_store(settings.markdown_dir) as memory:
        assert [n.content for n in memory.list()] == ["Prefers tea to coffee"]


def test_older_backups_are_pruned(tmp_path):
    settings = Settings(home=tmp_path, curator_keep_backups=3)
    sqlite_store(settings.db_path).close()
    stamps = [write_backup(settings, now=T0 + timedelta(minutes=i)).stamp for i in range(5)]
    assert [b.stamp for b in list_backups(settings)] == stamps[-3:]
    assert len(list((tmp_path / "backups").iterdir())) == 3


def test_restore_refuses_what_is_not_a_backup(tmp_path):
    settings = Settings(home=tmp_path)
    stray = tmp_path / "notes.db"
    stray.write_bytes(b"")
    with pytest.raises(InvalidInput, match="not an agentik backup"):
        restore_backup(settings, stray)
    broken = tmp_path / "backups" / "agentik-20261201T120000000Z.db"
    broken.parent.mkdir()
    broken.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(InvalidInput):
        restore_backup(settings, broken)
