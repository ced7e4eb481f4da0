"""The resident matrix: one float32 row per live, embedded note, searched by brute-force cosine.

Rows are unit vectors, so cosine similarity is a dot product. ``top`` is exact: it returns the n
rows of highest float32 cosine, as a full float32 product would, but reads less:

1. every row's cosine is estimated from its int8 code (``quantized.py``: a quarter of the bytes,
   SIMD kernels), with an upper bound on each estimate's error;
2. the ``2n + 16`` best estimates are scored exactly from their float32 rows;
3. any other row whose bound still reaches the n-th best exact score is scored exactly too
   (on 10K real e5 vectors: none in most queries, at most 10 in 95%), so no row that belongs in
   the top n is missed.

At 10K × 384 that took 0.34 ms with the data in cache and 0.78 ms from DRAM, against 0.73 and
1.51 ms for the float32 product; at 100K, 4.8 against 13–15 ms on one core. When the filters
leave no more rows than the candidate count, those rows are scored exactly in one product. Filters by scope and category are
numpy masks over small per-row code arrays.

Rows are kept in place: a new note appends a row (the buffers grow by doubling), a removed note's
row is filled with the last row (swap-remove), so every change costs O(dim), not O(n·dim).

Each row also keeps what a search needs besides the vector: the note's rowid (FTS5 hits come back
as rowids), scope, category, last_used_at, use_count and its text (the rerank's signals read every
candidate's text), so neither list of hits needs another query before the rerank.

This module knows no SQL; ``resident.py`` keeps an index in step with the database.
"""

from __future__ import annotations

from itertools import islice
from typing import Iterable, NamedTuple

import numpy as np

from ...notes.backend import Candidate
from ...notes.model import MemoryCategory
from .quantized import Int8Rows, Scan

VECTOR_DTYPE = np.dtype("<f4")
"""How vectors are stored in the BLOB column: packed little-endian float32."""

_CATEGORY_CODE = {category.value: code for code, category in enumerate(MemoryCategory, start=1)}
CATEGORY_CODE_SQL = "CASE category {} ELSE 0 END".format(
    " ".join(f"WHEN '{value}' THEN {code}" for value, code in _CATEGORY_CODE.items())
)
"""SQL giving a row's category code, so loading reads small ints instead of strings."""


def of_model_sql(model: str, dim: int) -> tuple[str, tuple]:
    """A WHERE condition (and its parameters) for the rows whose vector is `model`'s: the only ones
    the index may hold (live ones) and the only ones a reindex leaves alone."""
    return (
        "embedding_model = ? AND embedding_dim = ? AND length(embedding) = ?",
        (model, dim, dim * VECTOR_DTYPE.itemsize),
    )


LOAD_CHUNK = 64
"""Rows per step of a load: their joined vectors (96 KB at 384 dimensions) stay under malloc's
128 KB mmap threshold, so the buffer is reused instead of mapped and faulted in each time."""

GLOBAL_SCOPE = 0
"""The scope code of notes with no conversation_id."""

RESCORE_FACTOR = 2
RESCORE_EXTRA = 16
"""A search for n rows scores the RESCORE_FACTOR·n + RESCORE_EXTRA best estimates exactly."""


class NoteRow(NamedTuple):
    """What the index keeps of a note besides its vector."""

    id: str
    rowid: int
    conversation_id: str | None
    category: str
    last_used_at: int
    use_count: int
    text: str | None = None
    """The note's content, when the reader has it (None: `texts` reports the note missing)."""


VectorHit = Candidate
"""A vector search's hit is a search view's candidate as it is (id, cosine, use figures): no copy
into another tuple type per hit."""


def pack(vector: np.ndarray) -> bytes:
    """A vector as the bytes of the BLOB column (little-endian float32)."""
    return np.ascontiguousarray(vector, dtype=VECTOR_DTYPE).tobytes()


