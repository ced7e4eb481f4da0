"""Vector search through the ANN index once a store holds more than AGENTIK_ANN_THRESHOLD vectors.

The index (``ann_files.py``, built by ``ann_build.py``) is a cache of agentik.db, never a second
truth: the resident vectors (``resident.py``) stay the record of which notes are live and what
their vectors are, and every hit is scored exactly from them. The index only proposes candidates.

- **Catching up**: the index reflects the change log up to its ``seq``. Notes changed since
  (by this process or another: their ids are read from ``memory_note_change``) form the *delta*:
  their current vectors are scored exactly beside the index's candidates (an entry of theirs the
  index still returns maps to the note's current row, so its old vector never counts). Deleted and archived notes are gone from the resident vectors, so their
  index entries map to nothing and drop out; an edited note is in the delta. The view itself is
  never changed (usearch crashes adding to a view after removals).
- **Rebuilding**: when there is no usable index (missing, truncated, of another model, or the
  change log was pruned past its seq) or the delta passes TOMBSTONE_SHARE of its size, a build
  starts in the background; search stays exact (or delta-corrected) meanwhile, and the new file
  is picked up by the next search of every process (the pointer's mtime changes).
- **Filters**: a selective filter (few allowed rows, or so few that the index would have to be
  searched too deep to find n of them) scores the allowed rows exactly; a broad one searches the
  index OVERSAMPLE times deeper than the share of allowed rows needs and filters.

Every method expects the store's lock held (the connection and the resident index are shared).
"""

from __future__ import annotations

import math
import sqlite3
from pathlib import Path
from typing import NamedTuple

import numpy as np
from usearch.index import Index

from . import ann_files
from .ann_build import BackgroundBuild
from .resident import ResidentVectors
from .vectors import VectorHit

TOMBSTONE_SHARE = 0.2
"""Rebuild once the notes changed since the build pass this share of the index."""

EXPANSION_SEARCH = 160
"""HNSW candidate list size while searching (usearch's default is 64; recall@10 on clustered
vectors at 100K was 0.99+ with 160)."""

UNFILTERED_DEPTH = 2
"""An unfiltered search asks the index for this many times n candidates (at least n + 32)."""

OVERSAMPLE = 3.0
"""A filtered search asks for n / (share of allowed rows) × OVERSAMPLE candidates…"""

MOST_CANDIDATES = 4096
"""…at most this many; a filter that would need more scores its allowed rows exactly."""

EXACT_ROWS = 2048
"""A filter allowing at most this many rows always scores them exactly."""


class AnnQuery(NamedTuple):
    """What a view's scan() returns while the ANN index serves: the query, searched in best()."""

    query: np.ndarray


