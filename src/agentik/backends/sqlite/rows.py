"""memory_note rows ↔ MemoryNote, and the SQL that reads and writes them."""

from __future__ import annotations

import sqlite3
from typing import Iterable, Sequence

from ...memory.model import MemoryCategory, MemoryNote, Source

NOTE_COLUMNS = (
    "id, category, content, conversation_id, source, created_at, last_used_at, use_count, "
    "embedding_model, embedding_dim, archived_at"
)

INSERT_NOTE = (
    "INSERT INTO memory_note (id, category, content, conversation_id, source, created_at, last_used_at, "
    "use_count, embedding_model, embedding_dim, embedding, archived_at, content_hash) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
)

_CHUNK = 500


def row_to_note(row: Sequence) -> MemoryNote:
    """A MemoryNote from a row selected with NOTE_COLUMNS."""
    return MemoryNote(
        id=row[0],
        category=MemoryCategory.parse(row[1]),
        content=row[2],
        conversation_id=row[3],
        source=Source.parse(row[4]),
        created_at=row[5],
        last_used_at=row[6],
        use_count=row[7],
        embedding_model=row[8],
        embedding_dim=row[9],
        archived_at=row[10],
    )


def insert_params(note: MemoryNote, embedding: bytes) -> tuple:
    """Parameters of INSERT_NOTE for `note` whose vector packs to `embedding` (b"" = none yet)."""
    return (
        note.id, note.category.value, note.content, note.conversation_id, note.source.value,
        note.created_at, note.last_used_at, note.use_count, note.embedding_model, note.embedding_dim,
        embedding, note.archived_at, note.hash,
    )


def fetch_note(conn: sqlite3.Connection, note_id: str) -> MemoryNote | None:
    row = conn.execute(f"SELECT {NOTE_COLUMNS} FROM memory_note WHERE id = ?", (note_id,)).fetchone()
    return row_to_note(row) if row else None


def fetch_notes(conn: sqlite3.Connection, note_ids: Iterable[str]) -> dict[str, MemoryNote]:
    """The notes with these ids that exist, by id."""
    wanted = list(dict.fromkeys(note_ids))
    found: dict[str, MemoryNote] = {}
    for start in range(0, len(wanted), _CHUNK):
        chunk = wanted[start : start + _CHUNK]
        marks = ",".join("?" * len(chunk))
        for row in conn.execute(f"SELECT {NOTE_COLUMNS} FROM memory_note WHERE id IN ({marks})", chunk):
            found[row[0]] = row_to_note(row)
    return found


def fetch_twin(conn: sqlite3.Connection, note: MemoryNote) -> MemoryNote | None:
    """The stored note `note` collides with: the same id, or (for a live note) a live exact duplicate."""
    row = conn.execute(f"SELECT {NOTE_COLUMNS} FROM memory_note WHERE id = ?", (note.id,)).fetchone()
    if row is None and not note.archived:
        row = conn.execute(
            f"SELECT {NOTE_COLUMNS} FROM memory_note WHERE content_hash = ? AND archived_at IS NULL",
            (note.hash,),
        ).fetchone()
    return row_to_note(row) if row else None
