"""The memory tables in agentik.db, as numbered migrations (component "memory").

1. ``memory_note`` exactly as seed §3.4, with its three indexes. A note waiting to be embedded
   keeps the NOT NULL columns with empty values: ``embedding_model = ''``, ``embedding_dim = 0``,
   ``embedding = x''``.
2. ``archived_at`` (NULL = live) and ``content_hash`` (MemoryNote.hash), unique among live notes,
   so an exact duplicate save finds the existing note; an index on ``embedding_model`` for reindex
   and the catch-up of notes saved during an embedding outage. Rows of a version-1 file get their
   hash here; live exact duplicates left by version 1 are archived (never deleted) but the oldest.
3. ``memory_note_fts``: an FTS5 trigram index over ``content`` (external content: it reads the text
   from ``memory_note`` by rowid), kept in step by triggers, then built from the existing rows.
4. ``memory_note_change``: a log of the note ids whose searchable state changed, written by
   triggers, so a long-lived process can apply another process's writes to its resident vectors
   without reloading them all (see ``resident.py``). Bumps have their own log (6).
5. Indexes for listing newest first and counting, by archive state and by category, so they read
   an index instead of every row (rows carry their vectors, so a table scan reads them all).
6. ``memory_note_use``: the same kind of log for bumps (use_count, last_used_at), which the resident
   index also keeps, for the rerank. Separate, because a bump changes nothing that the keyword
   statistics cached until the next change of the notes' text depend on. Both logs prune
   themselves from here on: every 1024th entry drops those older than the newest ``LOG_KEEP``, in
   a trigger, so whichever process writes (version 5 ones bump notes and know nothing of this log)
   keeps them bounded.
7. Validity and history (issue 19): ``valid_from`` (since when the fact holds; existing rows get
   their ``created_at``), ``valid_until`` and ``superseded_by`` (NULL: current). A superseded note
   is also archived (``archived_at = valid_until``), so search, prefetch and the resident vectors
   leave it out with no change; an index on ``superseded_by`` walks a note's history back.
8. ``pinned`` (0/1; the curator never archives a pinned note by age) and a partial index over the
   notes the curator may archive by age, oldest use first.
9. ``search_text`` (issue 13): a note's search-only context ('' for none; the turn before an
   imported transcript turn). The FTS5 index is rebuilt over two columns, ``content`` and
   ``search_text``, so the keyword list matches either; its triggers follow both. Existing rows get
   '' and the same index entries as before (a rebuild reads every row once).

Opening runs ``migrate`` from agentik.db: every step runs once, in its own transaction, so opening
twice, concurrently, or opening a file written by an older version is safe.
"""

from __future__ import annotations

import logging
import sqlite3

from ...db import Step, migrate
from ...notes.model import MemoryCategory, content_hash, now_ms

COMPONENT = "memory"

log = logging.getLogger(__name__)

V1_NOTE_TABLE = """
CREATE TABLE IF NOT EXISTS memory_note (
    id              TEXT PRIMARY KEY,
    category        TEXT NOT NULL,
    content         TEXT NOT NULL,
    conversation_id TEXT,
    source          TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    last_used_at    INTEGER NOT NULL,
    use_count       INTEGER NOT NULL DEFAULT 0,
    embedding_model TEXT NOT NULL,
    embedding_dim   INTEGER NOT NULL,
    embedding       BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS memory_note_category_idx ON memory_note(category);
CREATE INDEX IF NOT EXISTS memory_note_last_used_idx ON memory_note(last_used_at DESC);
CREATE INDEX IF NOT EXISTS memory_note_conversation_idx ON memory_note(conversation_id);
"""