class AnnSearch:
    """The ANN side of one SqliteBackend: when it serves, and its searches."""

    def __init__(self, db_path: Path, *, model: str, dim: int, threshold: int) -> None:
        self.db_path = db_path
        self.model = model
        self.dim = dim
        self.threshold = threshold
        self.builder = BackgroundBuild(db_path, model=model, dim=dim)
        self._view: Index | None = None
        self._meta: ann_files.AnnMeta | None = None
        self._pointer_mtime: int | None = None
        self._seen = 0
        self._delta: set[str] = set()
        self._delta_rows: np.ndarray = np.zeros(0, dtype=np.int64)
        self._delta_key: tuple | None = None
        self.searches = 0
        """ANN searches answered (for stats and tests)."""

    @property
    def delta_size(self) -> int:
        return len(self._delta)

    def serving(self, conn: sqlite3.Connection, vectors: ResidentVectors) -> bool:
        """Whether this search goes through the index; brings the index up to date first
        (`vectors` refreshed), starting a background build when it is missing or too stale."""
        if len(vectors.index) < self.threshold:
            return False
        self._pick_up_new_file()
        if self._view is None:
            self.builder.start()
            return False
        seq = vectors.change_seq
        if seq is not None and seq > self._seen and not self._catch_up(conn, seq):
            self._drop_view()
            self.builder.start()
            return False
        if len(self._delta) > TOMBSTONE_SHARE * max(len(self._view), 1):
            self.builder.start()  # keeps serving meanwhile: the delta is scored exactly
        return True

    def top(self, vectors: ResidentVectors, query: np.ndarray, n: int, *, conversation_id: str | None,
            category: str | None) -> list[VectorHit]:
        """The n notes most similar to `query` that the filters allow, scored exactly, best first."""
        assert self._view is not None
        index = vectors.index
        query = np.asarray(query, dtype=np.float32)
        mask = index.allowed(conversation_id, category)
        allowed = len(index) if mask is None else int(np.count_nonzero(mask))
        if allowed == 0 or n <= 0:
            return []
        if mask is None:
            depth = max(UNFILTERED_DEPTH * n, n + 32)
        else:
            depth = math.ceil(n * OVERSAMPLE * len(index) / allowed)
            if allowed <= EXACT_ROWS or depth > MOST_CANDIDATES:
                return index.best_among(query, np.flatnonzero(mask), n)
        self.searches += 1
        matches = self._view.search(query, min(depth, len(self._view)), threads=1)
        # an entry whose note changed since the build maps to the note's current row and vector
        # (scored exactly below); one of a deleted or archived note maps to nothing
        candidates = np.asarray([row for _, row in index.rows_of_rowids(matches.keys.tolist())], dtype=np.int64)
        if mask is not None:
            candidates = candidates[mask[candidates]]
        delta_rows = self._current_delta_rows(vectors)
        if mask is not None and len(delta_rows):
            delta_rows = delta_rows[mask[delta_rows]]
        if len(candidates) < n and allowed > len(candidates) + len(delta_rows):
            # the filter let too few through this time: the allowed rows, exactly
            return index.best_among(query, np.arange(len(index)) if mask is None else np.flatnonzero(mask), n)
        return index.best_among(query, np.concatenate([candidates, delta_rows]), n)

    def close(self) -> None:
        self._drop_view()

    # -- keeping up ------------------------------------------------------------------------

    def _pick_up_new_file(self) -> None:
        """(Re)open the current index file when the pointer changed (a build here or elsewhere)."""
        try:
            mtime = ann_files.pointer_path(self.db_path).stat().st_mtime_ns
        except FileNotFoundError:
            mtime = None
        if mtime == self._pointer_mtime:
            return
        self._pointer_mtime = mtime
        self._drop_view()
        meta = ann_files.read_meta(self.db_path) if mtime is not None else None
        if meta is None or meta.model != self.model or meta.dim != self.dim:
            return
        view = ann_files.open_view(self.db_path, meta)
        if view is None:
            return
        view.expansion_search = EXPANSION_SEARCH
        self._view, self._meta, self._seen = view, meta, meta.seq

    def _catch_up(self, conn: sqlite3.Connection, seq: int) -> bool:
        """Add the notes changed in (seen, seq] to the delta; False when the log no longer holds
        them all (pruned past the index's position: it must be rebuilt)."""
        first = conn.execute("SELECT MIN(seq) FROM memory_note_change").fetchone()[0]
        if first is not None and first > self._seen + 1:
            return False
        self._delta.update(note_id for (note_id,) in conn.execute(
            "SELECT note_id FROM memory_note_change WHERE seq > ? AND seq <= ?", (self._seen, seq)))
        self._seen = seq
        return True

    def _current_delta_rows(self, vectors: ResidentVectors) -> np.ndarray:
        """The resident rows of the delta's notes (rows move when notes are removed: recomputed
        after each change the resident index applied)."""
        key = (vectors.change_seq, vectors.reloads, len(vectors.index), len(self._delta))
        if key != self._delta_key:
            self._delta_rows = vectors.index.rows_of_ids(self._delta)
            self._delta_key = key
        return self._delta_rows

    def _drop_view(self) -> None:
        self._view = self._meta = None
        self._delta = set()
        self._delta_rows = np.zeros(0, dtype=np.int64)
        self._delta_key = None
        self._seen = 0
