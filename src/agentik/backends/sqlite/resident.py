"""Keeping the resident vector index in step with agentik.db, including other processes' writes.

The index holds the live notes whose vector was made by the current embedder (same model name,
same dimension); notes of another model or still waiting for a vector are never compared.

- **Load**: one SELECT of every such row, streamed: each BLOB is copied into one preallocated
  float32 matrix as its row arrives (no per-row arrays, no second copy of the vectors). The
  note's text comes along (same row, same pages): the search reads every candidate's text, and
  asking SQLite for ~100 of them cost ~0.7 ms of a 10K-note search.
- **In step**: triggers append the id of every note whose searchable state changed (insert,
  delete, content, category, scope, archive, embedding) to ``memory_note_change``, and of every
  note bumped (use_count, last_used_at) to ``memory_note_use``. Before a search, ``refresh()`` asks
  ``PRAGMA data_version`` (which changes when *another* connection committed) and looks at its own
  dirty flag (set after this process's writes); when either says so, it reads both logs past the
  last entries it applied, re-reads those notes and updates their rows (for a bump, only its two
  figures). When it is too far behind (more than ``DELTA_LIMIT`` entries, or a log was pruned past
  it) it reloads.

Every method expects the caller to hold the store's lock; the connection is shared.
"""

from __future__ import annotations

import sqlite3
from typing import Iterable

import numpy as np

from .rows import chunks, fetch_usage
from .vectors import CATEGORY_CODE_SQL, VECTOR_DTYPE, NoteRow, VectorIndex, of_model_sql

DELTA_LIMIT = 4096
"""More pending change-log entries than this and a full reload is cheaper than applying them."""


class ResidentVectors:
    """A VectorIndex for one embedding model, fed from the memory_note table."""

    def __init__(self, conn: sqlite3.Connection, *, model: str, dim: int) -> None:
        self.conn = conn
        self.model = model
        self.dim = dim
        self.index = VectorIndex(dim)
        self._seq: int | None = None
        self._use_seq = 0
        self._data_version: int | None = None
        self._dirty = True
        self.reloads = 0
        """How many full loads happened (for stats and tests)."""

    @property
    def change_seq(self) -> int | None:
        """The last change-log entry applied: it moves whenever any process adds, edits, archives or
        deletes a note (bumps do not count), so it keys caches of what the notes' text implies."""
        return self._seq

    def unload(self) -> None:
        """Let the matrix go (the ANN index serves, ``ann_search.py``); the next refresh loads it again."""
        if self._seq is not None:
            self.index = VectorIndex(self.dim)
            self._seq = None

    def mark_dirty(self) -> None:
        """This process wrote: apply the change log before the next search."""
        self._dirty = True

    def refresh(self) -> None:
        """Bring the index up to date with the database (cheap when nothing changed)."""
        version = self.conn.execute("PRAGMA data_version").fetchone()[0]
        if self._seq is None:
            self.load()
        elif self._dirty or version != self._data_version:
            self._apply_changes()
        self._data_version = version
        self._dirty = False

    def load(self) -> None:
        """Read every live vector of this model into one fresh matrix, streaming the rows."""
        self.conn.execute("BEGIN")
        rows = None
        try:
            seq, use_seq = self._last_seq("memory_note_change"), self._last_seq("memory_note_use")
            expected = self.conn.execute("SELECT COUNT(*) FROM memory_note").fetchone()[0]
            of_model, params = of_model_sql(self.model, self.dim)
            rows = self.conn.execute(
                f"SELECT id, rowid, conversation_id, {CATEGORY_CODE_SQL}, last_used_at, use_count, CAST(content AS BLOB), embedding "
                f"FROM memory_note NOT INDEXED WHERE archived_at IS NULL AND {of_model}",
                params,
            )
            self.index.replace_all(rows, expected=expected)
        finally:
            if rows is not None:
                rows.close()  # a half-read SELECT would keep this connection on the old snapshot
            self.conn.execute("COMMIT")
        self._seq, self._use_seq = seq, use_seq
        self.reloads += 1

    def _last_seq(self, log_table: str) -> int:
        return self.conn.execute(f"SELECT COALESCE(MAX(seq), 0) FROM {log_table}").fetchone()[0]

    def _entries(self, log_table: str, after: int) -> list[tuple[int, str]] | None:
        """(seq, note id) of the log's entries past `after`, or None when they cannot be replayed
        (pruned past `after`, or more than DELTA_LIMIT of them)."""
        first = self.conn.execute(f"SELECT MIN(seq) FROM {log_table}").fetchone()[0]
        entries = self.conn.execute(
            f"SELECT seq, note_id FROM {log_table} WHERE seq > ? ORDER BY seq LIMIT ?", (after, DELTA_LIMIT + 1)
        ).fetchall()
        if (first is not None and first > after + 1) or len(entries) > DELTA_LIMIT:
            return None
        return entries

    def _apply_changes(self) -> None:
        assert self._seq is not None
        self.conn.execute("BEGIN")
        try:
            changes = self._entries("memory_note_change", self._seq)
            uses = self._entries("memory_note_use", self._use_seq)
            replayable = changes is not None and uses is not None
            if replayable:
                notes = self._read_notes({note_id for _, note_id in changes})
                usage = fetch_usage(self.conn, {note_id for _, note_id in uses} - notes.keys())
        finally:
            self.conn.execute("COMMIT")
        if not replayable:
            self.load()
            return
        for note_id, state in notes.items():
            if state is None:
                self.index.remove(note_id)
            else:
                self.index.upsert(*state)
        for note_id, (last_used_at, use_count) in usage.items():
            self.index.set_usage(note_id, last_used_at, use_count)
        if changes:
            self._seq = changes[-1][0]
        if uses:
            self._use_seq = uses[-1][0]

    def _read_notes(self, note_ids: Iterable[str]) -> dict[str, tuple[NoteRow, np.ndarray] | None]:
        """note id → (its row, vector) when it belongs in the index, else None."""
        wanted = list(note_ids)
        found: dict[str, tuple[NoteRow, np.ndarray] | None] = dict.fromkeys(wanted)
        blob_len = self.dim * VECTOR_DTYPE.itemsize
        for chunk in chunks(wanted):
            marks = ",".join("?" * len(chunk))
            for (note_id, rowid, scope, category, last_used_at, use_count, archived_at, model, dim,
                 blob, content) in self.conn.execute(
                "SELECT id, rowid, conversation_id, category, last_used_at, use_count, archived_at, "
                f"embedding_model, embedding_dim, embedding, content FROM memory_note WHERE id IN ({marks})",
                chunk,
            ):
                if archived_at is None and model == self.model and dim == self.dim and len(blob) == blob_len:
                    row = NoteRow(note_id, rowid, scope, category, last_used_at, use_count, content)
                    found[note_id] = (row, np.frombuffer(blob, dtype=VECTOR_DTYPE))
        return found
