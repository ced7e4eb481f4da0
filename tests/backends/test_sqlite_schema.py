"""The memory tables' migrations: the seed's table, idempotent opening, and files of an older schema."""

from __future__ import annotations

import sqlite3

import numpy as np
import pytest

from agentik.backends.sqlite.schema import COMPONENT, LOG_KEEP, MIGRATIONS, apply_migrations
from stores import sqlite_store
from agentik.backends.sqlite.vectors import pack
from agentik.db import connect, schema_version
from agentik.embedding.fake import HashEmbedder

SEED_COLUMNS = [
    ("id", "TEXT", 0, 1), ("category", "TEXT", 1, 0), ("content", "TEXT", 1, 0),
    ("conversation_id", "TEXT", 0, 0), ("source", "TEXT", 1, 0), ("created_at", "INTEGER", 1, 0),
    ("last_used_at", "INTEGER", 1, 0), ("use_count", "INTEGER", 1, 0), ("embedding_model", "TEXT", 1, 0),
    ("embedding_dim", "INTEGER", 1, 0), ("embedding", "BLOB", 1, 0),
]


def _columns(conn: sqlite3.Connection) -> list[tuple]:
    return [(name, kind, notnull, pk) for _, name, kind, notnull, _, pk in conn.execute("PRAGMA table_info(memory_note)")]


def test_the_table_is_the_seeds_plus_archive_time_hash_pin_and_supersession(tmp_path):
    sqlite_store(tmp_path / "agentik.db").close()
    conn = sqlite3.connect(tmp_path / "agentik.db")
    assert _columns(conn) == SEED_COLUMNS + [("archived_at", "INTEGER", 0, 0), ("content_hash", "TEXT", 1, 0),
                              ("valid_from", "INTEGER", 1, 0), ("valid_until", "INTEGER", 0, 0),
                              ("superseded_by", "TEXT", 0, 0),
                              ("pinned", "INTEGER", 1, 0), ("search_text", "TEXT", 1, 0)]
    indexes = {row[1] for row in conn.execute("PRAGMA index_list(memory_note)")}
    assert {"memory_note_category_idx", "memory_note_last_used_idx", "memory_note_conversation_idx"} <= indexes
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"memory_note", "memory_note_fts", "memory_note_change"} <= tables


def test_opening_twice_applies_each_migration_once(tmp_path):
    path = tmp_path / "agentik.db"
    with sqlite_store(path, embedder=HashEmbedder()) as first:
        note = first.save("Prefers tea", "preference")
        assert first.backend.schema_version == len(MIGRATIONS)
    with sqlite_store(path, embedder=HashEmbedder()) as second:
        assert second.backend.schema_version == len(MIGRATIONS)
        assert second.get(note.id) == note
        assert second.count() == 1
    conn = connect(path)
    assert apply_migrations(conn) == len(MIGRATIONS)
    assert conn.execute("SELECT COUNT(*) FROM memory_note_fts WHERE memory_note_fts MATCH '\"tea\"'").fetchone()[0] == 1


def _version_1_file(path, embedder: HashEmbedder) -> None:
    """A file written by schema version 1: the seed's table only, no archive, hash, FTS or change log."""
    conn = connect(path)
    conn.executescript(MIGRATIONS[0])
    conn.execute("CREATE TABLE IF NOT EXISTS schema_version (component TEXT PRIMARY KEY, version INTEGER NOT NULL)")
    conn.execute("INSERT INTO schema_version VALUES (?, 1)", (COMPONENT,))
    rows = [
        ("mem-1", "world", "We build with Gradle 9.4.1", None, "agent_save", 1000, 1000, 0, embedder.name,
         embedder.dim, pack(embedder.embed("We build with Gradle 9.4.1"))),
        ("mem-2", "user", "Живёт в Казани", "c1", "user_explicit", 2000, 5000, 3, "", 0, b""),
        ("mem-3", "world", "We build with Gradle 9.4.1", None, "agent_save", 3000, 3000, 0, "other/model", 3,
         pack(np.ones(3, dtype=np.float32))),
    ]
    conn.executemany("INSERT INTO memory_note VALUES (?,?,?,?,?,?,?,?,?,?,?)", rows)
    conn.close()


