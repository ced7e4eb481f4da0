"""memory_note rows ↔ MemoryNote, and the SQL that reads and writes them."""

from __future__ import annotations

import sqlite3
from typing import Iterable, Iterator, Sequence, TypeVar

from ...notes.model import NOTE_ROW, MemoryCategory, MemoryNote
from ...notes.model import note_from_row as row_to_note
from ..listing import listing_filters
from .bulk import insert_rows

NOTE_COLUMNS = ", ".join(NOTE_ROW)

INSERT_NOTE = (
    "INSERT INTO memory_note (id, category, content, conversation_id, source, created_at, last_used_at, "
    "use_count, embedding_model, embedding_dim, embedding, archived_at, content_hash, valid_from, valid_until, "
    "superseded_by, pinned, search_text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
    "ON CONFLICT DO NOTHING"
)

BODY_SQL = "(content || CASE WHEN search_text = '' THEN '' ELSE char(10) || search_text END)"
"""A row's search body in SQL: agentik.notes.model.search_body(content, search_text)."""

_CHUNK = 500

T = TypeVar("T")

_BY_LIVE_HASH = "INDEXED BY memory_note_live_hash_idx"
"""Without statistics the planner guesses that `archived_at IS NULL` is selective and would walk the
archive-state index; lookups by id or hash must stay on their own index (or a `+archived_at` term)."""


def insert_params(note: MemoryNote, embedding: bytes) -> tuple:
    """Parameters of INSERT_NOTE for `note` whose vector packs to `embedding` (b"" = none yet)."""
    return (
        note.id, note.category.value, note.content, note.conversation_id, note.source.value,
        note.created_at, note.last_used_at, note.use_count, note.embedding_model, note.embedding_dim,
        embedding, note.archived_at, note.hash, note.valid_from, note.valid_until, note.superseded_by, int(note.pinned),
        note.search_text,
    )


def fetch_note(conn: sqlite3.Connection, note_id: str) -> MemoryNote | None:
    row = conn.execute(f"SELECT {NOTE_COLUMNS} FROM memory_note WHERE id = ?", (note_id,)).fetchone()
    return row_to_note(row) if row else None


def chunks(items: Sequence[T], size: int = _CHUNK) -> Iterator[Sequence[T]]:
    """`items` in slices of at most `size`: SQLite takes a bounded number of `?` per statement."""
    for start in range(0, len(items), size):
        yield items[start : start + size]


def fetch_notes(conn: sqlite3.Connection, note_ids: Iterable[str]) -> dict[str, MemoryNote]:
    """The notes with these ids that exist, by id."""
    found: dict[str, MemoryNote] = {}
    for chunk in chunks(list(dict.fromkeys(note_ids))):
        marks = ",".join("?" * len(chunk))
        for row in conn.execute(f"SELECT {NOTE_COLUMNS} FROM memory_note WHERE id IN ({marks})", chunk):
            found[row[0]] = row_to_note(row)
    return found


def fetch_usage(conn: sqlite3.Connection, note_ids: Iterable[str]) -> dict[str, tuple[int, int]]:
    """note id → (last_used_at, use_count), as they are now, of those that exist."""
    found: dict[str, tuple[int, int]] = {}
    for chunk in chunks(list(note_ids)):
        marks = ",".join("?" * len(chunk))
        for note_id, last_used_at, use_count in conn.execute(
            f"SELECT id, last_used_at, use_count FROM memory_note WHERE id IN ({marks})", chunk
        ):
            found[note_id] = (last_used_at, use_count)
    return found


def fetch_twin(conn: sqlite3.Connection, note: MemoryNote) -> MemoryNote | None:
    """The stored note `note` collides with: the same id, or (for a live note) a live exact duplicate."""
    return fetch_twins(conn, [note])[0]


