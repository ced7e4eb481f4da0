"""Many memory_note rows in one statement, their keyword index and change log written in bulk.

Two triggers follow every insert into memory_note: the FTS5 keyword index (schema step 9) and the
change log (step 4). Fired row by row they cost most of an import: measured on 20K notes (CPU time
of the inserts, loaded machine), ~255 µs a row with them, ~75 µs with the same entries written by
one INSERT … SELECT each; an FTS5 trigram insert alone costs ~110 µs from a trigger against ~20 µs
in a multi-row statement. `insert_rows` drops the two triggers inside the caller's write
transaction, inserts the rows with one executemany, writes the index entries and the log entries
of the rows it added with one INSERT … SELECT each, and creates the triggers again from their own
stored SQL before the transaction commits. DDL is transactional in SQLite: no other connection ever sees the table without its
triggers (writers wait for the transaction; readers see the state before or after it), and a
failure or a crash rolls all of it back.

The bulk statements must do what the triggers do. So the path is taken only when the AFTER INSERT
triggers on memory_note are exactly the two below (a later schema step that changes them falls back
to the triggers, row by row, until this module is brought in line; a test says so).
"""

from __future__ import annotations

import re
import sqlite3
from typing import Sequence

BULK_FROM = 200
"""Rows from which an insert goes the bulk way (imports, large save_many batches). Dropping and
creating the triggers is a schema change, which every other connection then re-reads: worth it
for a batch, not for a save of a few notes."""

TRIGGERS = {
    "memory_note_fts_insert": "CREATE TRIGGER memory_note_fts_insert AFTER INSERT ON memory_note BEGIN "
        "INSERT INTO memory_note_fts(rowid, content, search_text) "
        "VALUES (new.rowid, new.content, new.search_text); END",
    "memory_note_change_insert": "CREATE TRIGGER memory_note_change_insert AFTER INSERT ON memory_note BEGIN "
        "INSERT INTO memory_note_change(note_id) VALUES (new.id); END",
}
"""The AFTER INSERT triggers on memory_note that the bulk statements stand in for, by name, as
schema steps 4 and 9 created them (blanks collapsed)."""

BULK_STATEMENTS = (
    "INSERT INTO memory_note_fts(rowid, content, search_text) "
    "SELECT rowid, content, search_text FROM memory_note WHERE rowid > ? ORDER BY rowid",
    "INSERT INTO memory_note_change(note_id) SELECT id FROM memory_note WHERE rowid > ? ORDER BY rowid",
)
"""What the two triggers would have written for every row added after the rowid given."""

_AFTER_INSERT = re.compile(r"\bAFTER\s+INSERT\s+ON\s", re.IGNORECASE)


def insert_rows(conn: sqlite3.Connection, insert_sql: str, params: Sequence[tuple]) -> tuple[int, int]:
    """Insert rows into memory_note with `insert_sql` inside the caller's write transaction (BEGIN
    IMMEDIATE); returns the largest rowid before them (the rows added are those above it) and how
    many were added (the statement may ignore a row: ON CONFLICT DO NOTHING). Bulk when
    there are BULK_FROM rows or more and the triggers are the known ones (module doc), else through
    the triggers."""
    before = conn.execute("SELECT max(rowid) FROM memory_note").fetchone()[0] or 0
    saved = _known_triggers(conn) if len(params) >= BULK_FROM else None
    if saved is None:
        return before, conn.executemany(insert_sql, params).rowcount
    for name in saved:
        conn.execute(f"DROP TRIGGER {name}")
    added = conn.executemany(insert_sql, params).rowcount
    for statement in BULK_STATEMENTS:
        conn.execute(statement, (before,))
    for sql in saved.values():
        conn.execute(sql)
    return before, added


def _known_triggers(conn: sqlite3.Connection) -> dict[str, str] | None:
    """{name: its CREATE TRIGGER sql} when the AFTER INSERT triggers on memory_note are exactly
    TRIGGERS; None otherwise (the bulk statements would not do what they do)."""
    found: dict[str, str] = {}
    for name, sql in conn.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'memory_note'"
    ):
        if not _AFTER_INSERT.search(sql or ""):
            continue
        if " ".join(sql.split()) != TRIGGERS.get(name):
            return None
        found[name] = sql
    return found if found.keys() == TRIGGERS.keys() else None
