"""memory_note rows ↔ MemoryNote, and the SQL that reads and writes them in one namespace.

Every statement names the namespace (``namespace = %(ns)s``) although row-level security confines
the connection to it as well: the explicit term lets the planner use the (namespace, …) indexes and
keeps a superuser connection (which row security does not bind) inside its partition.
"""

from __future__ import annotations

from typing import Iterable, Sequence

import numpy as np
import psycopg

from ...notes.model import NOTE_ROW, MemoryCategory, MemoryNote
from ...notes.model import note_from_row as row_to_note
from ..listing import listing_filters

NOTE_COLUMNS = ", ".join(NOTE_ROW)

INSERT_NOTE = (
    "INSERT INTO memory_note (namespace, id, category, content, conversation_id, source, created_at, "
    "last_used_at, use_count, embedding_model, embedding_dim, embedding, archived_at, content_hash, valid_from, "
    "valid_until, superseded_by, pinned, search_text) "
    "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s) "
    "ON CONFLICT DO NOTHING RETURNING id"
)

BODY_SQL = "(content || CASE WHEN search_text = '' THEN '' ELSE E'\\n' || search_text END)"
"""A row's search body in SQL: agentik.notes.model.search_body(content, search_text)."""


def fetch_notes(conn: psycopg.Connection, namespace: str, note_ids: Iterable[str]) -> dict[str, MemoryNote]:
    """The notes of the namespace with these ids that exist, by id."""
    ids = list(dict.fromkeys(note_ids))
    if not ids:
        return {}
    rows = conn.execute(
        f"SELECT {NOTE_COLUMNS} FROM memory_note WHERE namespace = %s AND id = ANY(%s)", (namespace, ids)
    ).fetchall()
    return {row[0]: row_to_note(row) for row in rows}


TWIN_OF_ONE = (
    f"SELECT {NOTE_COLUMNS}, content_hash, id = %(id)s FROM memory_note WHERE namespace = %(ns)s "
    "AND (id = %(id)s OR (archived_at IS NULL AND content_hash = %(hash)s))"
)
TWINS_OF_MANY = (
    f"SELECT {NOTE_COLUMNS}, content_hash, id = ANY(%(ids)s) FROM memory_note WHERE namespace = %(ns)s "
    "AND (id = ANY(%(ids)s) OR (archived_at IS NULL AND content_hash = ANY(%(hashes)s)))"
)


def fetch_twins(conn: psycopg.Connection, namespace: str, notes: Sequence[MemoryNote]) -> list[MemoryNote | None]:
    """For each note, the stored note it collides with: the same id, or (for a live note) a live
    exact duplicate; one query for any number of notes.

    Planned at each call (``prepare=False``), never from a cached generic plan: a plan the pool's
    connection cached while the table was tiny and had no statistics yet (a fresh database, before
    autovacuum's first ANALYZE) reads every row of the namespace through one of its other indexes,
    and keeps doing so as the table grows (at 2,400 notes a sixth of a save's database CPU went
    there). Planned anew (a tenth of a millisecond) it reads the two unique indexes once the table
    holds more than 1,000–1,500 rows, and reads a smaller one whole, cheaply. One note (a save) is
    asked for with plain equalities: without statistics the planner answers ``id = ANY(...)`` by
    walking the namespace's (namespace, created_at, id) index even then."""
    if not notes:
        return []
    wanted = {note.hash for note in notes if not note.archived}
    if len(notes) == 1:
        sql, params = TWIN_OF_ONE, {"ns": namespace, "id": notes[0].id, "hash": notes[0].hash}
    else:
        sql, params = TWINS_OF_MANY, {"ns": namespace, "ids": list(dict.fromkeys(note.id for note in notes)),
                                      "hashes": list(wanted)}
    by_id: dict[str, MemoryNote] = {}
    by_hash: dict[str, MemoryNote] = {}
    for row in conn.execute(sql, params, prepare=False):
        note = row_to_note(row[:-2])
        if row[-1]:
            by_id[note.id] = note
        if note.archived_at is None and row[-2] in wanted:
            by_hash[row[-2]] = note
    return [by_id.get(note.id) or (None if note.archived else by_hash.get(note.hash)) for note in notes]