def _v2_archive_and_hash(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE memory_note ADD COLUMN archived_at INTEGER NULL")
    conn.execute("ALTER TABLE memory_note ADD COLUMN content_hash TEXT NOT NULL DEFAULT ''")
    rows = conn.execute(
        "SELECT id, category, content, conversation_id FROM memory_note ORDER BY created_at, id"
    ).fetchall()
    seen: set[str] = set()
    duplicates: list[str] = []
    updates: list[tuple[str, str]] = []
    for note_id, category, content, conversation_id in rows:
        digest = content_hash(MemoryCategory.parse(category), content, conversation_id)
        updates.append((digest, note_id))
        if digest in seen:
            duplicates.append(note_id)
        seen.add(digest)
    conn.executemany("UPDATE memory_note SET content_hash = ? WHERE id = ?", updates)
    if duplicates:
        log.warning("archived %d exact duplicate note(s) left by an older schema", len(duplicates))
        archived_at = now_ms()
        conn.executemany(
            "UPDATE memory_note SET archived_at = ? WHERE id = ?", [(archived_at, i) for i in duplicates]
        )
    conn.execute(
        "CREATE UNIQUE INDEX memory_note_live_hash_idx ON memory_note(content_hash) WHERE archived_at IS NULL"
    )
    conn.execute("CREATE INDEX memory_note_embedding_model_idx ON memory_note(embedding_model)")


V3_FTS = """
CREATE VIRTUAL TABLE memory_note_fts USING fts5(
    content, content='memory_note', content_rowid='rowid', tokenize='trigram'
);
CREATE TRIGGER memory_note_fts_insert AFTER INSERT ON memory_note BEGIN
    INSERT INTO memory_note_fts(rowid, content) VALUES (new.rowid, new.content);
END;
CREATE TRIGGER memory_note_fts_delete AFTER DELETE ON memory_note BEGIN
    INSERT INTO memory_note_fts(memory_note_fts, rowid, content) VALUES ('delete', old.rowid, old.content);
END;
CREATE TRIGGER memory_note_fts_update AFTER UPDATE OF content ON memory_note BEGIN
    INSERT INTO memory_note_fts(memory_note_fts, rowid, content) VALUES ('delete', old.rowid, old.content);
    INSERT INTO memory_note_fts(rowid, content) VALUES (new.rowid, new.content);
END;
INSERT INTO memory_note_fts(memory_note_fts) VALUES ('rebuild');
"""

V4_CHANGE_LOG = """
CREATE TABLE memory_note_change (
    seq     INTEGER PRIMARY KEY AUTOINCREMENT,
    note_id TEXT NOT NULL
);
CREATE TRIGGER memory_note_change_insert AFTER INSERT ON memory_note BEGIN
    INSERT INTO memory_note_change(note_id) VALUES (new.id);
END;
CREATE TRIGGER memory_note_change_delete AFTER DELETE ON memory_note BEGIN
    INSERT INTO memory_note_change(note_id) VALUES (old.id);
END;
CREATE TRIGGER memory_note_change_update
AFTER UPDATE OF id, content, category, conversation_id, archived_at, embedding, embedding_model, embedding_dim
ON memory_note BEGIN
    INSERT INTO memory_note_change(note_id) VALUES (new.id);
    INSERT INTO memory_note_change(note_id) SELECT old.id WHERE old.id IS NOT new.id;
END;
"""

V5_LISTING_INDEX = """
CREATE INDEX memory_note_archived_created_idx ON memory_note(archived_at, created_at DESC);
CREATE INDEX memory_note_category_created_idx ON memory_note(category, archived_at, created_at DESC);
CREATE INDEX memory_note_created_idx ON memory_note(created_at DESC);
"""

V6_USE_LOG = """
CREATE TABLE memory_note_use (
    seq     INTEGER PRIMARY KEY AUTOINCREMENT,
    note_id TEXT NOT NULL
);
CREATE TRIGGER memory_note_use_update AFTER UPDATE OF last_used_at, use_count ON memory_note BEGIN
    INSERT INTO memory_note_use(note_id) VALUES (new.id);
END;
CREATE TRIGGER memory_note_use_prune AFTER INSERT ON memory_note_use WHEN new.seq % 1024 = 0 BEGIN
    DELETE FROM memory_note_use WHERE seq <= new.seq - 20000;
END;
CREATE TRIGGER memory_note_change_prune AFTER INSERT ON memory_note_change WHEN new.seq % 1024 = 0 BEGIN
    DELETE FROM memory_note_change WHERE seq <= new.seq - 20000;
END;
"""

V7_VALIDITY = """
ALTER TABLE memory_note ADD COLUMN valid_from INTEGER NOT NULL DEFAULT 0;
ALTER TABLE memory_note ADD COLUMN valid_until INTEGER NULL;
ALTER TABLE memory_note ADD COLUMN superseded_by TEXT NULL;
UPDATE memory_note SET valid_from = created_at;
CREATE INDEX memory_note_superseded_by_idx ON memory_note(superseded_by) WHERE superseded_by IS NOT NULL;
"""

V8_PIN = """
ALTER TABLE memory_note ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0;
CREATE INDEX memory_note_unused_idx ON memory_note(last_used_at)
    WHERE archived_at IS NULL AND use_count = 0 AND pinned = 0;
"""

V9_SEARCH_TEXT = """
ALTER TABLE memory_note ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
DROP TRIGGER memory_note_fts_insert;
DROP TRIGGER memory_note_fts_delete;
DROP TRIGGER memory_note_fts_update;
DROP TABLE memory_note_fts;
CREATE VIRTUAL TABLE memory_note_fts USING fts5(
    content, search_text, content='memory_note', content_rowid='rowid', tokenize='trigram'
);
CREATE TRIGGER memory_note_fts_insert AFTER INSERT ON memory_note BEGIN
    INSERT INTO memory_note_fts(rowid, content, search_text) VALUES (new.rowid, new.content, new.search_text);
END;
CREATE TRIGGER memory_note_fts_delete AFTER DELETE ON memory_note BEGIN
    INSERT INTO memory_note_fts(memory_note_fts, rowid, content, search_text)
        VALUES ('delete', old.rowid, old.content, old.search_text);
END;
CREATE TRIGGER memory_note_fts_update AFTER UPDATE OF content, search_text ON memory_note BEGIN
    INSERT INTO memory_note_fts(memory_note_fts, rowid, content, search_text)
        VALUES ('delete', old.rowid, old.content, old.search_text);
    INSERT INTO memory_note_fts(rowid, content, search_text) VALUES (new.rowid, new.content, new.search_text);
END;
INSERT INTO memory_note_fts(memory_note_fts) VALUES ('rebuild');
"""

MIGRATIONS: tuple[Step, ...] = (
    V1_NOTE_TABLE, _v2_archive_and_hash, V3_FTS, V4_CHANGE_LOG, V5_LISTING_INDEX, V6_USE_LOG, V7_VALIDITY,
    V8_PIN, V9_SEARCH_TEXT,
)
"""Step i has version i+1. Append only: never edit a released step."""

LOG_KEEP = 20_000
"""How many entries of each log survive pruning (the triggers of step 6 spell it out); a reader
further behind reloads its vectors."""


def apply_migrations(conn: sqlite3.Connection) -> int:
    """Bring the memory tables up to date; returns the schema version."""
    return migrate(conn, COMPONENT, MIGRATIONS)