class VectorIndex:
    """Vectors of notes by id, with each note's rowid, scope, category and use figures."""

    _PER_ROW = ("_matrix", "_scope", "_category", "_rowid", "_last_used", "_uses")
    """The arrays with one entry per row (the int8 codes have their own)."""

    def __init__(self, dim: int, *, capacity: int = 256) -> None:
        self.dim = dim
        capacity = max(capacity, 1)
        self._matrix = np.zeros((capacity, dim), dtype=np.float32)
        self._codes = Int8Rows(dim, capacity)
        self._scope = np.zeros(capacity, dtype=np.int32)
        self._category = np.zeros(capacity, dtype=np.int8)
        self._rowid = np.zeros(capacity, dtype=np.int64)
        self._last_used = np.zeros(capacity, dtype=np.int64)
        self._uses = np.zeros(capacity, dtype=np.int64)
        self._ids: list[str] = []
        self._texts: list[str | bytes | None] = []
        """Each row's text: a str, its UTF-8 bytes as a load read them (decoded on first need:
        making 100K str objects added ~0.1 s to a load), or None when unknown."""
        self._row_of: dict[str, int] | None = {}
        self._row_of_rowid: dict[int, int] | None = {}
        self._scope_codes: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self._ids)

    def __contains__(self, note_id: object) -> bool:
        return note_id in self._rows()

    def ids(self) -> list[str]:
        return list(self._ids)

    def replace_all(self, rows: Iterable[tuple], *, expected: int = 0) -> None:
        """Drop every row and take these (id, rowid, conversation_id, category code as
        CATEGORY_CODE_SQL selects it, last_used_at, use_count, [text as str or UTF-8 bytes,]
        packed vector), in order;
        `expected` sizes the new matrix (25% spare rows). Rows without the text field leave every
        note's text unknown.

        Rows are consumed LOAD_CHUNK at a time and their vectors are copied straight into the new
        matrix, so a load from a cursor never holds the vectors twice: opening a 100K-note store and
        loading its vectors took 0.50 s here when all rows were fetched first and their BLOBs joined
        (most of it page faults on 150 MB of short-lived bytes), 0.26 s streamed. Chunks keep the
        per-row Python work in C (zip, join): 0.27 s instead of 0.31 s row by row with the rowid and
        use figures. The int8 codes are made at the end, centred on the loaded rows (0.04 s at
        100K, on two threads). A malformed vector raises ValueError and leaves the index as it was.
        """
        row_bytes = self.dim * VECTOR_DTYPE.itemsize
        capacity = max(256, expected + expected // 4)
        matrix = np.zeros((capacity, self.dim), dtype=VECTOR_DTYPE)  # calloc'd: spare rows cost nothing
        columns: tuple[list, ...] = ([], [], [], [], [], [])
        texts: list[str | bytes | None] = []
        n = 0
        source = iter(rows)
        while chunk := list(islice(source, LOAD_CHUNK)):
            *fields, blobs = zip(*chunk)
            if set(map(len, blobs)) != {row_bytes}:
                bad = next(i for i, blob in enumerate(blobs) if len(blob) != row_bytes)
                raise ValueError(f"the vector of {fields[0][bad]} has {len(blobs[bad])} bytes, expected {row_bytes}")
            while n + len(chunk) > len(matrix):
                matrix = _doubled(matrix)
            matrix[n : n + len(chunk)] = np.frombuffer(b"".join(blobs), dtype=VECTOR_DTYPE).reshape(-1, self.dim)
            n += len(chunk)
            for column, values in zip(columns, fields):
                column.extend(values)
            texts.extend(fields[6] if len(fields) > 6 else (None,) * len(chunk))
        ids, rowids, scopes, categories, last_used, uses = columns
        codes = Int8Rows(self.dim, len(matrix))
        codes.recentre(matrix[:n])
        self._matrix = matrix
        self._codes = codes
        for name in self._PER_ROW[1:]:
            setattr(self, name, np.zeros(len(matrix), dtype=getattr(self, name).dtype))
        self._scope_codes = {}
        self._rowid[:n] = rowids
        self._scope[:n] = [GLOBAL_SCOPE if c is None else self._scope_code(c) for c in scopes]
        self._category[:n] = categories
        self._last_used[:n] = last_used
        self._uses[:n] = uses
        self._ids = ids
        self._texts = texts
        # built on first need: the id map on the first change, the rowid map on the first keyword hit
        self._row_of = self._row_of_rowid = None

    def upsert(self, note: NoteRow, vector: np.ndarray) -> None:
        """Add the note's row, or overwrite it when the note is already here."""
        rows = self._rows()
        row = rows.get(note.id)
        if row is None:
            row = len(self._ids)
            if row == len(self._matrix):
                self._grow()
            self._ids.append(note.id)
            self._texts.append(note.text)
            rows[note.id] = row
        elif self._rowid[row] != note.rowid:
            self._forget_rowid(row)
        self._rowids()[note.rowid] = row
        self._matrix[row] = vector
        self._codes.encode(self._matrix[row : row + 1], row)
        self._rowid[row] = note.rowid
        self._scope[row] = self._scope_code(note.conversation_id)
        self._category[row] = _CATEGORY_CODE.get(note.category, 0)
        self._last_used[row] = note.last_used_at
        self._uses[row] = note.use_count
        self._texts[row] = note.text

    def set_usage(self, note_id: str, last_used_at: int, use_count: int) -> bool:
        """Take the note's new use figures; False when it is not here."""
        row = self._rows().get(note_id)
        if row is None:
            return False
        self._last_used[row] = last_used_at
        self._uses[row] = use_count
        return True

    def remove(self, note_id: str) -> bool:
        """Drop the note's row (the last row takes its place); False when it was not here."""
        rows = self._rows()
        row = rows.pop(note_id, None)
        if row is None:
            return False
        self._forget_rowid(row)
        by_rowid = self._rowids()
        last = len(self._ids) - 1
        if row != last:
            moved = self._ids[last]
            for name in self._PER_ROW:
                array = getattr(self, name)
                array[row] = array[last]
            self._codes.move(last, row)
            self._ids[row] = moved
            self._texts[row] = self._texts[last]
            rows[moved] = row
            moved_rowid = int(self._rowid[row])
            if by_rowid.get(moved_rowid) == last:  # (unless another note holds that rowid now)
                by_rowid[moved_rowid] = row
        self._ids.pop()
        self._texts.pop()
        return True

    def texts(self, note_ids: Iterable[str], *, conversation_id: str | None = None,
              category: str | None = None) -> tuple[dict[str, str], list[str]]:
        """The texts of the notes here that the filters allow, by id, and the ids that are not here
        (notes of no vector or another model, archived or unknown ones, or loaded without their
        text: the caller must look them up)."""
        rows = self._rows()
        stored = self._texts
        scope_code = self._scope_codes.get(conversation_id, -1) if conversation_id is not None else None
        category_code = _CATEGORY_CODE.get(category, -1) if category is not None else None
        found: dict[str, str] = {}
        missing: list[str] = []
        for note_id in note_ids:
            row = rows.get(note_id)
            text = stored[row] if row is not None else None
            if text is None:
                missing.append(note_id)
            elif (scope_code is None or self._scope[row] in (GLOBAL_SCOPE, scope_code)) and (
                category_code is None or self._category[row] == category_code
            ):
                if type(text) is bytes:  # as loaded: decoded on first need, then kept
                    text = stored[row] = text.decode("utf-8")
                found[note_id] = text
        return found, missing

    def at_rowids(self, rowids: Iterable[int], *, conversation_id: str | None = None,
                  category: str | None = None) -> tuple[dict[int, tuple[str, int, int]], list[int]]:
        """The notes at these rowids as {rowid: (id, last_used_at, use_count)} for those here that
        the filters allow, and the rowids that are not here (notes of no vector or another model,
        archived or unknown ones: the caller must look them up)."""
        by_rowid = self._rowids()
        found: dict[int, tuple[str, int, int]] = {}
        missing: list[int] = []
        scope_code = self._scope_codes.get(conversation_id, -1) if conversation_id is not None else None
        category_code = _CATEGORY_CODE.get(category, -1) if category is not None else None
        here: list[tuple[int, int]] = []
        for rowid in rowids:
            row = by_rowid.get(rowid)
            if row is None:
                missing.append(rowid)
            elif (scope_code is None or self._scope[row] in (GLOBAL_SCOPE, scope_code)) and (
                category_code is None or self._category[row] == category_code
            ):
                here.append((rowid, row))
        if here:
            rows = [row for _, row in here]
            ids = self._ids
            for (rowid, row), last_used, uses in zip(here, self._last_used[rows].tolist(), self._uses[rows].tolist()):
                found[rowid] = (ids[row], last_used, uses)
        return found, missing

    def top(
        self,
        query: np.ndarray,
        n: int,
        *,
        conversation_id: str | None = None,
        category: str | None = None,
    ) -> list[VectorHit]:
        """The n notes most similar to `query`, best first.

        With `conversation_id`, only global notes and that conversation's; with `category`, only it.
        """
        return self.best(self.scan(query), n, conversation_id=conversation_id, category=category)

    def scan(self, query: np.ndarray) -> Scan:
        """The first step of `top`: every row's estimate. It is the part worth running on another
        thread (the int8 kernel releases the GIL; see agentik.backends.sqlite.hybrid); `best`
        finishes it, and the index must not change in between."""
        return self._codes.scan(np.asarray(query, dtype=np.float32), len(self._ids))

    def best(
        self,
        scan: Scan,
        n: int,
        *,
        conversation_id: str | None = None,
        category: str | None = None,
    ) -> list[VectorHit]:
        """The second step of `top`: the n best rows of this scan, scored exactly, best first."""
        size = len(scan.estimates)
        if size != len(self._ids):
            raise RuntimeError("the vector index changed between scan() and best()")
        if size == 0 or n <= 0:
            return []
        query = scan.query
        mask = self._mask(size, conversation_id, category)
        allowed = size if mask is None else int(np.count_nonzero(mask))
        if allowed == 0:
            return []
        n = min(n, allowed)
        if allowed <= RESCORE_FACTOR * n + RESCORE_EXTRA:  # few rows: score them all exactly
            rows = np.arange(size) if mask is None else np.flatnonzero(mask)
            sims = np.dot(self._matrix[:size] if mask is None else self._matrix[rows], query)
        else:
            rows, sims = self._rescored(scan, n, mask)
        return self._hits(rows, sims, n)

    def _rescored(self, scan: Scan, n: int, mask: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
        """(rows, exact cosines) of a set of rows that surely holds the n best (module docstring).
        With a mask, only the allowed rows are partitioned: filling the others with -inf made
        argpartition work through a sea of ties (8 ms instead of 0.14 ms at 100K, 67% filtered)."""
        if mask is None:
            return self._surely_best(scan.query, scan.estimates, scan.upper_bounds(), None, n)
        allowed = np.flatnonzero(mask)
        return self._surely_best(scan.query, scan.estimates[allowed], scan.upper_bounds()[allowed], allowed, n)

    def _surely_best(self, query: np.ndarray, estimates: np.ndarray, bounds: np.ndarray,
                     rows_of: np.ndarray | None, n: int) -> tuple[np.ndarray, np.ndarray]:
        """Rescoring over candidates whose estimates and bounds are given; rows_of maps a
        candidate's position to its row (None: the position is the row)."""
        size = len(estimates)
        count = RESCORE_FACTOR * n + RESCORE_EXTRA
        picked = np.argpartition(estimates, size - count)[size - count :]
        rows = picked if rows_of is None else rows_of[picked]
        sims = np.dot(self._matrix[rows], query)
        floor = np.partition(sims, count - n)[count - n]  # the n-th best exact cosine so far
        bounds[picked] = -np.inf
        unsure = np.flatnonzero(bounds >= floor)
        if rows_of is not None:
            unsure = rows_of[unsure]
        if len(unsure):
            rows = np.concatenate([rows, unsure])
            sims = np.concatenate([sims, np.dot(self._matrix[unsure], query)])
        return rows, sims

    def _hits(self, rows: np.ndarray, sims: np.ndarray, n: int) -> list[VectorHit]:
        best = np.argpartition(sims, len(sims) - n)[len(sims) - n :] if n < len(sims) else np.arange(len(sims))
        best = best[np.argsort(-sims[best], kind="stable")]
        rows = rows[best]
        ids = self._ids
        return list(map(VectorHit, [ids[row] for row in rows.tolist()], sims[best].tolist(),
                        self._last_used[rows].tolist(), self._uses[rows].tolist()))

    def _mask(self, size: int, conversation_id: str | None, category: str | None) -> np.ndarray | None:
        """Which of rows [0, size) the filters allow (None: all)."""
        mask = None
        if conversation_id is not None:
            code = self._scope_codes.get(conversation_id)
            scope = self._scope[:size]
            mask = scope == GLOBAL_SCOPE if code is None else (scope == GLOBAL_SCOPE) | (scope == code)
        if category is not None:
            wanted = self._category[:size] == _CATEGORY_CODE.get(category, -1)
            mask = wanted if mask is None else mask & wanted
        return mask

    def _rows(self) -> dict[str, int]:
        """note id → row, built on first use after a load."""
        if self._row_of is None:
            self._row_of = {note_id: row for row, note_id in enumerate(self._ids)}
        return self._row_of

    def _rowids(self) -> dict[int, int]:
        """rowid → row, built on first use after a load."""
        if self._row_of_rowid is None:
            self._row_of_rowid = {rowid: row for row, rowid in enumerate(self._rowid[: len(self._ids)].tolist())}
        return self._row_of_rowid

    def _forget_rowid(self, row: int) -> None:
        """Drop the rowid → row entry of `row`, unless another note has taken that rowid since
        (SQLite reuses the rowid of a deleted row; changes may be applied in any order)."""
        by_rowid = self._rowids()
        rowid = int(self._rowid[row])
        if by_rowid.get(rowid) == row:
            del by_rowid[rowid]

    def _scope_code(self, conversation_id: str | None) -> int:
        if conversation_id is None:
            return GLOBAL_SCOPE
        code = self._scope_codes.get(conversation_id)
        if code is None:
            code = self._scope_codes[conversation_id] = len(self._scope_codes) + 1
        return code

    def _grow(self) -> None:
        """Double every buffer; the codes are centred again on the rows there are now (an index
        that started empty gets a centre that fits its notes)."""
        for name in self._PER_ROW:
            setattr(self, name, _doubled(getattr(self, name)))
        codes = Int8Rows(self.dim, len(self._matrix))
        codes.recentre(self._matrix[: len(self._ids)])
        self._codes = codes


def _doubled(array: np.ndarray) -> np.ndarray:
    """`array` with as many zero rows again after it."""
    grown = np.zeros((2 * len(array),) + array.shape[1:], dtype=array.dtype)
    grown[: len(array)] = array
    return grown