def insert_notes(conn: psycopg.Connection, namespace: str, notes: Sequence[MemoryNote],
                 vectors: Sequence[np.ndarray | None], *, model: str, dim: int) -> list[tuple[MemoryNote, bool]]:
    """Insert notes (inside the caller's transaction, pipelined) with their vectors (None = none
    yet, then model "" and dim 0). (note as stored, True), or (the note it collides with, False)."""
    stored = [note.with_(embedding_model=model, embedding_dim=dim) if vector is not None else note
              for note, vector in zip(notes, vectors)]
    params = [
        (namespace, note.id, note.category.value, note.content, note.conversation_id, note.source.value,
         note.created_at, note.last_used_at, note.use_count, note.embedding_model, note.embedding_dim,
         vector, note.archived_at, note.hash, note.valid_from, note.valid_until, note.superseded_by, note.pinned,
         note.search_text)
        for note, vector in zip(stored, vectors)
    ]
    inserted: list[bool] = []
    if len(params) == 1:  # one statement: one round trip, atomic on its own
        inserted.append(conn.execute(INSERT_NOTE, params[0]).fetchone() is not None)
    else:
        with conn.cursor() as cur:
            cur.executemany(INSERT_NOTE, params, returning=True)
            while True:
                inserted.append(cur.fetchone() is not None)
                if not cur.nextset():
                    break
    results: list[tuple[MemoryNote, bool]] = []
    for note, was_inserted in zip(stored, inserted):
        if was_inserted:
            results.append((note, True))
            continue
        twin = fetch_twins(conn, namespace, [note])[0]
        if twin is None:
            raise psycopg.IntegrityError(f"insert of {note.id} was ignored but no note collides with it")
        results.append((twin, False))
    return results


def list_filters(namespace: str, category: MemoryCategory | None, conversation_id: str | None,
                 archived: bool | None, superseded: bool | None = None) -> tuple[str, list]:
    """The WHERE clause (with its parameters) of list/count, in the namespace."""
    clauses, params = listing_filters(category, conversation_id, archived, superseded, mark="%s")
    return " WHERE " + " AND ".join(["namespace = %s", *clauses]), [namespace, *params]


def scope_filters(conversation_id: str | None, category: str | None) -> tuple[str, list]:
    """The extra AND terms of a search in a scope: its conversation's notes and the global ones,
    of one category when given."""
    clauses, params = "", []
    if conversation_id is not None:
        clauses += " AND (conversation_id IS NULL OR conversation_id = %s)"
        params.append(conversation_id)
    if category is not None:
        clauses += " AND category = %s"
        params.append(category)
    return clauses, params


def note_counts(conn: psycopg.Connection, namespace: str) -> dict:
    """live/archived totals, live notes by category, and how many conversations hold live notes."""
    live, archived, conversations = conn.execute(
        "SELECT COUNT(*) FILTER (WHERE archived_at IS NULL), COUNT(*) FILTER (WHERE archived_at IS NOT NULL), "
        "COUNT(DISTINCT conversation_id) FILTER (WHERE archived_at IS NULL) FROM memory_note WHERE namespace = %s",
        (namespace,),
    ).fetchone()
    by_category = {c.value: 0 for c in MemoryCategory}
    for name, count in conn.execute(
        "SELECT category, COUNT(*) FROM memory_note WHERE namespace = %s AND archived_at IS NULL GROUP BY category",
        (namespace,),
    ):
        by_category[name] = count
    return {"notes": live + archived, "live": live, "archived": archived, "by_category": by_category,
            "conversations": conversations}


def embedding_model_counts(conn: psycopg.Connection, namespace: str) -> dict[str, int]:
    """How many notes carry a vector of each model ("(none yet)" for those waiting)."""
    return {
        (name or "(none yet)"): count
        for name, count in conn.execute(
            "SELECT embedding_model, COUNT(*) FROM memory_note WHERE namespace = %s GROUP BY 1", (namespace,)
        )
    }