def fetch_twins(conn: sqlite3.Connection, notes: Sequence[MemoryNote]) -> list[MemoryNote | None]:
    """`fetch_twin` for many notes with two queries (by id, by live hash) instead of two per note."""
    by_id = fetch_notes(conn, [note.id for note in notes])
    hashes = list({note.hash for note in notes if not note.archived and note.id not in by_id})
    by_hash: dict[str, MemoryNote] = {}
    for chunk in chunks(hashes):
        marks = ",".join("?" * len(chunk))
        for row in conn.execute(
            f"SELECT {NOTE_COLUMNS}, content_hash FROM memory_note {_BY_LIVE_HASH} "
            f"WHERE archived_at IS NULL AND content_hash IN ({marks})",
            chunk,
        ):
            by_hash[row[-1]] = row_to_note(row)
    return [by_id.get(note.id) or (None if note.archived else by_hash.get(note.hash)) for note in notes]


def insert_notes(
    conn: sqlite3.Connection, notes: Sequence[MemoryNote], blobs: Sequence[bytes], *, model: str, dim: int
) -> list[tuple[MemoryNote, bool]]:
    """Insert notes (inside the caller's write transaction) with their packed vectors (b"" = none
    yet, then model "" and dim 0), in one executemany. (note as stored, True), or (the note it
    collides with, False): the same id, or a live exact duplicate, stored before or earlier in `notes`.

    Which rows went in is read from their rowids: a rowid table gives a new row a rowid above every
    row there, and the transaction (BEGIN IMMEDIATE) keeps other writers out meanwhile."""
    stored = [note.with_(embedding_model=model, embedding_dim=dim) if blob else note
              for note, blob in zip(notes, blobs)]
    params = [insert_params(note, blob) for note, blob in zip(stored, blobs)]
    before, added = insert_rows(conn, INSERT_NOTE, params)
    if added == len(stored):
        return [(note, True) for note in stored]
    written = {row[0] for row in conn.execute("SELECT id FROM memory_note WHERE rowid > ?", (before,))}
    results = []
    for note in stored:
        if note.id in written:
            written.discard(note.id)  # a second record with this id collided with the first
            results.append((note, True))
            continue
        twin = fetch_twin(conn, note)
        if twin is None:
            raise sqlite3.IntegrityError(f"insert of {note.id} was ignored but no note collides with it")
        results.append((twin, False))
    return results


def note_counts(conn: sqlite3.Connection) -> dict:
    """live/archived totals, live notes by category, and how many conversations hold live notes."""
    live, archived, conversations = conn.execute(
        "SELECT COUNT(*) FILTER (WHERE archived_at IS NULL), COUNT(*) FILTER (WHERE archived_at IS NOT NULL), "
        "COUNT(DISTINCT conversation_id) FILTER (WHERE archived_at IS NULL) FROM memory_note"
    ).fetchone()
    by_category = {c.value: 0 for c in MemoryCategory}
    for name, count in conn.execute(
        "SELECT category, COUNT(*) FROM memory_note WHERE archived_at IS NULL GROUP BY category"
    ):
        by_category[name] = count
    return {"notes": live + archived, "live": live, "archived": archived, "by_category": by_category,
            "conversations": conversations}


def embedding_model_counts(conn: sqlite3.Connection) -> dict[str, int]:
    """How many notes carry a vector of each model ("(none yet)" for those waiting)."""
    return {
        (name or "(none yet)"): count
        for name, count in conn.execute("SELECT embedding_model, COUNT(*) FROM memory_note GROUP BY 1")
    }


def in_search(scope: str | None, category: str, *, conversation_id: str | None, wanted: str | None) -> bool:
    """Whether a note of this scope and category value belongs to a search for `conversation_id`
    (its notes and the global ones; any, when None) and category `wanted` (any, when None)."""
    return (conversation_id is None or scope is None or scope == conversation_id) and (
        wanted is None or category == wanted
    )


def list_filters(
    category: MemoryCategory | None, conversation_id: str | None, archived: bool | None,
    superseded: bool | None = None,
) -> tuple[str, list]:
    """The WHERE clause (with its parameters) of list/count."""
    clauses, params = listing_filters(category, conversation_id, archived, superseded, mark="?")
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), params
