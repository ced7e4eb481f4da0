"""Keeping the resident vector index in step with agentik.db, including other processes' writes.

The index holds the live notes whose vector was made by the current embedder (same model name,
same dimension); notes of another model or still waiting for a vector are never compared.

- **Load**: one SELECT of every such row, streamed: each BLOB is copied into one preallocated
  float32 matrix as its row arrives (no per-row arrays, no second copy of the vectors).
- **In step**: triggers append the id of every note whose searchable state changed (insert,
  delete, content, category, scope, archive, embedding) to ``memory_note_change``. Before a search,
  ``refresh()`` asks ``PRAGMA data_version`` (which changes when *another* connection committed) and
  looks at its own dirty flag (set after this process's writes); when either says so, it reads the
  log entries past the last one it applied, re-reads those notes and updates their rows. When it
  is too far behind (more than ``DELTA_LIMIT`` entries, or the log was pruned past it) it reloads.

Every method expects the caller to hold the store's lock; the connection is shared.
"""

from __future__ import annotations

import sqlite3
from typing import Iterable

import numpy as np

from .rows import chunks
from .vectors import CATEGORY_CODE_SQL, VECTOR_DTYPE, VectorIndex, of_model_sql

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
        self._data_version: int | None = None
        self._dirty = True
        self.reloads = 0
        """How many full loads happened (for stats and tests)."""

    @property
    def change_seq(self) -> int | None:
        """The last change-log entry applied: it moves whenever any process adds, edits, archives or
        deletes a note (bumps do not count), so it keys caches of what the notes' text implies."""
        return self._seq

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
            seq = self._last_seq()
            expected = self.conn.execute("SELECT COUNT(*) FROM memory_note").fetchone()[0]
            of_model, params = of_model_sql(self.model, self.dim)
            rows = self.conn.execute(
                f"SELECT id, conversation_id, {CATEGORY_CODE_SQL}, embedding FROM memory_note NOT INDEXED "
                f"WHERE archived_at IS NULL AND {of_model}",
                params,
            )
            self.index.replace_all(rows, expected=expected)
        finally:
            if rows is not None:
                rows.close()  # a half-read SELECT would keep this connection on the old snapshot
            self.conn.execute("COMMIT")
        self._seq = seq
        self.reloads += 1

    def _last_seq(self) -> int:
        return self.conn.execute("SELECT COALESCE(MAX(seq), 0) FROM memory_note_change").fetchone()[0]

    def _apply_changes(self) -> None:
        assert self._seq is not None
        self.conn.execute("BEGIN")
        try:
            first = self.conn.execute("SELECT MIN(seq) FROM memory_note_change").fetchone()[0]
            entries = self.conn.execute(
                "SELECT seq, note_id FROM memory_note_change WHERE seq > ? ORDER BY seq LIMIT ?",
                (self._seq, DELTA_LIMIT + 1),
            ).fetchall()
            pruned_past_us = first is not None and first > self._seq + 1
            if pruned_past_us or len(entries) > DELTA_LIMIT:
                rows = None
            else:
                rows = self._read_notes({note_id for _, note_id in entries})
        finally:
            self.conn.execute("COMMIT")
        if rows is None:
            self.load()
            return
        for note_id, state in rows.items():
            if state is None:
                self.index.remove(note_id)
            else:
                self.index.upsert(note_id, *state)
        if entries:
            self._seq = entries[-1][0]

    def _read_notes(self, note_ids: Iterable[str]) -> dict[str, tuple | None]:
        """note id → (vector, conversation_id, category) when it belongs in the index, else None."""
        wanted = list(note_ids)
        found: dict[str, tuple | None] = dict.fromkeys(wanted)
        blob_len = self.dim * VECTOR_DTYPE.itemsize
        for chunk in chunks(wanted):
            marks = ",".join("?" * len(chunk))
            for note_id, scope, category, archived_at, model, dim, blob in self.conn.execute(
                "SELECT id, conversation_id, category, archived_at, embedding_model, embedding_dim, embedding "
                f"FROM memory_note WHERE id IN ({marks})",
                chunk,
            ):
                if archived_at is None and model == self.model and dim == self.dim and len(blob) == blob_len:
                    found[note_id] = (np.frombuffer(blob, dtype=VECTOR_DTYPE), scope, category)
        return found