def test_a_version_1_file_is_upgraded_without_losing_a_note(tmp_path):
    path = tmp_path / "agentik.db"
    embedder = HashEmbedder()
    _version_1_file(path, embedder)
    with sqlite_store(path, embedder=embedder) as store:
        assert store.backend.schema_version == len(MIGRATIONS)
        assert store.count(archived=None) == 3
        kazan = store.get("mem-2")
        assert (kazan.conversation_id, kazan.use_count, kazan.last_used_at) == ("c1", 3, 5000)
        # the later exact duplicate left by version 1 is archived, never deleted
        assert store.get("mem-1").archived_at is None and store.get("mem-3").archived_at is not None
        # the keyword index was built from the old rows
        assert [h.note.id for h in store.search("Казани", 5)] == ["mem-2"]
        # the old vector of the current model is compared at once; rows of other models wait for reindex
        gradle = store.search("Gradle build", 5)[0]
        assert gradle.note.id == "mem-1" and gradle.vector_rank == 1
        assert store.reindex() == 2
        assert store.get("mem-2").embedding_model == embedder.name
        assert store.search("Казани", 1)[0].vector_rank == 1
    conn = connect(path)
    assert schema_version(conn, COMPONENT) == len(MIGRATIONS)


@pytest.mark.slow  # writes past the prune interval
@pytest.mark.parametrize("log_table, column", [("memory_note_use", "use_count"), ("memory_note_change", "category")])
def test_the_logs_prune_themselves_whoever_writes(tmp_path, log_table, column):
    # a version-5 process bumps notes too: its updates fire the trigger, but it never prunes the use log
    path = tmp_path / "agentik.db"
    with sqlite_store(path) as store:
        note = store.save("The printer is on floor two", "world")
    conn = connect(path)
    first = conn.execute(f"SELECT MAX(seq) FROM {log_table}").fetchone()[0] or 0
    values = ["world", "user"] if column == "category" else [0, 1]
    with conn:
        conn.executemany(f"UPDATE memory_note SET {column} = ? WHERE id = ?",
                         [(values[i % 2], note.id) for i in range(25_000)])
    low, high, count = conn.execute(f"SELECT MIN(seq), MAX(seq), COUNT(*) FROM {log_table}").fetchone()
    conn.close()
    assert high == first + 25_000 and LOG_KEEP <= count <= LOG_KEEP + 1024 and low > first + 1


def test_a_version_8_file_keeps_its_keyword_index_and_its_notes_get_no_context(tmp_path):
    path = tmp_path / "agentik.db"
    conn = connect(path)
    from agentik.db import migrate

    migrate(conn, COMPONENT, MIGRATIONS[:8])
    conn.execute(
        "INSERT INTO memory_note (id, category, content, conversation_id, source, created_at, last_used_at, "
        "use_count, embedding_model, embedding_dim, embedding, content_hash, valid_from) "
        "VALUES ('mem-1', 'world', 'We build with Gradle 9.4.1', NULL, 'agent_save', 1, 1, 0, '', 0, x'', 'h', 1)")
    conn.commit()
    conn.close()
    with sqlite_store(path, embedder=None) as store:
        assert store.backend.schema_version == len(MIGRATIONS)
        assert store.get("mem-1").search_text == ""
        assert [hit.note.id for hit in store.search("Gradle", 5)] == ["mem-1"]
    conn = sqlite3.connect(path)
    columns = [row[0] for row in conn.execute("SELECT * FROM memory_note_fts LIMIT 0").description]
    assert columns == ["content", "search_text"]
